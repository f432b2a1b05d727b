// Saved cards. The gateway keeps the card; we keep its token, brand, last four digits and
// expiry to show, one default per customer (a partial unique index), and the same card once.
import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_SAVED_PAYMENT_METHODS } from '@hearth/shared/account';
import type { PaymentMethodSetup, SavedPaymentMethod } from '@hearth/shared/payment-methods/contract';
import type { AppContext } from '../../context';
import { paymentCustomers, savedPaymentMethods, users } from '../../db/schema';
import { CardRefusedError, type CardDetails } from '../../adapters/payments';
import { AppError } from '../../plugins/errors';
import { lockUser } from '../../db/locks';

type Row = typeof savedPaymentMethods.$inferSelect;
const NOT_FOUND = 'Card not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSaved(r: Row): SavedPaymentMethod {
  return {
    _id: r.id,
    brand: r.brand as SavedPaymentMethod['brand'],
    last4: r.last4,
    expMonth: r.expMonth,
    expYear: r.expYear,
    isDefault: r.isDefault,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listPaymentMethods(ctx: AppContext, userId: string): Promise<SavedPaymentMethod[]> {
  const rows = await ctx.db
    .select()
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.userId, userId), eq(savedPaymentMethods.gateway, ctx.payments.name)))
    .orderBy(desc(savedPaymentMethods.isDefault), desc(savedPaymentMethods.createdAt));
  return rows.map(toSaved);
}

/** The customer's identity at the current gateway, created the first time they save or pay with a saved card. */
export async function ensurePaymentCustomer(ctx: AppContext, userId: string): Promise<string> {
  const [known] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  if (known?.gateway === ctx.payments.name) return known.customerId;
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'User not found');
  const { customerId } = await ctx.payments.createCustomer({ email: user.email, userId });
  // Two first saves at once: the first row wins and both use it (Stripe's create is idempotent per user).
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId, gateway: ctx.payments.name, customerId })
    .onConflictDoUpdate({ target: paymentCustomers.userId, set: { gateway: ctx.payments.name, customerId }, where: sql`${paymentCustomers.gateway} <> ${ctx.payments.name}` });
  const [row] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row!.customerId;
}

export async function setUpPaymentMethod(ctx: AppContext, userId: string): Promise<PaymentMethodSetup> {
  const customerId = await ensurePaymentCustomer(ctx, userId);
  const { clientSecret } = await ctx.payments.createSetupIntent(customerId);
  return { gateway: ctx.payments.name, clientSecret };
}

/**
 * Records a card the gateway now keeps for the customer. The same card (fingerprint) saved again
 * answers the entry already there; `created` says which happened.
 */
export async function recordSavedCard(ctx: AppContext, userId: string, card: CardDetails, makeDefault: boolean): Promise<{ card: SavedPaymentMethod; created: boolean }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const mine = and(eq(savedPaymentMethods.userId, userId), eq(savedPaymentMethods.gateway, ctx.payments.name));
    if (card.fingerprint) {
      const [same] = await tx.select().from(savedPaymentMethods).where(and(mine, eq(savedPaymentMethods.fingerprint, card.fingerprint)));
      if (same) return { row: same, created: false };
    }
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(savedPaymentMethods).where(mine)) as [{ n: number }];
    if (n >= MAX_SAVED_PAYMENT_METHODS) throw new AppError(409, `You can save up to ${MAX_SAVED_PAYMENT_METHODS} cards`);
    const isDefault = makeDefault || n === 0;
    if (isDefault) await tx.update(savedPaymentMethods).set({ isDefault: false }).where(and(eq(savedPaymentMethods.userId, userId), eq(savedPaymentMethods.isDefault, true)));
    const [row] = await tx
      .insert(savedPaymentMethods)
      .values({
        userId,
        gateway: ctx.payments.name,
        gatewayPaymentMethodId: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        fingerprint: card.fingerprint,
        isDefault,
      })
      .returning();
    return { row: row!, created: true };
  });
  // The gateway made a second token for a card already saved: let it go.
  if (!outcome.created && outcome.row.gatewayPaymentMethodId !== card.paymentMethodId) await ctx.payments.detachPaymentMethod(card.paymentMethodId).catch(() => undefined);
  return { card: toSaved(outcome.row), created: outcome.created };
}

export async function savePaymentMethod(ctx: AppContext, userId: string, paymentMethodId: string, makeDefault: boolean) {
  const customerId = await ensurePaymentCustomer(ctx, userId);
  let card: CardDetails;
  try {
    card = await ctx.payments.attachPaymentMethod(customerId, paymentMethodId);
  } catch (err) {
    if (err instanceof CardRefusedError) throw new AppError(402, err.message, { paymentMethodId: err.message });
    throw err;
  }
  return recordSavedCard(ctx, userId, card, makeDefault);
}

export async function removePaymentMethod(ctx: AppContext, userId: string, id: string): Promise<void> {
  const gone = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx.delete(savedPaymentMethods).where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.userId, userId))).returning();
    if (!row) throw new AppError(404, NOT_FOUND);
    if (row.isDefault) {
      const [next] = await tx.select({ id: savedPaymentMethods.id }).from(savedPaymentMethods).where(eq(savedPaymentMethods.userId, userId)).orderBy(desc(savedPaymentMethods.createdAt)).limit(1);
      if (next) await tx.update(savedPaymentMethods).set({ isDefault: true }).where(eq(savedPaymentMethods.id, next.id));
    }
    return row;
  });
  // Holds already placed with the card stay valid at the gateway; only future use ends.
  await ctx.payments.detachPaymentMethod(gone.gatewayPaymentMethodId).catch((err: unknown) => ctx.log.warn({ err }, 'could not detach a removed card at the gateway'));
}

export async function makeDefaultPaymentMethod(ctx: AppContext, userId: string, id: string): Promise<SavedPaymentMethod[]> {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [mine] = await tx.select({ id: savedPaymentMethods.id }).from(savedPaymentMethods).where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.userId, userId)));
    if (!mine) throw new AppError(404, NOT_FOUND);
    await tx.update(savedPaymentMethods).set({ isDefault: false }).where(and(eq(savedPaymentMethods.userId, userId), eq(savedPaymentMethods.isDefault, true)));
    await tx.update(savedPaymentMethods).set({ isDefault: true }).where(eq(savedPaymentMethods.id, id));
  });
  return listPaymentMethods(ctx, userId);
}

/**
 * What POST /api/booking pays with: a saved card's `_id` (only the customer's own) becomes its gateway
 * token, with the gateway customer it belongs to; a new token is used as it is, and kept when asked.
 */
export async function paymentForBooking(ctx: AppContext, userId: string, paymentMethodId: string, save: boolean) {
  if (UUID.test(paymentMethodId)) {
    const [saved] = await ctx.db
      .select()
      .from(savedPaymentMethods)
      .where(and(eq(savedPaymentMethods.id, paymentMethodId), eq(savedPaymentMethods.userId, userId), eq(savedPaymentMethods.gateway, ctx.payments.name)));
    if (!saved) throw new AppError(400, 'This saved card was not found. Choose another card.', { paymentMethodId: 'This saved card was not found. Choose another card.' });
    return { paymentMethodId: saved.gatewayPaymentMethodId, customerId: await ensurePaymentCustomer(ctx, userId), save: false };
  }
  // Always a gateway customer: a card saved for a later hold, or a hold placed again after one
  // lapsed, is charged without the customer there, which gateways allow only on a customer.
  return { paymentMethodId, customerId: await ensurePaymentCustomer(ctx, userId), save };
}
