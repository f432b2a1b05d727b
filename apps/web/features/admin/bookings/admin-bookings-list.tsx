'use client';
// /admin/bookings: every booking, searchable by status, the job's date, service, area, customer and
// provider, sorted and paged by the server. The whole search is kept in the URL.
import type { AdminBookingSort } from '@hearth/shared/admin/bookings';
import type { AdminBookingPage, AdminBookingRow } from '@hearth/shared/admin/bookings/contract';
import { BOOKING_STATUSES, type BookingStatus } from '@hearth/shared/booking';
import { END_BEFORE_START_MESSAGE } from '@hearth/shared/schemas/booking';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, CalendarRange } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { BookingStatusBadge } from '@/features/bookings';
import { Link, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useAdminBookings, useServiceOptions } from './admin-bookings-api';
import { bookingDetailHref, bookingsHref, EMPTY_FILTER, isFiltered, type BookingsFilter } from './bookings-filter';

function FilterBar({ filter, onApply }: { filter: BookingsFilter; onApply: (next: BookingsFilter) => void }) {
  const t = useTranslations('admin.bookings.list');
  const statusLabel = useTranslations('booking.status');
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

  const serviceOptions = (services.data ?? []).flatMap((category) => category.services.map((s) => ({ value: s._id, label: t('serviceOption', { service: s.name, category: category.name }) })));
  return (
    <form onSubmit={submit} noValidate aria-label={t('filterLabel')} className="mb-6 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <fieldset>
        <legend id={statusLegend} className="mb-2 text-sm font-semibold text-ink">
          {t('status')}
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
                {statusLabel(status)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label={t('from')} type="date" value={draft.from ?? ''} max={draft.to || undefined} onChange={(e) => set('from', e.target.value || undefined)} />
        <TextField label={t('to')} type="date" value={draft.to ?? ''} min={draft.from || undefined} error={dateError} onChange={(e) => set('to', e.target.value || undefined)} />
        <SelectField
          label={t('service')}
          value={draft.serviceId ?? ''}
          onChange={(e) => set('serviceId', e.target.value || undefined)}
          placeholder={services.isError ? t('servicesError') : t('allServices')}
          options={serviceOptions}
        />
        <TextField label={t('area')} hint={t('areaHint')} value={draft.area ?? ''} onChange={(e) => set('area', e.target.value)} />
        <TextField label={t('customer')} type="search" hint={t('nameOrEmail')} value={draft.customer ?? ''} onChange={(e) => set('customer', e.target.value)} />
        <TextField label={t('provider')} type="search" hint={t('nameOrEmail')} value={draft.provider ?? ''} onChange={(e) => set('provider', e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('apply')}</Button>
        {isFiltered(filter) && (
          <Button variant="ghost" onClick={() => onApply({ ...EMPTY_FILTER, sort: filter.sort, order: filter.order })}>
            {t('clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** A column the list can be sorted by: its header links to the other order, or to this column. */
function useSortable() {
  const t = useTranslations('admin.bookings.list');
  return (label: string, column: AdminBookingSort, filter: BookingsFilter): Pick<DataColumn<AdminBookingRow>, 'header' | 'label' | 'sort'> => {
    const active = filter.sort === column;
    // The first click on a column sorts newest first; clicking the sorted column flips it.
    const next = active && filter.order === 'desc' ? 'asc' : 'desc';
    const Icon = !active ? ArrowUpDown : filter.order === 'asc' ? ArrowUp : ArrowDown;
    return {
      label,
      sort: active ? (filter.order === 'asc' ? 'ascending' : 'descending') : 'none',
      header: (
        <Link
          href={bookingsHref({ ...filter, sort: column, order: next, page: 1 })}
          scroll={false}
          className="inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {label}
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{next === 'asc' ? t('sortOldest') : t('sortNewest')}</span>
        </Link>
      ),
    };
  };
}

function BookingsTable({ data, filter }: { data: AdminBookingPage; filter: BookingsFilter }) {
  const t = useTranslations('admin.bookings.list');
  const { bookingDateTime, money } = useFormat();
  const sortable = useSortable();
  const columns: DataColumn<AdminBookingRow>[] = [
    {
      key: 'service',
      header: t('columns.service'),
      rowHeader: true,
      cell: (b) => (
        <>
          <Link href={bookingDetailHref(b._id)} className="text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {b.service.name}
          </Link>
          <span className="block text-xs font-normal text-muted">
            {b.area.city}, {b.area.fsa}
          </span>
        </>
      ),
    },
    { key: 'when', ...sortable(t('columns.when'), 'startsAt', filter), cell: (b) => bookingDateTime(b.scheduledAt, b.province) },
    { key: 'status', header: t('columns.status'), cell: (b) => <BookingStatusBadge status={b.status} wrap /> },
    {
      key: 'customer',
      header: t('columns.customer'),
      cell: (b) => (
        <>
          {b.customer.fullname}
          <span className="block text-xs break-all text-muted">{b.customer.email}</span>
        </>
      ),
    },
    { key: 'provider', header: t('columns.provider'), cell: (b) => b.provider?.fullname ?? <span className="text-muted">{t('notAssigned')}</span> },
    { key: 'total', header: t('columns.total'), align: 'end', className: 'whitespace-nowrap', cell: (b) => money(b.totalCents) },
    { key: 'refunded', header: t('columns.refunded'), align: 'end', className: 'whitespace-nowrap', cell: (b) => (b.refundedCents ? money(b.refundedCents) : '—') },
    { key: 'booked', ...sortable(t('columns.booked'), 'createdAt', filter), cell: (b) => bookingDateTime(b.createdAt, b.province) },
  ];
  return (
    <DataTable caption={t('caption', { page: data.pageNo, pages: data.pages })} columns={columns} rows={data.items} rowKey={(b) => b._id} minWidth="md:min-w-[56rem]" alignTop />
  );
}

export function AdminBookingsList({ filter }: { filter: BookingsFilter }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const bookings = useAdminBookings(filter);
  const hrefFor = (page: number) => bookingsHref({ ...filter, page });

  let content;
  if (bookings.isPending) content = <Skeleton className="h-96 w-full rounded-2xl" />;
  else if (bookings.isError) {
    content = <LoadError title={t('bookings.list.loadError')} message={errorMessage(bookings.error)} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  } else if (bookings.data.total === 0) {
    content = isFiltered(filter) ? (
      <EmptyState
        icon={<CalendarRange className="size-6" />}
        title={t('bookings.list.emptyFilteredTitle')}
        description={t('bookings.list.emptyFilteredDescription')}
        action={{ label: t('bookings.list.showAll'), href: bookingsHref(EMPTY_FILTER) }}
      />
    ) : (
      <EmptyState icon={<CalendarRange className="size-6" />} title={t('bookings.list.emptyTitle')} description={t('bookings.list.emptyDescription')} />
    );
  } else if (bookings.data.items.length === 0) {
    content = <EmptyState title={t('pager.missing', { page: filter.page })} description={t('bookings.list.pagesFilled', { pages: bookings.data.pages })} action={{ label: t('pager.first'), href: hrefFor(1) }} />;
  } else {
    content = (
      <>
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {t('bookings.list.count', { count: bookings.data.total })}
        </p>
        <BookingsTable data={bookings.data} filter={filter} />
        <Pagination className="mt-6" page={filter.page} pages={bookings.data.pages} hrefFor={hrefFor} label={t('bookings.list.pagination')} />
      </>
    );
  }

  return (
    <div>
      <PageHeading title={t('bookings.list.title')} description={t('bookings.list.description')} />
      {/* A new search in the URL (a link, the back button) resets what the inputs show. */}
      <FilterBar key={bookingsHref({ ...filter, page: 1 })} filter={filter} onApply={(next) => router.push(bookingsHref(next), { scroll: false })} />
      {content}
    </div>
  );
}
