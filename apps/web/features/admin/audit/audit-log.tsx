'use client';
// /admin/audit: every admin change (who, what, when, before and after), newest first, filtered by
// entity, actor and action; the filters and the page live in the URL.
import type { AuditLogEntry } from '@hearth/shared/admin/audit';
import clsx from 'clsx';
import { ScrollText, X } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { useAuditLog } from './audit-api';
import { auditHref, type AuditFilters } from './audit-filters';
import { formatAdminDateTime } from './format-date';

const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export function AuditLog({ filters, page }: { filters: AuditFilters; page: number }) {
  const log = useAuditLog(filters, page);
  const data = log.data;
  const filtered = Boolean(filters.entity || filters.entityId || filters.actorId || filters.action);

  let content;
  if (!data && log.isError) {
    content = <LoadError title="We could not load the audit log" message={errorMessage(log.error)} onRetry={() => log.refetch()} retrying={log.isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" aria-label="Loading the audit log" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState
        icon={<ScrollText className="size-6" />}
        title={filtered ? 'No changes match these filters' : 'No admin changes yet'}
        description={filtered ? 'Try fewer filters.' : 'Every change an admin makes is recorded here.'}
        action={filtered ? { label: 'Clear the filters', href: auditHref({}) } : undefined}
      />
    );
  } else if (data.items.length === 0) {
    content = <EmptyState title={`There is no page ${page}`} description={`These entries fill ${data.pages} page${data.pages === 1 ? '' : 's'}.`} action={{ label: 'Go to the first page', href: auditHref(filters) }} />;
  } else {
    content = (
      <>
        <div className={clsx('overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-opacity', log.isPlaceholderData && 'opacity-60')} aria-busy={log.isPlaceholderData || undefined}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">
              Audit log, page {data.pageNo} of {data.pages} ({data.total} entries)
            </caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">When</th>
                <th scope="col" className="px-4 py-3">Who</th>
                <th scope="col" className="px-4 py-3">Action</th>
                <th scope="col" className="px-4 py-3">Entity</th>
                <th scope="col" className="px-4 py-3">Changes</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {data.items.map((entry) => (
                <AuditRow key={entry._id} entry={entry} filters={filters} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={(target) => auditHref(filters, target)} label="Audit log pages" />
      </>
    );
  }

  return (
    <div>
      <PageHeading title="Audit log" description="Every change made by an admin: who, what, when, and the record before and after." />
      <FilterForm filters={filters} />
      {content}
    </div>
  );
}

function FilterForm({ filters }: { filters: AuditFilters }) {
  const router = useRouter();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    // Exact ids (entity id, admin) come from links in the table and stay until removed.
    router.push(auditHref({ ...filters, entity: text('entity'), action: text('action'), order: form.get('order') === 'oldest' ? 'oldest' : undefined }));
  }

  const chips = [
    filters.entityId && { label: `Entity id ${filters.entityId}`, href: auditHref({ ...filters, entityId: undefined }) },
    filters.actorId && { label: `Admin ${filters.actorId}`, href: auditHref({ ...filters, actorId: undefined }) },
  ].filter((chip): chip is { label: string; href: string } => Boolean(chip));

  return (
    <div className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {/* Keyed by the URL's filters so the fields follow back/forward navigation. */}
      <form key={auditHref(filters)} role="search" aria-label="Filter the audit log" onSubmit={apply} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-end">
        <TextField label="Entity" name="entity" defaultValue={filters.entity ?? ''} placeholder="provider, booking, service…" />
        <TextField label="Action" name="action" defaultValue={filters.action ?? ''} placeholder="provider or provider.approve" />
        <SelectField label="Order" name="order" options={ORDER_OPTIONS} defaultValue={filters.order ?? 'newest'} />
        <Button type="submit">Filter</Button>
      </form>
      {chips.length > 0 && (
        <ul aria-label="Other filters" className="mt-3 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link href={chip.href} className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'max-w-full')} aria-label={`Remove filter: ${chip.label}`}>
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

function AuditRow({ entry, filters }: { entry: AuditLogEntry; filters: AuditFilters }) {
  const hasChanges = entry.before != null || entry.after != null;
  return (
    <tr>
      <td className="px-4 py-3 whitespace-nowrap text-muted">
        <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        {entry.actor ? (
          <>
            <Link href={auditHref({ ...filters, actorId: entry.actor._id })} className="font-semibold text-brand-700 hover:underline" title="Only this admin's changes">
              {entry.actor.name}
            </Link>
            <p className="text-xs text-muted">{entry.actor.email}</p>
          </>
        ) : (
          <span className="text-muted">System or removed account</span>
        )}
      </td>
      <td className="px-4 py-3 font-mono text-xs">{entry.action}</td>
      <td className="px-4 py-3">
        <Link href={auditHref({ ...filters, entity: entry.entity, entityId: entry.entityId })} className="text-brand-700 hover:underline" title="Only this record's changes">
          {entry.entity}
        </Link>
        <p className="font-mono text-xs break-all text-muted">{entry.entityId}</p>
      </td>
      <td className="px-4 py-3">
        {hasChanges ? (
          <details>
            <summary className="cursor-pointer rounded text-sm font-semibold text-brand-700">Before and after</summary>
            <div className="mt-2 grid gap-2 md:grid-cols-2">
              <Snapshot label="Before" value={entry.before} />
              <Snapshot label="After" value={entry.after} />
            </div>
          </details>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
    </tr>
  );
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-xs font-semibold text-muted">{label}</figcaption>
      <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 text-xs text-ink">{pretty(value)}</pre>
    </figure>
  );
}
