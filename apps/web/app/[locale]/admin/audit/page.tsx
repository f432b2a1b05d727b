import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditLog, parseAuditView } from '@/features/admin/audit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('audit') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { filters, page } = parseAuditView(await searchParams);
  return <AuditLog filters={filters} page={page} />;
}
