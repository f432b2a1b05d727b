// Alerting the providers who may take a booking, sent through the outbox right after the booking's
// own transaction commits: the customer's answer does not wait for the matching query and the
// dozens of notification rows, and nothing is lost if the process stops in between (the worker
// sends it later). Each job commits its effects together with its outbox row (claimDelivery), so a
// provider is alerted once however many times the job is delivered.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema';
import { claimDelivery, inTransaction, type Delivery } from '../../outbox/outbox';
import type { Tx } from '../../db/client';
import { notify, push } from '../notifications/service';
import { matchingProviderUserIds } from './matching';
import { jobLabel, serviceName } from './service';

export type BookingAlertJob =
  /** A booking just opened (paid): NewBookingAlert to every provider who may take it. */
  | { op: 'opened'; bookingId: string; serviceName?: string }
  /** A provider took it: the others' available lists drop it (ReloadBooking). */
  | { op: 'taken'; bookingId: string; takenBy: string };

export async function runAlertJob(ctx: AppContext, job: BookingAlertJob, delivery: Delivery) {
  await inTransaction(ctx, async (tx) => {
    if (!(await claimDelivery(tx, delivery))) return;
    if (job.op === 'opened') {
      // Taken or cancelled meanwhile: nobody needs the alert any more.
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, job.bookingId));
      if (booking?.status === 'open') await alertMatchingProviders(ctx, tx, booking, job.serviceName);
      return;
    }
    const others = (await matchingProviderUserIds(tx, job.bookingId)).filter((id) => id !== job.takenBy);
    await push(ctx, tx, others, 'ReloadBooking', { bookingId: job.bookingId });
  });
}

/** NewBookingAlert to every provider who may take the booking (in the caller's transaction). */
async function alertMatchingProviders(ctx: AppContext, tx: Tx, booking: typeof bookings.$inferSelect, knownServiceName?: string) {
  const recipients = await matchingProviderUserIds(tx, booking.id);
  const label = jobLabel(knownServiceName ?? (await serviceName(tx, booking.serviceId)), booking);
  await notify(ctx, tx, recipients, 'NewBookingAlert', `New booking available: ${label} in ${booking.fsa}`, { bookingId: booking.id });
}
