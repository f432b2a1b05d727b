// Discount codes at checkout: which code applies to whom, and redeeming one exactly once. The quote
// explains a refused code; booking creation refuses it with the same sentence.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DiscountTerms } from '@hearth/shared/booking';
import type { Tx } from '../../db/client';
import { bookings, discountRedemptions, discounts } from '../../db/schema';
import { AppError } from '../../plugins/errors';

type DiscountRow = typeof discounts.$inferSelect;
export type ResolvedDiscount = { row: DiscountRow; terms: DiscountTerms } | { error: string };

const cad = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Looks a code up and checks every rule against this customer and order. */
export async function resolveDiscount(db: Tx, code: string, customerId: string | null, subtotalCents: number, now = new Date()): Promise<ResolvedDiscount> {
  const [row] = await db.select().from(discounts).where(eq(discounts.code, code.trim().toUpperCase()));
  if (!row || !row.active) return { error: 'This code is not valid' };
  if (row.validFrom > now) return { error: 'This code is not active yet' };
  if (row.validTo && row.validTo <= now) return { error: 'This code has expired' };
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return { error: 'This code has reached its usage limit' };
  if (subtotalCents < row.minimumOrderCents) return { error: `This code needs an order of at least ${cad(row.minimumOrderCents)}` };
  if (customerId) {
    const [used] = await db
      .select({ one: sql`1` })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.discountId, row.id), eq(discountRedemptions.customerId, customerId)));
    if (used) return { error: 'You have already used this code' };
    if (row.firstBookingOnly) {
      const [earlier] = await db
        .select({ one: sql`1` })
        .from(bookings)
        .where(and(eq(bookings.customerId, customerId), inArray(bookings.status, ['open', 'accepted', 'in_progress', 'completed'])))
        .limit(1);
      if (earlier) return { error: 'This code is for your first booking only' };
    }
  }
  return { row, terms: { code: row.code, kind: row.kind, percentOff: row.percentOff, amountOffCents: row.amountOffCents } };
}

/**
 * Uses the code for this booking, in the booking's transaction. The usage counter is a conditional
 * UPDATE and the redemption has a (discount, customer) key, so concurrent checkouts cannot overuse it.
 */
export async function redeemDiscount(tx: Tx, discountId: string, customerId: string, bookingId: string) {
  const [counted] = await tx
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} + 1` })
    .where(and(eq(discounts.id, discountId), sql`(${discounts.usageLimit} is null or ${discounts.usedCount} < ${discounts.usageLimit})`))
    .returning({ id: discounts.id });
  if (!counted) throw new AppError(400, 'This code has reached its usage limit', { discountCode: 'This code has reached its usage limit' });
  const [redeemed] = await tx.insert(discountRedemptions).values({ discountId, customerId, bookingId }).onConflictDoNothing().returning();
  if (!redeemed) throw new AppError(400, 'You have already used this code', { discountCode: 'You have already used this code' });
}

/** A declined or abandoned payment gives the use back. */
export async function releaseDiscount(tx: Tx, bookingId: string) {
  const [released] = await tx.delete(discountRedemptions).where(eq(discountRedemptions.bookingId, bookingId)).returning();
  if (released) {
    await tx
      .update(discounts)
      .set({ usedCount: sql`greatest(0, ${discounts.usedCount} - 1)` })
      .where(eq(discounts.id, released.discountId));
  }
}
