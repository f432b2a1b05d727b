'use client';
// /admin/providers: providers by verification status (tab and page in the URL), oldest submission
// first, as the queue is worked in order. A provider back in review after changing identity details
// is marked, with the time of the change.
import clsx from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
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
        <div className={clsx('relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isPlaceholderData || undefined}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">
              {t('providers.queue.caption', { status: tabLabel, page, pages: data.pages, total: data.total })}
            </caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">{t('providers.queue.columns.provider')}</th>
                <th scope="col" className="px-4 py-3">{t('providers.queue.columns.status')}</th>
                <th scope="col" className="px-4 py-3">{t('providers.queue.columns.phone')}</th>
                <th scope="col" className="px-4 py-3">{t('providers.queue.columns.submitted')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.providers.map((p) => (
                <tr key={p._id} className="hover:bg-slate-50">
                  <td className="px-4 py-3">
                    <Link href={providerDetailHref(p._id)} className="font-semibold text-brand-700 hover:underline">
                      {p.fullname || p.email}
                    </Link>
                    <p className="text-xs text-muted">{p.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <VerificationBadge status={p.verificationstatus} />
                    {p.identityChangedAt && (
                      <p className="mt-1 text-xs font-semibold text-amber-900">
                        {t('providers.queue.identityChanged')} <time dateTime={p.identityChangedAt}>{formatDateTime(p.identityChangedAt)}</time>
                      </p>
                    )}
                  </td>
                  <td className="px-4 py-3 text-muted">{p.isPhoneNumberVerified ? t('providers.queue.verified') : t('providers.queue.notVerified')}</td>
                  <td className="px-4 py-3 text-muted">{p.submittedAt ? formatDateTime(p.submittedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={(target) => queueHref(status, target)} label={t('providers.queue.pagination')} />
      </>
    );
  }

  return (
    <div>
      <PageHeading title={t('providers.queue.title')} description={t('providers.queue.description')} />
      <nav aria-label={t('providers.queue.tabs')} className="mb-6 relative overflow-x-auto">
        <ul className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {QUEUE_TABS.map((tab) => (
            <li key={tab} className="shrink-0">
              <Link
                href={queueHref(tab)}
                aria-current={tab === status ? 'page' : undefined}
                className={clsx(
                  'flex h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  tab === status ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
                )}
              >
                {labelOf(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {content}
    </div>
  );
}
