// The local payments gateway: records customers, cards, holds, captures and transfers in our own
// database like a payment provider's test mode, with its own clock so holds lapse as they would.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { CARD_DECLINED_MESSAGE, TEST_PAYMENT_METHODS } from '@hearth/shared/booking';
import type { Db, Tx } from '../../db/client';
import { localGatewayAccounts, localGatewayClock, localGatewayCustomers, localGatewayPaymentMethods, localGatewayPayments, localGatewayTransfers } from '../../db/schema';
import { CardRefusedError } from './errors';
import type { CardDetails, LocalGatewaySimulator, PaymentsAdapter, PaymentWebhookEvent, SettleResult } from './index';

/** The test payment methods the local gateway knows, with the decline each one produces (null: approved). */
const TEST_CARDS: Record<string, string | null> = {
  [TEST_PAYMENT_METHODS.visa]: null,
  [TEST_PAYMENT_METHODS.mastercard]: null,
  [TEST_PAYMENT_METHODS.declined]: CARD_DECLINED_MESSAGE,
  [TEST_PAYMENT_METHODS.insufficientFunds]: 'Your card has insufficient funds.',
  // Approved while the customer is there; declined off session (authorize decides).
  [TEST_PAYMENT_METHODS.declinesLater]: null,
};

/** What each test card is, as a gateway would describe it when saved. */
const TEST_CARD_FACTS: Record<string, { brand: CardDetails['brand']; last4: string }> = {
  [TEST_PAYMENT_METHODS.visa]: { brand: 'visa', last4: '4242' },
  [TEST_PAYMENT_METHODS.mastercard]: { brand: 'mastercard', last4: '4444' },
  [TEST_PAYMENT_METHODS.declined]: { brand: 'visa', last4: '0002' },
  [TEST_PAYMENT_METHODS.insufficientFunds]: { brand: 'visa', last4: '9995' },
  [TEST_PAYMENT_METHODS.declinesLater]: { brand: 'visa', last4: '0341' },
};

/** The local gateway's card fingerprint: the same test card always has the same one. */
export const localCardFingerprint = (card: string) => createHash('sha256').update(card).digest('hex').slice(0, 16);

/** The simulator was asked for something that cannot happen (a dispute on a charge never captured). */
export class SimulationRefusedError extends Error {}

const NOT_RECOGNISED = 'This payment method is not recognised. Please use another card.';
const HOLD_EXPIRED_MESSAGE = 'The card hold had expired.';
const HOLD_RELEASED_MESSAGE = 'The card hold was released.';
const DAY_MS = 86_400_000;

