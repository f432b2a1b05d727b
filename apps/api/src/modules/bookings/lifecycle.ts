// A paid booking's way to completion (state-machine.ts): a provider accepts, starts and completes it,
// or an admin starts or completes it in the provider's place; completing captures the payment and
// holds the provider's payout. Each move sends its notices in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { ProviderJob } from '@hearth/shared/bookings/wire';
import type { OutsideAvailabilityReason } from '@hearth/shared/availability/contract';
import { ALREADY_ACCEPTED_MESSAGE, type BookingStatus } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import { formatterFor } from '@hearth/shared/format';
import type { LocalizedText } from '@hearth/shared/messages';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookings, payouts, serviceProviders } from '../../db/schema';
import { messagesFor } from '../../i18n';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import { emailJobCompleted, emailProfessionalAssigned, ratedProfessionalName } from '../emails';
import { professionalCard } from '../professionals';
import { notify, push } from '../events';
import { loadBookingView, startWindow, toProviderJob } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { jobLabel, localMoment, serviceNames } from './labels';
import { matchingProviderUserIds, providerServesBooking, providerStanding } from './matching';
import { transition } from './state-machine';
import { workingProvider, workingProviderOf } from './working-provider';

type BookingRow = typeof bookings.$inferSelect;

const NOT_OFFERED = 'This booking is not offered to you';

/** Why a job outside the provider's availability needs their confirmation, for the accept's 409. */
export const OUTSIDE_AVAILABILITY_MESSAGE = 'This job is outside your availability';
const OUTSIDE_AVAILABILITY_REASON_TEXT: Record<OutsideAvailabilityReason, string> = {
  time_off: 'It falls on your time off',
  hours: 'It is outside your working hours',
  day_full: 'You already have as many jobs that day as you take',
  travel_buffer: 'It leaves less travel time between your jobs than you asked for',
};

async function providerJobView(ctx: AppContext, tx: Tx, bookingId: string) {
  const view = await loadBookingView(tx, bookingId);
  return toProviderJob(ctx, view!);
}

/**
 * First come, first served. The provider row is locked so one provider's accepts run one at a time
 * (no two overlapping jobs, no day filled past its limit); the booking moves with a conditional
 * UPDATE, so of many providers accepting at once exactly one matches the row and the rest are told
 * it is taken. A job outside the provider's availability is theirs only once they confirm it
 * (`overrideAvailability`); an overlapping job never is.
 */
export async function acceptBooking(ctx: AppContext, userId: string, bookingId: string, { overrideAvailability = false }: { overrideAvailability?: boolean } = {}): Promise<ProviderJob> {
  const { provider } = await workingProviderOf(ctx, userId);
  // Every statement below runs while the provider row is locked and competitors wait: few and short.
  return inTransaction(ctx, async (tx) => {
    await tx.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.id, provider.id)).for('update');
    const [booking] = await tx.select({ status: bookings.status, providerId: bookings.providerId }).from(bookings).where(eq(bookings.id, bookingId));
    if (!booking || !['open', 'accepted', 'in_progress', 'completed', 'cancelled', 'expired'].includes(booking.status)) throw bookingNotFound();
    // A provider it was never offered to is told just that, whatever became of it since; one who
    // competed for it (even if busy at that time now) hears that it was taken, as the spec says.
    if (booking.status !== 'open' && booking.providerId !== provider.id && !(await providerServesBooking(tx, provider.id, bookingId))) throw new AppError(403, NOT_OFFERED);
    if (booking.status !== 'open') throw taken(booking.status);
    const standing = await providerStanding(tx, provider.id, bookingId);
    if (standing.busy) throw new AppError(409, 'You already have a job at that time');
    if (!standing.mayTake) throw new AppError(403, NOT_OFFERED);
    if (standing.outside && !overrideAvailability) {
      throw new AppError(409, OUTSIDE_AVAILABILITY_MESSAGE, { overrideAvailability: OUTSIDE_AVAILABILITY_REASON_TEXT[standing.outside] });
    }
    const moved = await transition(tx, bookingId, 'accept', { id: userId, role: 'serviceprovider' }, { set: { providerId: provider.id, acceptedAt: new Date() } });
    if (!moved) throw new AppError(409, ALREADY_ACCEPTED_MESSAGE);
    const view = (await loadBookingView(tx, bookingId))!;
    const names = await serviceNames(tx, moved.booking.serviceId);
    // The one accepting is a working account: their card reads the same in every language.
    const card = await professionalCard({ config: ctx.config, db: tx }, provider.id);
    await notify(ctx, tx, [moved.booking.customerId], 'AcceptBooking', (l) => messagesFor(l).notify.accepted(ratedProfessionalName(card, l), jobLabel(names, moved.booking, l)), { bookingId });
    await emailProfessionalAssigned(ctx, tx, bookingId, { byHearth: false });
    const others = (await matchingProviderUserIds(tx, bookingId, 'list')).filter((id) => id !== userId);
    await push(ctx, tx, others, 'ReloadBooking', { bookingId });
    return toProviderJob(ctx, view);
  });
}

function taken(status: BookingStatus) {
  return ['accepted', 'in_progress', 'completed'].includes(status) ? new AppError(409, ALREADY_ACCEPTED_MESSAGE) : new AppError(409, 'This booking is no longer available');
}

/** The assigned provider's booking, or 404 for anyone else's. */
export async function assignedBooking(tx: Tx, providerId: string, bookingId: string) {
  const [booking] = await tx.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.providerId, providerId)));
  if (!booking) throw bookingNotFound();
  return booking;
}

