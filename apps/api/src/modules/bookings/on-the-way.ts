// "On my way": the assigned provider tells the customer they are coming and when they expect to
// arrive. The customer hears it in the app (notification and toast) and, when they agreed to texts
// about their bookings (users.sms_job_alerts) and their phone is verified, by SMS. Each estimate is
// a history row (kind 'on_the_way'), so the booking keeps what was said and when.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { ON_THE_WAY_PER_HOUR, ON_THE_WAY_WINDOW_MINUTES } from '@hearth/shared/bookings/on-the-way';
import type { ProviderJob } from '@hearth/shared/bookings/wire';
import type { ProvinceCode } from '@hearth/shared/constants';
import { formatterFor } from '@hearth/shared/format';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingEvents, bookings, users } from '../../db/schema';
import { messagesFor, recipientLocale, type Locale } from '../../i18n';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import { notify } from '../events';
import { shortName } from '../professionals';
import { loadBookingView, toProviderJob } from './booking-dto';
import { assignedBooking } from './lifecycle';
import { workingProviderOf } from './working-provider';

/** "3:40 p.m. EST" / "15 h 40 HNE": the arrival on the job's own clock, its zone named. */
export function arrivalTime(at: Date, province: string, locale: Locale) {
  const format = formatterFor(locale);
  return `${format.bookingTime(at, province as ProvinceCode)} ${format.zone(at, province as ProvinceCode)}`;
}

export async function sayOnMyWay(ctx: AppContext, userId: string, bookingId: string, etaMinutes: number): Promise<ProviderJob> {
  const { provider, user } = await workingProviderOf(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    // The window is judged on the database's clock, in the statement that records the estimate.
    const inWindow = sql`now() >= ${bookings.startsAt} - make_interval(mins => ${ON_THE_WAY_WINDOW_MINUTES}) and now() <= ${bookings.endsAt}`;
    const [moved] = await tx
      .update(bookings)
      .set({ onTheWayAt: sql`now()`, arrivalEta: sql`now() + make_interval(mins => ${etaMinutes})`, updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.providerId, provider.id), eq(bookings.status, 'accepted'), inWindow))
      .returning();
    if (!moved) throw refusal(booking);
    const arrivalEta = moved.arrivalEta!;
    await tx.insert(bookingEvents).values({
      bookingId,
      actorId: userId,
      actorRole: 'serviceprovider',
      fromStatus: 'accepted',
      toStatus: 'accepted',
      kind: 'on_the_way',
      detail: { arrivalEta: arrivalEta.toISOString() },
    });
    // Counted after our own row, while our UPDATE holds the booking row: a concurrent request waits
    // for this one to commit and then counts it, so the limit holds under races.
    const [sent] = await tx
      .select({ n: count() })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, 'on_the_way'), eq(bookingEvents.actorId, userId), gt(bookingEvents.createdAt, sql`now() - interval '1 hour'`)));
    if ((sent?.n ?? 0) > ON_THE_WAY_PER_HOUR) throw new AppError(429, 'You have updated your arrival time too often. Try again later.');

    const name = (l: Locale) => shortName(user.firstName, user.lastName, messagesFor(l).assigned.yourProfessional);
    const message = (l: Locale) => messagesFor(l).notify.onTheWay(name(l), arrivalTime(arrivalEta, moved.province, l));
    await notify(ctx, tx, [moved.customerId], 'OnTheWay', message, { bookingId, arrivalEta: arrivalEta.toISOString() });
    await textCustomer(ctx, tx, moved.customerId, message);
    const view = await loadBookingView(tx, bookingId);
    return toProviderJob(ctx, view!);
  });
}

/** Texts the customer only with their consent to booking texts and to a phone they proved is theirs. */
async function textCustomer(ctx: AppContext, tx: Tx, customerId: string, message: (l: Locale) => string) {
  const [customer] = await tx
    .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, smsJobAlerts: users.smsJobAlerts, locale: users.locale })
    .from(users)
    .where(eq(users.id, customerId));
  if (!customer?.smsJobAlerts || !customer.phone || !customer.phoneVerifiedAt) return;
  const locale = recipientLocale(customer.locale);
  await ctx.outbox.enqueue(tx, 'sms', { to: customer.phone, body: messagesFor(locale).provider.sms(message(locale)) });
}

/** Why the estimate was refused (the database already decided), for the 409. */
function refusal(booking: { status: string; endsAt: Date }) {
  if (booking.status !== 'accepted') return new AppError(409, 'Only an accepted job that has not started can be on its way');
  if (Date.now() > booking.endsAt.getTime()) return new AppError(409, 'The scheduled time of this job is over');
  return new AppError(409, 'You can tell the customer you are on your way from 3 hours before the job starts');
}