/** A stable id derived from an idempotency key, so a repeated request finds what the first one made. */
const keyed = (prefix: string, key: string) => `${prefix}${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export function createLocalPayments(db: Db, { holdDays }: { holdDays: number }): PaymentsAdapter {
  const now = async (): Promise<Date> => {
    const [clock] = await db.select({ offsetMs: localGatewayClock.offsetMs }).from(localGatewayClock).where(eq(localGatewayClock.id, 1));
    return new Date(Date.now() + (clock?.offsetMs ?? 0));
  };
  /**
   * A saved card (pm_local_…) stands for the test card it was made from, and only for the customer
   * it is attached to (as at Stripe); a test token stands for itself.
   */
  const resolveCard = async (paymentMethodId: string, customerId: string | undefined): Promise<string | null> => {
    if (paymentMethodId in TEST_CARDS) return paymentMethodId;
    if (!customerId) return null;
    const [saved] = await db
      .select({ card: localGatewayPaymentMethods.card })
      .from(localGatewayPaymentMethods)
      .where(
        sql`${localGatewayPaymentMethods.id} = ${paymentMethodId} and ${localGatewayPaymentMethods.customerId} = ${customerId} and ${localGatewayPaymentMethods.detachedAt} is null`,
      );
    return saved?.card ?? null;
  };
  /** Keeps a test card for the customer; `id` makes it idempotent (a repeat with the same id keeps the first). */
  const attach = async (customerId: string, card: string, id = randomId('pm_local_')): Promise<CardDetails> => {
    const facts = TEST_CARD_FACTS[card];
    if (!facts) throw new CardRefusedError(NOT_RECOGNISED);
    await db.insert(localGatewayPaymentMethods).values({ id, customerId, card, brand: facts.brand, last4: facts.last4 }).onConflictDoNothing();
    // Test tokens carry no expiry; the fingerprint is per card, like a real gateway's.
    return { paymentMethodId: id, brand: facts.brand, last4: facts.last4, expMonth: null, expYear: null, fingerprint: localCardFingerprint(card) };
  };
  const find = async (accountId: string) => {
    const [row] = await db.select().from(localGatewayAccounts).where(eq(localGatewayAccounts.id, accountId));
    if (!row) throw new Error(`local gateway: no account ${accountId}`);
    return row;
  };
  const payment = async (paymentId: string) => {
    const [row] = await db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, paymentId));
    return row ?? null;
  };

  const simulator: LocalGatewaySimulator = {
    now,
    async advanceClock(ms) {
      const step = Math.round(ms); // the offset is whole milliseconds
      const [clock] = await db
        .insert(localGatewayClock)
        .values({ id: 1, offsetMs: step })
        .onConflictDoUpdate({ target: localGatewayClock.id, set: { offsetMs: sql`${localGatewayClock.offsetMs} + ${step}` } })
        .returning({ offsetMs: localGatewayClock.offsetMs });
      return new Date(Date.now() + (clock?.offsetMs ?? step));
    },
    async resetClock() {
      await db.delete(localGatewayClock);
    },
    async dispute(paymentId, reason = 'fraudulent'): Promise<PaymentWebhookEvent> {
      const row = await payment(paymentId);
      if (!row) throw new SimulationRefusedError(`The local gateway has no payment ${paymentId}.`);
      if (row.status !== 'succeeded' || row.capturedCents <= 0) throw new SimulationRefusedError('Only a captured charge can be disputed.');
      return { type: 'dispute_created', paymentId, disputeId: randomId('dp_local_'), amountCents: row.capturedCents, reason };
    },
    async updateAccount(accountId, { payoutsEnabled, requirementsDue }): Promise<PaymentWebhookEvent> {
      // Only the event: the account's own readiness stays "a bank account was added" (no schema for
      // an override), and the API keeps the gateway's word from the event it applies.
      await find(accountId);
      return { type: 'account_updated', accountId, payoutsEnabled, requirementsDue };
    },
    async failPayout(accountId, amountCents, message = 'The bank returned the payout: account closed.'): Promise<PaymentWebhookEvent> {
      await find(accountId);
      return { type: 'payout_failed', accountId, gatewayPayoutId: randomId('po_local_'), amountCents, message };
    },
    async reverseTransfer(transferId): Promise<PaymentWebhookEvent> {
      const [reversed] = await db
        .update(localGatewayTransfers)
        .set({ reversedAt: await now() })
        .where(and(eq(localGatewayTransfers.id, transferId), isNull(localGatewayTransfers.reversedAt)))
        .returning({ amountCents: localGatewayTransfers.amountCents });
      if (!reversed) {
        const [exists] = await db.select({ id: localGatewayTransfers.id }).from(localGatewayTransfers).where(eq(localGatewayTransfers.id, transferId));
        throw new SimulationRefusedError(exists ? 'This transfer was already reversed.' : `The local gateway has no transfer ${transferId}.`);
      }
      return { type: 'transfer_reversed', transferId, reversalId: randomId('trr_local_'), amountCents: reversed.amountCents };
    },
  };

  return {
    name: 'local',
    simulator,
    async authorize({ amountCents, paymentMethodId, idempotencyKey, customerId, savePaymentMethod, offSession }) {
      const card = await resolveCard(paymentMethodId, customerId);
      // A card that needs the customer (Stripe's 4000 0000 0000 0341) fails whenever they are not there.
      const failure = !card ? NOT_RECOGNISED : card === TEST_PAYMENT_METHODS.declinesLater && offSession ? CARD_DECLINED_MESSAGE : (TEST_CARDS[card] ?? null);
      const expiresAt = new Date((await now()).getTime() + holdDays * DAY_MS);
      // Like a real gateway, the first request with a key decides; a repeat changes nothing (the
      // no-op update only makes the statement return the row) and reads what it decided.
      const [row] = await db
        .insert(localGatewayPayments)
        .values({
          id: randomId('pi_local_'),
          idempotencyKey,
          paymentMethodId,
          amountCents,
          status: failure ? 'failed' : 'requires_capture',
          failureMessage: failure,
          expiresAt: failure ? null : expiresAt,
        })
        .onConflictDoUpdate({ target: localGatewayPayments.idempotencyKey, set: { idempotencyKey: sql`excluded.idempotency_key` } })
        .returning();
      if (!row) throw new Error('local gateway: payment vanished');
      if (row.status === 'failed') return { status: 'declined', paymentId: row.id, message: row.failureMessage ?? CARD_DECLINED_MESSAGE };
      const savedCard = savePaymentMethod && customerId && card && card === paymentMethodId ? await attach(customerId, card) : undefined;
      return { status: 'authorized', paymentId: row.id, holdExpiresAt: row.expiresAt, ...(savedCard ? { savedCard } : {}) };
    },
    async saveCardForLater({ customerId, paymentMethodId, idempotencyKey }) {
      const setupId = keyed('seti_local_', idempotencyKey);
      const card = await resolveCard(paymentMethodId, customerId);
      // Like a bank verifying a card on save: one that is always declined cannot be kept. The
      // declines-later card saves fine; its charges fail later.
      if (!card || !(card in TEST_CARD_FACTS)) return { status: 'declined', setupId, message: NOT_RECOGNISED };
      if (card === TEST_PAYMENT_METHODS.declined) return { status: 'declined', setupId, message: CARD_DECLINED_MESSAGE };
      // Already one of this customer's saved cards: the setup only confirms it for later use.
      if (card !== paymentMethodId) return { status: 'saved', setupId, paymentMethodId };
      // A new test token: kept under an id made from the key, so a repeat finds the same card.
      const saved = await attach(customerId, card, keyed('pm_local_', `setup:${idempotencyKey}`));
      return { status: 'saved', setupId, paymentMethodId: saved.paymentMethodId };
    },
    async settle(paymentId, captureCents): Promise<SettleResult> {
      const at = await now();
      const live = and(eq(localGatewayPayments.id, paymentId), eq(localGatewayPayments.status, 'requires_capture'));
      // Each change is conditional on the hold still being live, so two settles at once cannot both act.
      if (captureCents > 0) {
        const [captured] = await db
          .update(localGatewayPayments)
          .set({ status: 'succeeded', capturedCents: sql`least(${localGatewayPayments.amountCents}, ${captureCents})`, updatedAt: new Date() })
          .where(and(live, or(isNull(localGatewayPayments.expiresAt), gt(localGatewayPayments.expiresAt, at))))
          .returning({ capturedCents: localGatewayPayments.capturedCents });
        if (captured) return { status: 'captured', capturedCents: captured.capturedCents, chargeId: paymentId };
        // Past its expiry the card network has let the hold go: nothing can be captured any more.
        await db
          .update(localGatewayPayments)
          .set({ status: 'canceled', failureMessage: HOLD_EXPIRED_MESSAGE, updatedAt: new Date() })
          .where(and(live, lte(localGatewayPayments.expiresAt, at)));
      } else {
        await db.update(localGatewayPayments).set({ status: 'canceled', updatedAt: new Date() }).where(live);
      }
      // Settled already (by this call or an earlier one): answer what was done, as capture does at a real gateway.
      const row = await payment(paymentId);
      if (!row) throw new Error(`local gateway: no payment ${paymentId}`);
      if (row.status === 'succeeded') return { status: 'captured', capturedCents: row.capturedCents, chargeId: row.id };
      if (row.status === 'requires_capture') throw new Error(`local gateway: payment ${paymentId} is still held`);
      if (captureCents === 0) return { status: 'released' };
      return { status: 'lapsed', message: row.failureMessage ?? (row.status === 'canceled' ? HOLD_RELEASED_MESSAGE : CARD_DECLINED_MESSAGE) };
    },
    async refund(paymentId, amountCents, idempotencyKey) {
      // No refunds table (no migration for a test gateway): the captured amount is marked down, and
      // only while enough of it is left, so the gateway never gives back more than it took.
      const [row] = await db
        .update(localGatewayPayments)
        .set({ capturedCents: sql`${localGatewayPayments.capturedCents} - ${amountCents}`, updatedAt: new Date() })
        .where(sql`${localGatewayPayments.id} = ${paymentId} and ${localGatewayPayments.status} = 'succeeded' and ${localGatewayPayments.capturedCents} >= ${amountCents}`)
        .returning({ id: localGatewayPayments.id });
      if (!row) throw new Error(`local gateway: payment ${paymentId} has less than ${amountCents} cents captured to refund`);
      return { refundId: keyed('re_local_', idempotencyKey) };
    },
    async transfer({ accountId, amountCents, idempotencyKey, sourceTransaction }) {
      const byKey = async (tx: Tx = db) => (await tx.select({ id: localGatewayTransfers.id }).from(localGatewayTransfers).where(eq(localGatewayTransfers.idempotencyKey, idempotencyKey)))[0];
      // A repeat answers the first transfer, even if the charge changed since (a refund after it).
      const earlier = await byKey();
      if (earlier) return { transferId: earlier.id };
      await find(accountId);
      // Like Stripe's source_transaction: only from a captured charge, and never more than it
      // brought in. The charge row is locked so two transfers from it cannot both pass the check.
      await db.transaction(async (tx) => {
        const [source] = await tx.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, sourceTransaction)).for('update');
        // The same request racing this one got the lock first: its transfer is the answer.
        if (await byKey(tx)) return;
        if (!source) throw new Error(`local gateway: no payment ${sourceTransaction} to transfer from`);
        if (source.status !== 'succeeded') throw new Error(`local gateway: payment ${sourceTransaction} was not captured`);
        const [sent] = await tx
          .select({ cents: sql<number>`coalesce(sum(${localGatewayTransfers.amountCents}), 0)`.mapWith(Number) })
          .from(localGatewayTransfers)
          .where(and(eq(localGatewayTransfers.sourcePaymentId, sourceTransaction), isNull(localGatewayTransfers.reversedAt)));
        if ((sent?.cents ?? 0) + amountCents > source.capturedCents) {
          throw new Error(`local gateway: transfers from ${sourceTransaction} would exceed the ${source.capturedCents} cents it captured`);
        }
        await tx
          .insert(localGatewayTransfers)
          .values({ id: randomId('tr_local_'), idempotencyKey, destination: accountId, amountCents, sourcePaymentId: sourceTransaction })
          .onConflictDoNothing();
      });
      const row = await byKey();
      if (!row) throw new Error('local gateway: transfer vanished');
      return { transferId: row.id };
    },
    async createCustomer({ email }) {
      const id = `cus_local_${randomBytes(8).toString('hex')}`;
      await db.insert(localGatewayCustomers).values({ id, email });
      return { customerId: id };
    },
    async createSetupIntent() {
      return { clientSecret: null }; // the local form hands over test tokens directly
    },
    async attachPaymentMethod(customerId, paymentMethodId) {
      if (!(paymentMethodId in TEST_CARDS)) throw new CardRefusedError(NOT_RECOGNISED);
      // Like a bank verifying a card on save: a card that is always declined cannot be kept.
      if (paymentMethodId === TEST_PAYMENT_METHODS.declined) throw new CardRefusedError(CARD_DECLINED_MESSAGE);
      return attach(customerId, paymentMethodId);
    },
    async detachPaymentMethod(paymentMethodId) {
      await db.update(localGatewayPaymentMethods).set({ detachedAt: new Date() }).where(eq(localGatewayPaymentMethods.id, paymentMethodId));
    },
    async forgetCustomer(customerId) {
      // Its cards go with it (foreign key cascade); payments keep only the card's token, like a gateway's records.
      await db.delete(localGatewayCustomers).where(eq(localGatewayCustomers.id, customerId));
    },
    parseWebhook() {
      throw new Error('The local gateway sends no webhooks');
    },
    async createPayoutAccount({ email }) {
      const id = `acct_local_${randomBytes(8).toString('hex')}`;
      await db.insert(localGatewayAccounts).values({ id, email, country: 'CA' });
      return { accountId: id };
    },
    async onboardingLink() {
      return null; // the local gateway needs no hosted onboarding: adding a bank account is enough
    },
    async getPayoutAccount(accountId) {
      const row = await find(accountId);
      const bank = row.externalAccount;
      return { accountId, payoutsEnabled: bank !== null, bankAccount: bank ? { last4: bank.last4, routingNumber: bank.routingNumber } : null };
    },
    async setBankAccount(accountId, bank) {
      await find(accountId);
      // Like a real gateway, keep a fingerprint and the last four digits, never the full number.
      const externalAccount = {
        routingNumber: bank.routingNumber,
        last4: bank.accountNumber.slice(-4),
        fingerprint: createHash('sha256').update(`${bank.routingNumber}:${bank.accountNumber}`).digest('hex').slice(0, 16),
      };
      await db.update(localGatewayAccounts).set({ externalAccount }).where(eq(localGatewayAccounts.id, accountId));
      return { last4: externalAccount.last4 };
    },
    async closePayoutAccount(accountId) {
      // The row stays for the transfers that name it as their destination; who it was does not.
      await db.update(localGatewayAccounts).set({ email: '', externalAccount: null }).where(eq(localGatewayAccounts.id, accountId));
    },
  };
}
