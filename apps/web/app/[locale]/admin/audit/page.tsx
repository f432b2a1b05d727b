import type { Metadata } from 'next';
import { parsePageParam } from '@/components/ui/pagination';
import { AuditLog } from '@/features/admin/audit/audit-log';
import { parseAuditFilters } from '@/features/admin/audit/audit-filters';

export const metadata: Metadata = { title: 'Audit log · Admin' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <AuditLog filters={parseAuditFilters(params)} page={parsePageParam(params.page)} />;
}
