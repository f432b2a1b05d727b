'use client';
// The header's notification bell: on a desktop (≥ 768 px) hovering opens the list, and a
// click, Enter or Space opens it anywhere. It shows the newest page of notifications with their
// dates, 'No Notifications' when there are none, Mark all as read, and View All for the user's role.
// Escape, a click elsewhere or moving focus away closes it; Escape gives focus back to the bell (Popover).
import { BREAKPOINT_MOBILE_PX } from '@hearth/shared/constants';
import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { Link, usePathname } from '@/i18n/navigation';
import { roleNotifications } from '@/lib/paths';
import { NotificationEntry } from './notification-entry';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notifications-api';

/** Lets the pointer cross the gap between the bell and the list without closing it. */
const HOVER_CLOSE_DELAY_MS = 200;

type OpenedBy = 'hover' | 'click';

function hasHover(event: PointerEvent) {
  return event.pointerType === 'mouse' && window.matchMedia(`(min-width: ${BREAKPOINT_MOBILE_PX}px)`).matches;
}

export function NotificationBell() {
  const t = useTranslations('account.notifications');
  const { data: session } = useSession();
  const pathname = usePathname();
  // Remembering where it was opened closes it by itself after navigation (View All, a link elsewhere).
  const [opened, setOpened] = useState<{ on: string; by: OpenedBy } | null>(null);
  const openedBy = opened?.on === pathname ? opened.by : null;
  const open = openedBy !== null;
  const closeTimer = useRef<number | undefined>(undefined);

  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  if (!session) return null;

  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.Notifications ?? [];
  const close = () => setOpened(null);

  function onPointerEnter(event: PointerEvent) {
    if (!hasHover(event)) return;
    window.clearTimeout(closeTimer.current);
    if (!open) setOpened({ on: pathname, by: 'hover' });
  }

  function onPointerLeave(event: PointerEvent) {
    if (!hasHover(event) || openedBy !== 'hover') return;
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
  }

  function onButtonClick() {
    window.clearTimeout(closeTimer.current);
    // A click on a list that hovering opened keeps it open until the user closes it.
    if (openedBy === 'hover') setOpened({ on: pathname, by: 'click' });
    else setOpened(open ? null : { on: pathname, by: 'click' });
  }

  return (
    // Hovering the bell or its list keeps it open; the list is inside this box.
    <div onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Popover open={open} onOpenChange={(next) => !next && close()}>
        <PopoverTrigger
          type="button"
          aria-label={t('bellLabel', { unread })}
          onClick={(event) => {
            // The bell decides itself whether a click opens or keeps the list (see onButtonClick).
            event.preventDefault();
            onButtonClick();
          }}
          className={clsx(
            'relative inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-slate-100',
            open ? 'bg-slate-100 text-brand-700' : 'text-ink',
          )}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </PopoverTrigger>

        <PopoverContent
          role="region"
          aria-label={t('title')}
          align="end"
          // Focus stays on the bell (hovering must not move it); Tab goes into the list.
          onOpenAutoFocus={(event) => event.preventDefault()}
        onFocusLeave={close}
          className="w-[calc(100vw-1rem)] overflow-hidden md:w-96"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <p aria-hidden="true" className="text-sm font-semibold text-ink">
              {t('title')}
              {unread > 0 && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">{t('new', { count: unread })}</span>}
            </p>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => markAll.mutate()}
                disabled={markAll.isPending}
                className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 disabled:text-slate-500"
              >
                {t('markAll')}
              </button>
            )}
          </div>

          {notifications.isPending && notifications.fetchStatus !== 'idle' ? (
            <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-muted">
              <Spinner className="text-brand-700" /> {t('loading')}
            </p>
          ) : items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted">{t('empty')}</p>
          ) : (
            <ul aria-label={t('latest')} className="max-h-[min(24rem,60dvh)] divide-y divide-slate-100 overflow-y-auto">
              {items.map((notification) => (
                <li key={notification._id}>
                  <NotificationEntry notification={notification} variant="compact" onMarkRead={(item) => markRead.mutate(item)} />
                </li>
              ))}
            </ul>
          )}

          <div className="border-t border-slate-200 p-2">
            <Link
              href={roleNotifications(session.user.token.role)}
              onClick={close}
              className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
            >
              {t('viewAll')}
            </Link>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}
