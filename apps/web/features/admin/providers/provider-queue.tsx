'use client';
// /admin/providers: providers by verification status (tab and page in the URL), oldest submission
// first, as the queue is worked in order. A provider back in review after changing identity details
// is marked, with the time of the change.
import { BadgeCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/link-tabs';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { useAdminDateTime } from '@/features/admin';
import { errorMessage } from '@/lib/api';
import { useAdminProviders } from './providers-api';
import { providerDetailHref, QUEUE_TABS, queueHref, type ProviderQueueTab } from './queue-tabs';
import { VerificationBadge } from './verification-status';

export function ProviderQueue({ status, page }: { status: ProviderQueueTab; page: number }) {
  const t = useTranslations('admin');
  const formatDateTime = useAdminDateTime();
  const list = useAdminProviders(status, page);
  const data = list.data;
  const labelOf = (tab: ProviderQueueTab) => (tab === 'all' ? t('providers.allTab') : t(`providers.verification.${tab}`));
  const tabLabel = labelOf(status);

  let content;
  if (!data && list.isError) {
    content = <LoadError title={t('providers.queue.loadError')} message={errorMessage(list.error)} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" aria-label={t('providers.queue.loading')} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (data.total === 0) {
    content = <EmptyState icon={<BadgeCheck className="size-6" />} title={t('providers.queue.emptyTitle')} description={t('providers.queue.emptyDescription', { status: tabLabel })} />;
  } else if (data.providers.length === 0) {
    content = <EmptyState title={t('pager.missing', { page })} description={t('providers.queue.pagesFilled', { pages: data.pages })} action={{ label: t('pager.first'), href: queueHref(status) }} />;
  } else {
    content = (
      <>
        <DataTable
          caption={t('providers.queue.caption', { status: tabLabel, page, pages: data.pages, total: data.total })}
          rows={data.providers}
          rowKey={(p) => p._id}
          busy={list.isPlaceholderData}
          minWidth="md:min-w-[40rem]"
          columns={[
            {
              key: 'provider',
              header: t('providers.queue.columns.provider'),
              cell: (p) => (
                <>
                  <Link href={providerDetailHref(p._id)} className="font-semibold text-brand-700 hover:underline">
                    {p.fullname || p.email}
                  </Link>
                  <p className="text-xs break-all text-muted">{p.email}</p>
                </>
              ),
            },
            {
              key: 'status',
              header: t('providers.queue.columns.status'),
              cell: (p) => (
                <>
                  <VerificationBadge status={p.verificationstatus} />
                  {p.identityChangedAt && (
                    <p className="mt-1 text-xs font-semibold text-amber-900">
                      {t('providers.queue.identityChanged')} <time dateTime={p.identityChangedAt}>{formatDateTime(p.identityChangedAt)}</time>
                    </p>
                  )}
                </>
              ),
            },
            {
              key: 'phone',
              header: t('providers.queue.columns.phone'),
              className: 'text-muted',
              cell: (p) => (p.isPhoneNumberVerified ? t('providers.queue.verified') : t('providers.queue.notVerified')),
            },
            {
              key: 'submitted',
              header: t('providers.queue.columns.submitted'),
              className: 'text-muted',
              cell: (p) => (p.submittedAt ? formatDateTime(p.submittedAt) : '—'),
            },
          ]}
        />
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={(target) => queueHref(status, target)} label={t('providers.queue.pagination')} />
      </>
    );
  }

  return (
    <div>
      <PageHeading title={t('providers.queue.title')} description={t('providers.queue.description')} />
      <LinkTabs
        label={t('providers.queue.tabs')}
        tabs={QUEUE_TABS.map((tab) => ({ value: tab, href: queueHref(tab), label: labelOf(tab) }))}
        current={status}
        className="mb-6"
      />
      {content}
    </div>
  );
}
