'use client';
// /admin/inbox: inquiries, chat leads, support tickets and booking issues in one list, newest first,
// filtered by kind, status, source, call-back and a search (all in the URL); each row opens the item's page.
import { INBOX_SOURCES, INBOX_STATUSES } from '@hearth/shared/admin/inbox';
import type { InboxItemSummary, InboxPage as InboxPageData } from '@hearth/shared/admin/inbox/contract';
import clsx from 'clsx';
import { Inbox, PhoneCall } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
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
import { useInbox } from './inbox-api';
import { SourceBadge, StatusBadge, useFormatWhen } from './inbox-badges';
import { INBOX_PATH, inboxHref, inboxItemPath, type InboxView } from './inbox-url';

const PAGE_SIZE = 20;

export function InboxPage({ view }: { view: InboxView }) {
  const t = useTranslations('admin.inbox.list');
  const query = useInbox(view, PAGE_SIZE);
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <Filters key={inboxHref(view, { page: 1 })} view={view} />
      <section aria-labelledby="inbox-list" className="mt-6">
        <h2 id="inbox-list" className="sr-only">
          {t('heading')}
        </h2>
        {query.data === undefined ? (
          query.isError ? (
            <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : (
            <div role="status" className="space-y-2">
              <span className="sr-only">{t('loading')}</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          )
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined} className={clsx('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <InboxResults data={query.data} view={view} />
          </div>
        )}
      </section>
    </>
  );
}

function Filters({ view }: { view: InboxView }) {
  const t = useTranslations('admin.inbox');
  const router = useRouter();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const pick = (name: string) => String(form.get(name) ?? '') || undefined;
    router.push(
      inboxHref(view, {
        kind: pick('kind') as InboxView['kind'],
        status: pick('status') as InboxView['status'],
        source: pick('source') as InboxView['source'],
        needsCallback: form.get('needsCallback') === 'on',
        q: String(form.get('q') ?? '').trim(),
        page: 1,
      }),
    );
  }
  return (
    <form role="search" aria-label={t('list.filterLabel')} onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-end">
      <TextField label={t('list.search')} name="q" type="search" hint={t('list.searchHint')} defaultValue={view.q} className="sm:min-w-56 sm:flex-1" />
      <SelectField
        label={t('list.kind')}
        name="kind"
        defaultValue={view.kind ?? ''}
        placeholder={t('list.everything')}
        options={[
          { value: 'inquiry', label: t('list.kinds.inquiry') },
          { value: 'ticket', label: t('list.kinds.ticket') },
          { value: 'booking', label: t('list.kinds.booking') },
        ]}
        className="sm:w-52"
      />
      <SelectField label={t('list.status')} name="status" defaultValue={view.status ?? ''} placeholder={t('list.everyStatus')} options={INBOX_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} className="sm:w-40" />
      <SelectField label={t('list.source')} name="source" defaultValue={view.source ?? ''} placeholder={t('list.everySource')} options={INBOX_SOURCES.map((s) => ({ value: s, label: t(`sources.${s}`) }))} className="sm:w-44" />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" name="needsCallback" defaultChecked={view.needsCallback} className="size-4 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" />
        {t('list.needsCallback')}
      </label>
      <Button type="submit" variant="secondary">
        {t('list.apply')}
      </Button>
    </form>
  );
}

function InboxResults({ data, view }: { data: InboxPageData; view: InboxView }) {
  const t = useTranslations('admin');
  const columns = useInboxColumns();
  if (data.total === 0) {
    const filtered = Boolean(view.kind || view.status || view.source || view.needsCallback || view.q);
    return (
      <EmptyState
        icon={<Inbox className="size-6" />}
        title={filtered ? t('inbox.list.emptyFilteredTitle') : t('inbox.list.emptyTitle')}
        description={filtered ? t('inbox.list.emptyFilteredDescription') : t('inbox.list.emptyDescription')}
        action={filtered ? { label: t('inbox.list.showEverything'), href: INBOX_PATH } : undefined}
      />
    );
  }
  if (data.items.length === 0) {
    return <EmptyState title={t('pager.missing', { page: view.page })} description={t('inbox.list.pagesFilled', { pages: data.pages })} action={{ label: t('pager.first'), href: inboxHref(view, { page: 1 }) }} />;
  }
  return (
    <>
      <DataTable
        caption={t('inbox.list.caption', { page: view.page, pages: data.pages })}
        columns={columns}
        rows={data.items}
        rowKey={(item) => `${item.kind}-${item._id}`}
        rowClassName={(item) => (item.status === 'new' ? 'bg-brand-50/40' : undefined)}
        alignTop
      />
      <Pagination className="mt-4" page={view.page} pages={data.pages} hrefFor={(page) => inboxHref(view, { page })} label={t('inbox.list.pagination')} />
    </>
  );
}

function useInboxColumns(): DataColumn<InboxItemSummary>[] {
  const t = useTranslations('admin.inbox');
  const formatWhen = useFormatWhen();
  return [
    {
      key: 'from',
      header: t('list.columns.from'),
      rowHeader: true,
      cell: (item) => {
        const who = item.name ?? item.email ?? item.phone ?? t('visitor');
        return (
          <>
            <Link href={inboxItemPath(item.kind, item._id)} className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              {who}
            </Link>
            {item.email && item.email !== who && <span className="block text-xs font-normal break-all text-muted">{item.email}</span>}
            {item.phone && item.phone !== who && <span className="block text-xs font-normal text-muted">{item.phone}</span>}
          </>
        );
      },
    },
    {
      key: 'message',
      header: t('list.columns.message'),
      cell: (item) => (
        <>
          {item.subject && <span className="block font-medium text-ink">{item.subject}</span>}
          <span className="text-muted">{item.preview}</span>
        </>
      ),
    },
    {
      key: 'source',
      header: t('list.columns.source'),
      className: 'whitespace-nowrap',
      cell: (item) => (
        <>
          <SourceBadge source={item.source} />
          {item.needsCallback && (
            <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-amber-900">
              <PhoneCall aria-hidden="true" className="size-3.5" />
              {t('list.callBack')}
            </span>
          )}
        </>
      ),
    },
    { key: 'status', header: t('list.columns.status'), cell: (item) => <StatusBadge status={item.status} /> },
    { key: 'received', header: t('list.columns.received'), className: 'whitespace-nowrap', cell: (item) => formatWhen(item.createdAt) },
  ];
}
