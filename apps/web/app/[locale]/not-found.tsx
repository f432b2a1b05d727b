import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.notFound');
  return { title: t('title') };
}

// notFound() outside the standard layout's pages and the console. Unknown URLs and public pages get
// (site)/not-found.tsx inside the standard layout instead. This page stays without the site's chrome:
// Next.js puts a layout's not-found page into the RSC payload of every page under it, so the header
// and footer drawn here would be sent twice with each page.
export default function NotFound() {
  return <NotFoundContent />;
}
