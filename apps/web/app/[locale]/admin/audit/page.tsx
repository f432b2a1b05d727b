import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parsePageParam } from '@/components/ui/pagination';
import { AuditLog, parseAuditFilters } from '@/features/admin/audit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('audit') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <AuditLog filters={parseAuditFilters(params)} page={parsePageParam(params.page)} />;
}
