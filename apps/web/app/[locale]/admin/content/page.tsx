import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentConsole, parseContentView } from '@/features/admin/content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent');
  return { title: t('console.title') };
}

// Only admins get here: proxy.ts guards /admin. The open section and the blog's page live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab, page } = parseContentView(await searchParams);
  return <ContentConsole tab={tab} page={page} />;
}