/** Why the provider cannot start the job now (the database already refused it), for the 409. */
function startRefusal(ctx: AppContext, booking: BookingRow): LocalizedText {
  if (booking.status !== 'accepted') return `A booking that is ${booking.status.replace('_', ' ')} cannot be started`;
  const { opensAt } = startWindow(ctx.config, booking);
  if (Date.now() < opensAt.getTime()) {
    // The time and day are written for the reader, on the job's own clock.
    const province = booking.province as ProvinceCode;
    return (locale) => {
      if (locale === 'en') return `You can start this job from ${localMoment(opensAt, booking.province).replace(/^(.*), (\d\d:\d\d)$/, '$2 on $1')}`;
      const format = formatterFor(locale);
      return `Vous pourrez commencer ce contrat à partir de ${format.bookingTime(opensAt, province)} le ${format.bookingDate(opensAt, province)}`;
    };
  }
  return "This job's start window has passed. Contact support.";
}

export async function startBooking(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderJob> {
  const provider = await workingProvider(ctx, userId);
  const { startWindowMinutes, startGraceMinutes } = ctx.config.bookings;
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    // The window is judged on the database's clock, in the same statement that moves the booking.
    const inWindow = sql`now() >= ${bookings.startsAt} - make_interval(mins => ${startWindowMinutes}) and now() <= ${bookings.endsAt} + make_interval(mins => ${startGraceMinutes})`;
    const moved = await transition(tx, bookingId, 'start', { id: userId, role: 'serviceprovider' }, { set: { startedAt: new Date() }, where: and(eq(bookings.providerId, provider.id), inWindow) });
    if (!moved) throw new AppError(409, startRefusal(ctx, booking));
    await push(ctx, tx, [booking.customerId], 'ReloadBooking', { bookingId });
    return providerJobView(ctx, tx, bookingId);
  });
}

/** Completing captures the payment (outbox) and records the provider's payout as held until the customer's confirmation window closes. */
export async function completeBooking(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderJob> {
  const provider = await workingProvider(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    const booking = await assignedBooking(tx, provider.id, bookingId);
    const moved = await transition(tx, bookingId, 'complete', { id: userId, role: 'serviceprovider' }, {
      set: completionSet(ctx),
      where: and(eq(bookings.providerId, provider.id), sql`now() >= ${bookings.startsAt}`),
    });
    if (!moved) {
      const message =
        booking.status === 'accepted'
          ? 'Start the job before completing it'
          : booking.status === 'in_progress'
            ? 'You can complete this job once its scheduled start has passed'
            : `A booking that is ${booking.status.replace('_', ' ')} cannot be completed`;
      throw new AppError(409, message);
    }
    await afterCompletion(ctx, tx, moved.booking);
    return providerJobView(ctx, tx, bookingId);
  });
}

const completionSet = (ctx: AppContext) => ({
  completedAt: new Date(),
  confirmationEndsAt: sql`now() + make_interval(secs => ${Math.round(ctx.config.bookings.confirmationHours * 3600)})`,
});

/** The capture, the held payout and the customer's notice (realtime and email) that follow a completion. */
async function afterCompletion(ctx: AppContext, tx: Tx, b: BookingRow) {
  await ctx.outbox.enqueue(tx, 'payments', { op: 'settle', bookingId: b.id, captureCents: b.totalCents - b.refundedCents });
  if (b.providerId) {
    await tx
      .insert(payouts)
      .values({ bookingId: b.id, providerId: b.providerId, grossCents: b.subtotalCents, commissionCents: b.commissionCents, amountCents: b.payoutCents, status: 'held', payableAt: b.confirmationEndsAt ?? new Date() })
      .onConflictDoNothing();
  }
  const names = await serviceNames(tx, b.serviceId);
  await notify(ctx, tx, [b.customerId], 'CompeleteBooking', (l) => messagesFor(l).notify.complete(jobLabel(names, b, l)), { bookingId: b.id });
  await emailJobCompleted(ctx, tx, b.id);
}

/** An admin starts a job on the provider's behalf (a provider without signal, a job started late), at any time. */
export async function adminStartJob(ctx: AppContext, tx: Tx, adminId: string, bookingId: string, reason: string) {
  const moved = await transition(tx, bookingId, 'start', { id: adminId, role: 'admin' }, { set: { startedAt: new Date() }, reason });
  if (!moved) throw new AppError(409, await stateRefusal(tx, bookingId, 'started'));
  await push(ctx, tx, [moved.booking.customerId], 'ReloadBooking', { bookingId });
  return moved.booking;
}

/** An admin completes a job (starting it first if the provider never did): the money follows as for a provider. */
export async function adminCompleteJob(ctx: AppContext, tx: Tx, adminId: string, bookingId: string, reason: string) {
  const actor = { id: adminId, role: 'admin' as const };
  await transition(tx, bookingId, 'start', actor, { set: { startedAt: new Date() }, reason });
  const moved = await transition(tx, bookingId, 'complete', actor, { set: completionSet(ctx), reason });
  if (!moved) throw new AppError(409, await stateRefusal(tx, bookingId, 'completed'));
  await afterCompletion(ctx, tx, moved.booking);
  return moved.booking;
}

async function stateRefusal(tx: Tx, bookingId: string, verb: string) {
  const [b] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  if (!b) throw bookingNotFound();
  return `A booking that is ${b.status.replace('_', ' ')} cannot be ${verb}`;
}
