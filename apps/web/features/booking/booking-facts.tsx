// The what, when and where of a booking, as the confirmation, detail and cancellation pages show it.
import type { Booking } from '@hearth/shared/api-types';
import { PROVINCES } from '@hearth/shared/constants';
import clsx from 'clsx';
import { formatBookingDate, formatTimeRange } from './booking-time';

export function BookingFacts({ booking, className }: { booking: Booking; className?: string }) {
  const { address } = booking;
  return (
    <dl className={clsx('grid gap-4 text-sm sm:grid-cols-2', className)}>
      <div>
        <dt className="text-muted">Service</dt>
        <dd className="font-medium text-ink">{booking.service.name}</dd>
      </div>
      <div>
        <dt className="text-muted">When</dt>
        <dd className="font-medium text-ink">
          <span className="block">{formatBookingDate(booking.scheduledAt, address.province)}</span>
          <span className="block">{formatTimeRange(booking.scheduledAt, booking.endsAt, address.province)}</span>
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-muted">Where</dt>
        <dd className="font-medium break-words text-ink">
          {address.street}, {address.city}, {PROVINCES[address.province] ?? address.province} {address.postcode}
        </dd>
      </div>
    </dl>
  );
}
