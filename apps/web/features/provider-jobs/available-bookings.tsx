'use client';
// The Available tab of Service Request: bookings this provider could take now, with only what is
// safe to show before accepting (the area and the customer's note, never the street or the
// customer), whether the card is already held for it, whether it falls outside their availability,
// and Accept (confirmed in a dialog) or "Not for me". Sorted and filtered from the URL.
// First come, first served: a 409 says someone else was quicker (or the time now clashes).
import type { AvailableBooking } from '@hearth/shared/bookings/wire';
import { ClipboardList } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { NoRequestsReason, useProviderCategories } from '@/features/provider-onboarding';
import { useFormat } from '@/lib/format';
import { AcceptJobDialog } from './accept-job-dialog';
import { DeclineJobDialog } from './decline-job-dialog';
import { Detail, DetailList, formatArea, TimeAndPayout } from './job-details';
import { JobPageLink } from './job-page-link';
import { PaymentBadge } from './payment-badge';
import { useAvailableBookings, type AvailableFilter } from './provider-jobs-api';
import { cardClasses, PagedCards, QueryStates } from './query-states';

function OutsideAvailabilityBadge({ reason }: { reason: NonNullable<AvailableBooking['outsideAvailability']> }) {
  const t = useTranslations('provider.outsideAvailability');
  return <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset">{t(reason)}</span>;
}

interface AvailableBookingCardProps {
  booking: AvailableBooking;
  onAccepted: () => void;
  /** After "Not for me" (its toast with Undo is shown either way), e.g. to leave the job's page. */
  onDeclined?: () => void;
  /** In a list the service name opens the job's page; on that page it is plain text. */
  linkTitle?: boolean;
}

export function AvailableBookingCard({ booking, onAccepted, onDeclined, linkTitle = true }: AvailableBookingCardProps) {
  const t = useTranslations('provider.available');
  const format = useFormat();
  const titleId = useId();
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const { province } = booking.area;
  const date = format.bookingDate(booking.scheduledAt, province);
  return (
    <article aria-labelledby={titleId} className={cardClasses}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-ink">
          {linkTitle ? <JobPageLink id={booking._id}>{booking.service.name}</JobPageLink> : booking.service.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          {booking.outsideAvailability && <OutsideAvailabilityBadge reason={booking.outsideAvailability} />}
          <PaymentBadge secured={booking.paymentSecured} />
        </div>
      </div>
      <DetailList>
        <TimeAndPayout scheduledAt={booking.scheduledAt} endsAt={booking.endsAt} payoutCents={booking.payoutCents} province={province} />
        <Detail term={t('area')}>{formatArea(booking.area)}</Detail>
        {booking.note && (
          <Detail term={t('note')} wide>
            <span className="line-clamp-3 whitespace-pre-line">{booking.note}</span>
          </Detail>
        )}
      </DetailList>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-xs text-muted sm:mr-auto">{t('privacyNote')}</p>
        <DeclineJobDialog
          booking={booking}
          open={declining}
          onOpenChange={setDeclining}
          onDeclined={onDeclined}
          trigger={
            <Button variant="secondary" aria-label={t('declineLabel', { service: booking.service.name, date })} className="w-full sm:w-auto">
              {t('decline')}
            </Button>
          }
        />
        <AcceptJobDialog
          booking={booking}
          open={accepting}
          onOpenChange={setAccepting}
          onAccepted={onAccepted}
          trigger={
            <Button aria-label={t('acceptLabel', { service: booking.service.name, date })} className="w-full sm:w-auto">
              {t('accept')}
            </Button>
          }
        />
      </div>
    </article>
  );
}

interface AvailableFiltersProps {
  filter: AvailableFilter;
  onChange: (next: AvailableFilter) => void;
}

function AvailableFilters({ filter, onChange }: AvailableFiltersProps) {
  const t = useTranslations('provider.available.filters');
  const categories = useProviderCategories();
  const areas = categories.data?.areas ?? [];
  return (
    <form role="search" aria-label={t('label')} onSubmit={(event) => event.preventDefault()} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label={t('sort')}
        value={filter.sort ?? 'date'}
        onChange={(event) => onChange({ ...filter, sort: event.target.value === 'price' ? 'price' : 'date' })}
        options={[
          { value: 'date', label: t('soonest') },
          { value: 'price', label: t('bestPaid') },
        ]}
      />
      <SelectField
        label={t('area')}
        placeholder={t('allAreas')}
        value={filter.area ?? ''}
        onChange={(event) => onChange({ ...filter, area: event.target.value || undefined })}
        // A hand-typed area that is not theirs still shows as chosen, so the filter can be seen and cleared.
        options={[...areas.map((area) => ({ value: area.value, label: area.label })), ...(filter.area && !areas.some((a) => a.value === filter.area) ? [{ value: filter.area, label: filter.area }] : [])]}
      />
      <TextField label={t('from')} type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => onChange({ ...filter, from: event.target.value || undefined })} />
      <TextField label={t('to')} type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => onChange({ ...filter, to: event.target.value || undefined })} />
    </form>
  );
}

interface AvailableBookingsProps {
  page: number;
  filter?: AvailableFilter;
  hrefFor: (page: number) => string;
  /** The list's URL without area and dates (the sort kept). */
  clearFiltersHref?: string;
  onFilterChange?: (next: AvailableFilter) => void;
  onAccepted: () => void;
}

export function AvailableBookings({ page, filter = {}, hrefFor, clearFiltersHref, onFilterChange, onAccepted }: AvailableBookingsProps) {
  const t = useTranslations('provider.available');
  const format = useFormat();
  const bookings = useAvailableBookings(page, filter);
  const filtered = Boolean(filter.area || filter.from || filter.to);

  /** "in M5V, from Sat, Nov 21, 2026": what the filters keep out, in words. */
  function filterSummary(): string {
    const parts: string[] = [];
    if (filter.area) parts.push(t('emptyFiltered.area', { area: filter.area }));
    if (filter.from) parts.push(t('emptyFiltered.from', { date: format.calendarDate(filter.from) }));
    if (filter.to) parts.push(t('emptyFiltered.to', { date: format.calendarDate(filter.to) }));
    return parts.join(', ');
  }

  return (
    <>
      {onFilterChange && <AvailableFilters filter={filter} onChange={onFilterChange} />}
      <QueryStates query={bookings} what="serviceRequests">
        {(data) => {
          if (data.total === 0 && filtered) {
            return (
              <EmptyState
                icon={<ClipboardList className="size-6" />}
                title={t('emptyFiltered.title')}
                description={t('emptyFiltered.description', { filters: filterSummary() })}
                action={clearFiltersHref ? { label: t('emptyFiltered.clear'), href: clearFiltersHref } : undefined}
              />
            );
          }
          if (data.total === 0) {
            return (
              <>
                <EmptyState icon={<ClipboardList className="size-6" />} title={t('empty.title')} description={t('empty.description')} />
                <NoRequestsReason className="mt-4" />
              </>
            );
          }
          return (
            <PagedCards
              items={data.items}
              page={page}
              pages={data.pages}
              hrefFor={hrefFor}
              listLabel={t('listLabel')}
              pagesLabel={t('pagesLabel')}
              renderItem={(booking) => <AvailableBookingCard booking={booking} onAccepted={onAccepted} />}
            />
          );
        }}
      </QueryStates>
    </>
  );
}
