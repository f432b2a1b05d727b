'use client';
// The notification page of either area (/profile/notification, /serviceprovider/notification):
// five a page with the page kept in the URL (?page=), mark one or all as read, and loading,
// empty and error states.
import { NOTIFICATION_PAGE_SIZE } from '@hearth/shared/constants';
import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { usePathname } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { pageHref } from '@/lib/url-state';
import { NotificationEntry } from './notification-entry';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notifications-api';

const cardClasses = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

/** `description`: what the area's notifications are about, in the page's language. */
export function NotificationCenter({ page, description }: { page: number; description: string }) {
  const t = useTranslations('account.notifications');
  // Without the language prefix: the pagination's links add it.
  const pathname = usePathname();
  const notifications = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const data = notifications.data;
  const unread = data?.unread ?? 0;
  const hrefFor = (target: number) => pageHref(pathname, target);

  let content;
  if (!data && notifications.isError) {
    content = (
      <div>
        <Alert tone="error" title={t('loadError')}>
          {errorMessage(notifications.error)}
        </Alert>
        <Button className="mt-4" variant="secondary" onClick={() => notifications.refetch()} loading={notifications.isFetching}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (!data) {
    content = <NotificationsSkeleton />;
  } else if (data.total === 0) {
    content = (
      <EmptyState
        icon={<Bell className="size-6" />}
        title={t('empty')}
        description={t('emptyDescription')}
      />
    );
  } else if (data.Notifications.length === 0) {
    // A hand-typed or outdated ?page= past the last page.
    content = (
      <EmptyState
        icon={<Bell className="size-6" />}
        title={t('noPage', { page })}
        description={t('pagesFilled', { pages: data.pages })}
        action={{ label: t('firstPage'), href: hrefFor(1) }}
      />
    );
  } else {
    content = (
      <>
        <ul
          aria-label={t('listLabel', { page: data.pageNo, pages: data.pages })}
          aria-busy={notifications.isPlaceholderData || undefined}
          className={clsx(cardClasses, 'divide-y divide-slate-100 transition-opacity', notifications.isPlaceholderData && 'opacity-60')}
        >
          {data.Notifications.map((notification) => (
            <li key={notification._id}>
              <NotificationEntry notification={notification} variant="full" onMarkRead={(item) => markRead.mutate(item)} />
            </li>
          ))}
        </ul>
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={hrefFor} label={t('pagesLabel')} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading
        title={t('title')}
        description={unread > 0 ? t('unreadCount', { unread, description }) : description}
        actions={
          unread > 0 && (
            <Button variant="secondary" size="sm" onClick={() => markAll.mutate()} loading={markAll.isPending}>
              {t('markAll')}
            </Button>
          )
        }
      />
      {content}
    </div>
  );
}

function NotificationsSkeleton() {
  const t = useTranslations('account.notifications');
  return (
    <div role="status" className={clsx(cardClasses, 'divide-y divide-slate-100')}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: NOTIFICATION_PAGE_SIZE }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex gap-3 px-4 py-4 md:px-5">
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-28 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
