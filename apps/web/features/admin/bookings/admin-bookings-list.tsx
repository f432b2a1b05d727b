'use client';
// /admin/bookings: every booking, searchable by status, the job's date, service, area, customer and
// provider, sorted and paged by the server. The whole search is kept in the URL.
import type { AdminBookingPage, AdminBookingRow, AdminBookingSort } from '@hearth/shared/admin/bookings';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@hearth/shared/booking';
import { END_BEFORE_START_MESSAGE } from '@hearth/shared/schemas/booking';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, CalendarRange } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { BookingStatusBadge } from '@/features/booking/booking-status';
import { formatBookingDateTime } from '@/features/booking/booking-time';
import { formatCad } from '@/features/catalog/format';
import { errorMessage } from '@/lib/api';
import { useAdminBookings, useServiceOptions } from './admin-bookings-api';
import { bookingDetailHref, bookingsHref, EMPTY_FILTER, isFiltered, type BookingsFilter } from './bookings-filter';

function FilterBar({ filter, onApply }: { filter: BookingsFilter; onApply: (next: BookingsFilter) => void }) {
  const services = useServiceOptions();
  const [draft, setDraft] = useState(filter);
  const [dateError, setDateError] = useState<string | undefined>();
  const set = <K extends keyof BookingsFilter>(key: K, value: BookingsFilter[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggle = (status: BookingStatus) => set('status', draft.status.includes(status) ? draft.status.filter((s) => s !== status) : [...draft.status, status]);
  const statusLegend = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setDateError(END_BEFORE_START_MESSAGE);
      return;
    }
    setDateError(undefined);
    const clean = (v?: string) => v?.trim() || undefined;
    onApply({ ...draft, area: clean(draft.area), customer: clean(draft.customer), provider: clean(draft.provider), page: 1 });
  }

  const serviceOptions = (services.data ?? []).flatMap((category) => category.services.map((s) => ({ value: s._id, label: `${s.name} (${category.name})` })));
  return (
    <form onSubmit={submit} noValidate aria-label="Filter bookings" className="mb-6 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <fieldset>
        <legend id={statusLegend} className="mb-2 text-sm font-semibold text-ink">
          Status
        </legend>
        <div className="flex flex-wrap gap-2">
          {BOOKING_STATUSES.map((status) => {
            const on = draft.status.includes(status);
            return (
              <button
                key={status}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(status)}
                className={clsx(
                  'rounded-full px-3 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink ring-slate-300 hover:bg-slate-50',
                )}
              >
                {BOOKING_STATUS_LABELS[status]}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="From" type="date" value={draft.from ?? ''} max={draft.to || undefined} onChange={(e) => set('from', e.target.value || undefined)} />
        <TextField label="To" type="date" value={draft.to ?? ''} min={draft.from || undefined} error={dateError} onChange={(e) => set('to', e.target.value || undefined)} />
        <SelectField
          label="Service"
          value={draft.serviceId ?? ''}
          onChange={(e) => set('serviceId', e.target.value || undefined)}
          placeholder={services.isError ? 'Services could not be loaded' : 'All services'}
          options={serviceOptions}
        />
        <TextField label="Area" hint="A postal area (M5V) or a city" value={draft.area ?? ''} onChange={(e) => set('area', e.target.value)} />
        <TextField label="Customer" type="search" hint="Name or email" value={draft.customer ?? ''} onChange={(e) => set('customer', e.target.value)} />
        <TextField label="Provider" type="search" hint="Name or email" value={draft.provider ?? ''} onChange={(e) => set('provider', e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        {isFiltered(filter) && (
          <Button variant="ghost" onClick={() => onApply({ ...EMPTY_FILTER, sort: filter.sort, order: filter.order })}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}

const cell = 'px-3 py-3 align-top';

function SortHeader({ filter, column, children }: { filter: BookingsFilter; column: AdminBookingSort; children: string }) {
  const active = filter.sort === column;
  // The first click on a column sorts newest first; clicking the sorted column flips it.
  const next = active && filter.order === 'desc' ? 'asc' : 'desc';
  const Icon = !active ? ArrowUpDown : filter.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={cell} aria-sort={active ? (filter.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Link
        href={bookingsHref({ ...filter, sort: column, order: next, page: 1 })}
        scroll={false}
        className="inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {children}
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">, sort {next === 'asc' ? 'oldest first' : 'newest first'}</span>
      </Link>
    </th>
  );
}

function BookingsTable({ data, filter }: { data: AdminBookingPage; filter: BookingsFilter }) {
  const captionId = useId();
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too (a named region).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] text-sm">
        <caption id={captionId} className="sr-only">
          Bookings, page {data.pageNo} of {data.pages}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>Service</th>
            <SortHeader filter={filter} column="startsAt">When</SortHeader>
            <th scope="col" className={cell}>Status</th>
            <th scope="col" className={cell}>Customer</th>
            <th scope="col" className={cell}>Provider</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Total</th>
            <th scope="col" className={clsx(cell, 'text-right')}>Refunded</th>
            <SortHeader filter={filter} column="createdAt">Booked</SortHeader>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.items.map((b) => (
            <BookingRow key={b._id} booking={b} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BookingRow({ booking: b }: { booking: AdminBookingRow }) {
  return (
    <tr>
      <th scope="row" className={clsx(cell, 'text-left font-medium')}>
        <Link href={bookingDetailHref(b._id)} className="text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          {b.service.name}
        </Link>
        <span className="block text-xs font-normal text-muted">
          {b.area.city}, {b.area.fsa}
        </span>
      </th>
      <td className={cell}>{formatBookingDateTime(b.scheduledAt, b.province)}</td>
      <td className={cell}>
        <BookingStatusBadge status={b.status} />
      </td>
      <td className={cell}>
        {b.customer.fullname}
        <span className="block text-xs break-all text-muted">{b.customer.email}</span>
      </td>
      <td className={cell}>{b.provider?.fullname ?? <span className="text-muted">Not assigned</span>}</td>
      <td className={clsx(cell, 'text-right tabular-nums')}>{formatCad(b.totalCents)}</td>
      <td className={clsx(cell, 'text-right tabular-nums')}>{b.refundedCents ? formatCad(b.refundedCents) : '—'}</td>
      <td className={cell}>{formatBookingDateTime(b.createdAt, b.province)}</td>
    </tr>
  );
}

export function AdminBookingsList({ filter }: { filter: BookingsFilter }) {
  const router = useRouter();
  const bookings = useAdminBookings(filter);
  const hrefFor = (page: number) => bookingsHref({ ...filter, page });

  let content;
  if (bookings.isPending) content = <Skeleton className="h-96 w-full rounded-2xl" />;
  else if (bookings.isError) {
    content = <LoadError title="We could not load the bookings" message={errorMessage(bookings.error)} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  } else if (bookings.data.total === 0) {
    content = isFiltered(filter) ? (
      <EmptyState icon={<CalendarRange className="size-6" />} title="No bookings match these filters" description="Try fewer filters or another date range." action={{ label: 'Show all bookings', href: bookingsHref(EMPTY_FILTER) }} />
    ) : (
      <EmptyState icon={<CalendarRange className="size-6" />} title="No bookings yet" description="Bookings appear here as soon as customers book." />
    );
  } else if (bookings.data.items.length === 0) {
    content = <EmptyState title={`There is no page ${filter.page}`} description={`These bookings fill ${bookings.data.pages} page${bookings.data.pages === 1 ? '' : 's'}.`} action={{ label: 'Go to the first page', href: hrefFor(1) }} />;
  } else {
    content = (
      <>
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {bookings.data.total} booking{bookings.data.total === 1 ? '' : 's'}
        </p>
        <BookingsTable data={bookings.data} filter={filter} />
        <Pagination className="mt-6" page={filter.page} pages={bookings.data.pages} hrefFor={hrefFor} label="Booking pages" />
      </>
    );
  }

  return (
    <div>
      <PageHeading title="Bookings" description="Find any booking, dispatch it to a provider, cancel it or refund it." />
      {/* A new search in the URL (a link, the back button) resets what the inputs show. */}
      <FilterBar key={bookingsHref({ ...filter, page: 1 })} filter={filter} onApply={(next) => router.push(bookingsHref(next), { scroll: false })} />
      {content}
    </div>
  );
}
