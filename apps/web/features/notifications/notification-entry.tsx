'use client';
// One notification, in the bell's dropdown or on the notification page: message, date and an
// unread mark. An unread one is a button that marks it read (notifications open no page yet).
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';
import { formatNotificationDate } from './notification-date';
import type { AppNotification } from './notifications-api';

interface NotificationEntryProps {
  notification: AppNotification;
  onMarkRead: (notification: AppNotification) => void;
  /** `compact` in the dropdown; `full` on the notification page. */
  variant: 'compact' | 'full';
}

export function NotificationEntry({ notification, onMarkRead, variant }: NotificationEntryProps) {
  const t = useTranslations('account.notifications');
  const format = useFormat();
  const unread = !notification.isRead;
  const full = variant === 'full';
  const content = (
    <>
      <span aria-hidden="true" className={clsx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-slate-300')} />
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">{t('unread')}</span>}
        {/* Written in the recipient's language when it was sent, which may not be this page's. */}
        <span lang={notification.locale} className={clsx('block text-sm break-words text-ink', full && 'md:text-base', unread ? 'font-semibold' : 'font-normal')}>
          {notification.message}
        </span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted">
          {formatNotificationDate(notification.createdAt, format)}
        </time>
      </span>
      {/* Phones keep the width for the message; the tint and the dot already mark it unread. */}
      {unread && full && <span className="sr-only shrink-0 self-center text-xs font-semibold text-brand-700 sm:not-sr-only">{t('markRead')}</span>}
    </>
  );
  const classes = clsx('flex w-full gap-3 text-left', full ? 'px-4 py-4 md:px-5' : 'px-4 py-3');

  if (!unread) return <div className={classes}>{content}</div>;
  return (
    <button
      type="button"
      onClick={() => onMarkRead(notification)}
      className={clsx(classes, 'bg-brand-50/70 transition-colors hover:bg-brand-50 focus-visible:-outline-offset-2')}
    >
      {content}
    </button>
  );
}
