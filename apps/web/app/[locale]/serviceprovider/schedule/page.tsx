import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseScheduleView, SchedulePage } from '@/features/provider-availability';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('provider.pages');
  return { title: t('schedule') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SchedulePage view={parseScheduleView(await searchParams)} />;
}
