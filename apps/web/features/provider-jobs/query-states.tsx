'use client';
// What each provider list shows before and around its data: a skeleton of its shape while loading,
// the reason and a retry when it failed, and a dimmed, busy list while the next page loads.
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';

/** Which list is loading: its "Loading …" and "We could not load …" sentences are under provider.queryStates. */
export type QueryWhat = 'serviceRequests' | 'jobs' | 'job' | 'schedule' | 'dashboard' | 'reviews' | 'transactions';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** 'serviceRequests': read as "Loading service requests…" and "We could not load service requests". */
  what: QueryWhat;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryStates<T>({ query, what, skeleton, children }: QueryStatesProps<T>) {
  const t = useTranslations('provider.queryStates');
  if (query.data === undefined && query.isError) {
    return <LoadError title={t(`${what}.loadError`)} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === undefined) {
    return (
      <div role="status">
        <span className="sr-only">{t(`${what}.loading`)}</span>
        {skeleton ?? <CardSkeletons />}
      </div>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className={clsx('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      {children(query.data)}
    </div>
  );
}

export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="space-y-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="mt-4 h-4 w-3/4" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-5 h-10 w-28" />
        </div>
      ))}
    </div>
  );
}

export const cardClasses = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

/** A hand-typed or outdated `?page=` past the last page. */
export function NoSuchPage({ page, pages, firstPageHref }: { page: number; pages: number; firstPageHref: string }) {
  const t = useTranslations('provider.queryStates');
  return (
    <EmptyState
      title={t('noSuchPage.title', { page })}
      description={t('noSuchPage.description', { pages })}
      action={{ label: t('noSuchPage.firstPage'), href: firstPageHref }}
    />
  );
}

interface PagedCardsProps<T> {
  items: T[];
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** "Available bookings": the list reads "Available bookings, page 2 of 3". */
  listLabel: string;
  /** The pagination's name: "Available booking pages". */
  pagesLabel: string;
  renderItem: (item: T) => ReactNode;
}

/** One page of cards and the links to the others; a page past the end says so. */
export function PagedCards<T extends { _id: string }>({ items, page, pages, hrefFor, listLabel, pagesLabel, renderItem }: PagedCardsProps<T>) {
  const t = useTranslations('provider.queryStates');
  if (items.length === 0) return <NoSuchPage page={page} pages={pages} firstPageHref={hrefFor(1)} />;
  return (
    <>
      <ul aria-label={t('pagedList', { label: listLabel, page, pages })} className="space-y-4">
        {items.map((item) => (
          <li key={item._id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination className="mt-6" page={page} pages={pages} hrefFor={hrefFor} label={pagesLabel} />
    </>
  );
}
