'use client';
// /profile/booking: the customer's bookings by tab (Upcoming, Completed, Cancelled; the tab and
// page live in the URL), with unread message counts and, once settled, what was charged and
// refunded; refreshed live when a booking changes or a message arrives.
import type { Booking } from '@hearth/shared/bookings/wire';
import { BOOKING_PAGE_SIZE, CUSTOMER_BOOKING_TABS, type BookingStatus } from '@hearth/shared/booking';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { CalendarCheck, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { UnreadBadge, useIncomingMessages } from '@/features/messages';
import { LinkTabs } from '@/components/ui/link-tabs';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { BookingStatusBadge } from './booking-status';
import { myBookingsHref, type BookingTabKey } from './booking-tabs';
import { bookingKeys, useBookingUpdates, useMyBookings } from './bookings-api';

const cardClasses = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

export function MyBookings({ tab, page }: { tab: BookingTabKey; page: number }) {
  const t = useTranslations('booking');
  const bookings = useMyBookings(tab, page);
  const queryClient = useQueryClient();
  // A message from a professional raises its booking's unread count.
  useIncomingMessages(() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }));
  useBookingUpdates();
  const data = bookings.data;

  let content;
  if (!data && bookings.isError) {
    content = <LoadError title={t('myBookings.loadError')} message={errorMessage(bookings.error)} onRetry={() => bookings.refetch()} retrying={bookings.isFetching} />;
  } else if (!data) {
    content = <BookingsSkeleton />;
  } else if (data.total === 0) {
    content = (
      <EmptyState
        icon={<CalendarCheck className="size-6" />}
        title={t(`myBookings.empty.${tab}.title`)}
        description={t(`myBookings.empty.${tab}.text`)}
        action={{ label: t('myBookings.browse'), href: paths.services() }}
      />
    );
  } else if (data.items.length === 0) {
    content = (
      <EmptyState
        icon={<CalendarCheck className="size-6" />}
        title={t('myBookings.noPage', { page })}
        description={t('myBookings.pagesFill', { count: data.pages })}
        action={{ label: t('myBookings.firstPage'), href: myBookingsHref(tab) }}
      />
    );
  } else {
    content = (
      <>
        <ul
          aria-label={t('myBookings.listLabel', { tab, page: data.pageNo, pages: data.pages })}
          aria-busy={bookings.isPlaceholderData || undefined}
          className={clsx(cardClasses, 'divide-y divide-slate-100 transition-opacity', bookings.isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((booking) => (
            <li key={booking._id}>
              <BookingRow booking={booking} />
            </li>
          ))}
        </ul>
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={(target) => myBookingsHref(tab, target)} label={t('myBookings.pagination')} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading
        title={t('myBookings.title')}
        description={t('myBookings.description')}
        actions={
          <Link href={paths.services()} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            {t('myBookings.bookService')}
          </Link>
        }
      />
      <LinkTabs
        label={t('myBookings.tabsLabel')}
        tabs={CUSTOMER_BOOKING_TABS.map((item) => ({ value: item.key, href: myBookingsHref(item.key), label: t(`tabs.${item.key}`) }))}
        current={tab}
        fill
        className="mb-6"
      />
      {content}
    </div>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const t = useTranslations('booking.myBookings');
  const format = useFormat();
  const { address } = booking;
  return (
    <article className="relative flex items-center gap-4 px-4 py-4 hover:bg-slate-50 md:px-5">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold break-words text-ink">
          {/* The whole row is the link; the heading names it. */}
          <Link href={paths.profile.bookingDetail(booking._id)} className="after:absolute after:inset-0">
            {booking.service.name}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-muted">{format.bookingDateTime(booking.scheduledAt, address.province)}</p>
        <p className="text-sm break-words text-muted">
          {address.city}, {format.province(address.province)}
          {booking.provider && <> · {t('with', { name: booking.provider.name })}</>}
        </p>
      </div>
      <div className="flex max-w-[45%] flex-col items-end gap-2">
        <BookingStatusBadge status={booking.status} wrap />
        <UnreadBadge count={booking.unreadMessages} />
        <BookingMoney booking={booking} />
      </div>
      <ChevronRight aria-hidden="true" className="hidden size-5 shrink-0 text-slate-400 sm:block" />
    </article>
  );
}

/** Bookings whose money is settled: what the card was actually charged is what counts, not the price. */
const SETTLED_STATUSES: readonly BookingStatus[] = ['completed', 'cancelled', 'expired'];

function BookingMoney({ booking }: { booking: Booking }) {
  const t = useTranslations('booking.myBookings');
  const format = useFormat();
  if (!SETTLED_STATUSES.includes(booking.status)) return <span className="font-semibold text-ink tabular-nums">{format.money(booking.amounts.total)}</span>;
  // A hold that was released was never charged: nothing came back because nothing was taken.
  if (booking.chargedCents <= 0) return <span className="text-sm font-semibold text-ink">{t('notCharged')}</span>;
  return (
    <span className="flex flex-col items-end text-right text-sm">
      <span className="font-semibold text-ink tabular-nums">{t('charged', { amount: format.money(booking.chargedCents) })}</span>
      {booking.refundedCents > 0 && <span className="text-emerald-800 tabular-nums">{t('refunded', { amount: format.money(booking.refundedCents) })}</span>}
    </span>
  );
}

function BookingsSkeleton() {
  const t = useTranslations('booking.myBookings');
  return (
    <div role="status" className={clsx(cardClasses, 'divide-y divide-slate-100')}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: Math.min(BOOKING_PAGE_SIZE, 4) }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-4 px-4 py-4 md:px-5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="ml-auto h-4 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}
