'use client';
// /admin/audit: every admin change (who, what, when, before and after), newest first, filtered by
// entity, actor and action; the filters and the page live in the URL.
import type { AuditLogEntry } from '@hearth/shared/admin/audit/contract';
import { ScrollText, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { Link, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useAdminDateTime } from '@/features/admin';
import { useAuditLog } from './audit-api';
import { auditHref, type AuditFilters } from './audit-filters';

export function AuditLog({ filters, page }: { filters: AuditFilters; page: number }) {
  const t = useTranslations('admin');
  const log = useAuditLog(filters, page);
  const data = log.data;
  const filtered = Boolean(filters.entity || filters.entityId || filters.actorId || filters.action);
  const columns = useAuditColumns(filters);

  let content;
  if (!data && log.isError) {
    content = <LoadError title={t('audit.loadError')} message={errorMessage(log.error)} onRetry={() => log.refetch()} retrying={log.isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" aria-label={t('audit.loading')} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState
        icon={<ScrollText className="size-6" />}
        title={filtered ? t('audit.emptyFilteredTitle') : t('audit.emptyTitle')}
        description={filtered ? t('audit.emptyFilteredDescription') : t('audit.emptyDescription')}
        action={filtered ? { label: t('audit.clearFilters'), href: auditHref({}) } : undefined}
      />
    );
  } else if (data.items.length === 0) {
    content = <EmptyState title={t('pager.missing', { page })} description={t('audit.pagesFilled', { pages: data.pages })} action={{ label: t('pager.first'), href: auditHref(filters) }} />;
  } else {
    content = (
      <>
        <DataTable
          caption={t('audit.caption', { page: data.pageNo, pages: data.pages, total: data.total })}
          columns={columns}
          rows={data.items}
          rowKey={(entry) => entry._id}
          busy={log.isPlaceholderData}
          minWidth="md:min-w-[48rem]"
          alignTop
        />
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={(target) => auditHref(filters, target)} label={t('audit.pagination')} />
      </>
    );
  }

  return (
    <div>
      <PageHeading title={t('audit.title')} description={t('audit.description')} />
      <FilterForm filters={filters} />
      {content}
    </div>
  );
}

function FilterForm({ filters }: { filters: AuditFilters }) {
  const t = useTranslations('admin.audit.filters');
  const router = useRouter();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    // Exact ids (entity id, admin) come from links in the table and stay until removed.
    router.push(auditHref({ ...filters, entity: text('entity'), action: text('action'), order: form.get('order') === 'oldest' ? 'oldest' : undefined }));
  }

  const chips = [
    filters.entityId && { label: t('entityId', { id: filters.entityId }), href: auditHref({ ...filters, entityId: undefined }) },
    filters.actorId && { label: t('actor', { id: filters.actorId }), href: auditHref({ ...filters, actorId: undefined }) },
  ].filter((chip): chip is { label: string; href: string } => Boolean(chip));

  return (
    <div className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {/* Keyed by the URL's filters so the fields follow back/forward navigation. */}
      <form key={auditHref(filters)} role="search" aria-label={t('label')} onSubmit={apply} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-end">
        <TextField label={t('entity')} name="entity" defaultValue={filters.entity ?? ''} placeholder={t('entityPlaceholder')} />
        <TextField label={t('action')} name="action" defaultValue={filters.action ?? ''} placeholder={t('actionPlaceholder')} />
        <SelectField
          label={t('order')}
          name="order"
          options={[
            { value: 'newest', label: t('newest') },
            { value: 'oldest', label: t('oldest') },
          ]}
          defaultValue={filters.order ?? 'newest'}
        />
        <Button type="submit">{t('submit')}</Button>
      </form>
      {chips.length > 0 && (
        <ul aria-label={t('others')} className="mt-3 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link href={chip.href} className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'max-w-full')} aria-label={t('remove', { label: chip.label })}>
                <span className="truncate">{chip.label}</span>
                <X aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const pretty = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

function useAuditColumns(filters: AuditFilters): DataColumn<AuditLogEntry>[] {
  const t = useTranslations('admin.audit');
  const formatDateTime = useAdminDateTime();
  return [
    {
      key: 'when',
      header: t('columns.when'),
      className: 'whitespace-nowrap text-muted',
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
    },
    {
      key: 'who',
      header: t('columns.who'),
      cell: (entry) =>
        entry.actor ? (
          <>
            <Link href={auditHref({ ...filters, actorId: entry.actor._id })} className="font-semibold text-brand-700 hover:underline" title={t('row.onlyAdmin')}>
              {entry.actor.name}
            </Link>
            <p className="text-xs break-all text-muted">{entry.actor.email}</p>
          </>
        ) : (
          <span className="text-muted">{t('row.systemActor')}</span>
        ),
    },
    { key: 'action', header: t('columns.action'), className: 'font-mono text-xs break-all', cell: (entry) => entry.action },
    {
      key: 'entity',
      header: t('columns.entity'),
      cell: (entry) => (
        <>
          <Link href={auditHref({ ...filters, entity: entry.entity, entityId: entry.entityId })} className="text-brand-700 hover:underline" title={t('row.onlyRecord')}>
            {entry.entity}
          </Link>
          <p className="font-mono text-xs break-all text-muted">{entry.entityId}</p>
        </>
      ),
    },
    {
      key: 'changes',
      header: t('columns.changes'),
      cell: (entry) =>
        entry.before != null || entry.after != null ? (
          <details>
            <summary className="cursor-pointer rounded text-sm font-semibold text-brand-700">{t('row.beforeAfter')}</summary>
            <div className="mt-2 grid gap-2 md:grid-cols-2">
              <Snapshot label={t('row.before')} value={entry.before} />
              <Snapshot label={t('row.after')} value={entry.after} />
            </div>
          </details>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-xs font-semibold text-muted">{label}</figcaption>
      <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 text-xs text-ink">{pretty(value)}</pre>
    </figure>
  );
}
