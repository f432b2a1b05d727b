// A provider declining a job on offer: it leaves their list and count, and they are not alerted for
// it again (even when it is handed back and offered anew) until they undo it.
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingDeclines, bookings } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { push } from '../events';
import { bookingNotFound } from './booking-errors';
import { providerServesBooking } from './matching';
import { workingProvider } from './working-provider';

/** Only an open job in the provider's services and areas can be declined; anything else is not theirs to see (404). */
async function openJobOffered(tx: Tx, providerId: string, bookingId: string) {
  const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  if (booking?.status !== 'open' || !(await providerServesBooking(tx, providerId, bookingId))) throw bookingNotFound();
}

export async function declineBooking(ctx: AppContext, userId: string, bookingId: string, reason: string) {
  const provider = await workingProvider(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    await openJobOffered(tx, provider.id, bookingId);
    // Declining twice keeps one decline, with the latest reason.
    await tx
      .insert(bookingDeclines)
      .values({ bookingId, providerId: provider.id, reason })
      .onConflictDoUpdate({ target: [bookingDeclines.bookingId, bookingDeclines.providerId], set: { reason: sql`excluded.reason` } });
    // The provider's other tabs and devices drop it from their list.
    await push(ctx, tx, [userId], 'ReloadBooking', { bookingId });
  });
}

export async function undoDeclineBooking(ctx: AppContext, userId: string, bookingId: string) {
  const provider = await workingProvider(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    await openJobOffered(tx, provider.id, bookingId);
    await tx.delete(bookingDeclines).where(and(eq(bookingDeclines.bookingId, bookingId), eq(bookingDeclines.providerId, provider.id)));
    await push(ctx, tx, [userId], 'ReloadBooking', { bookingId });
  });
}
