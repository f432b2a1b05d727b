import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReviewReportsPage } from '@/features/admin/review-reports';
import { parsePageView } from '@/lib/url-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('reviewReports') };
}

// Only admins get here: proxy.ts guards /admin.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ReviewReportsPage page={parsePageView(await searchParams).page} />;
}
