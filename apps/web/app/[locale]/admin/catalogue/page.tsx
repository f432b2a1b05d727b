import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogueManager } from '@/features/admin/catalog';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent');
  return { title: t('catalogue.title') };
}

// Admins only (proxy.ts guards /admin); the list is loaded in the browser with the admin's token.
export default function Page() {
  return <CatalogueManager />;
}
