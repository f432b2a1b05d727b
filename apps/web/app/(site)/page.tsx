import { getCatalog } from '@/features/catalog/catalog-api';
import { getCurrentSession } from '@/features/auth/server-session';
import { HomePage } from '@/features/home/home-page';

export default async function Page() {
  const [categories, session] = await Promise.all([getCatalog(), getCurrentSession()]);
  return <HomePage categories={categories} signedIn={Boolean(session)} />;
}
