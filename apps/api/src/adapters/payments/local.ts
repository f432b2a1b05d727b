import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CARD_DECLINED_MESSAGE, TEST_PAYMENT_METHODS } from '@hearth/shared/booking';
import type { Db } from '../../db/client';
import { localGatewayAccounts, localGatewayCustomers, localGatewayPaymentMethods, localGatewayPayments, localGatewayTransfers } from '../../db/schema';
import { CardRefusedError, type CardDetails, type PaymentsAdapter } from './index';

/** The test payment methods the local gateway knows, with the decline each one produces (null: approved). */
const TEST_CARDS: Record<string, string | null> = {
  [TEST_PAYMENT_METHODS.visa]: null,
  [TEST_PAYMENT_METHODS.mastercard]: null,
  [TEST_PAYMENT_METHODS.declined]: CARD_DECLINED_MESSAGE,
  [TEST_PAYMENT_METHODS.insufficientFunds]: 'Your card has insufficient funds.',
};

/** What each test card is, as a gateway would describe it when saved. */
const TEST_CARD_FACTS: Record<string, { brand: CardDetails['brand']; last4: string }> = {
  [TEST_PAYMENT_METHODS.visa]: { brand: 'visa', last4: '4242' },
  [TEST_PAYMENT_METHODS.mastercard]: { brand: 'mastercard', last4: '4444' },
  [TEST_PAYMENT_METHODS.declined]: { brand: 'visa', last4: '0002' },
  [TEST_PAYMENT_METHODS.insufficientFunds]: { brand: 'visa', last4: '9995' },
};

/** The local gateway's card fingerprint: the same test card always has the same one. */
export const localCardFingerprint = (card: string) => createHash('sha256').update(card).digest('hex').slice(0, 16);

const NOT_RECOGNISED = 'This payment method is not recognised. Please use another card.';

export function createLocalPayments(db: Db): PaymentsAdapter {
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
  const attach = async (customerId: string, card: string): Promise<CardDetails> => {
    const facts = TEST_CARD_FACTS[card];
    if (!facts) throw new CardRefusedError(NOT_RECOGNISED);
    const id = `pm_local_${randomBytes(12).toString('hex')}`;
    await db.insert(localGatewayPaymentMethods).values({ id, customerId, card, brand: facts.brand, last4: facts.last4 });
    // Test tokens carry no expiry; the fingerprint is per card, like a real gateway's.
    return { paymentMethodId: id, brand: facts.brand, last4: facts.last4, expMonth: null, expYear: null, fingerprint: localCardFingerprint(card) };
  };
  const find = async (accountId: string) => {
    const [row] = await db.select().from(localGatewayAccounts).where(eq(localGatewayAccounts.id, accountId));
    if (!row) throw new Error(`local gateway: no account ${accountId}`);
    return row;
  };
  return {
    name: 'local',
    async authorize({ amountCents, paymentMethodId, idempotencyKey, customerId, savePaymentMethod }) {
      const card = await resolveCard(paymentMethodId, customerId);
      const failure = card ? TEST_CARDS[card] : NOT_RECOGNISED;
      // Like a real gateway, the first request with a key decides; a repeat changes nothing (the
      // no-op update only makes the statement return the row) and reads what it decided.
      const [payment] = await db
        .insert(localGatewayPayments)
        .values({
          id: `pi_local_${randomBytes(12).toString('hex')}`,
          idempotencyKey,
          paymentMethodId,
          amountCents,
          status: failure ? 'failed' : 'requires_capture',
          failureMessage: failure,
        })
        .onConflictDoUpdate({ target: localGatewayPayments.idempotencyKey, set: { idempotencyKey: sql`excluded.idempotency_key` } })
        .returning();
      if (!payment) throw new Error('local gateway: payment vanished');
      if (payment.status === 'failed') return { status: 'declined', paymentId: payment.id, message: payment.failureMessage ?? CARD_DECLINED_MESSAGE };
      const savedCard = savePaymentMethod && customerId && card && card === paymentMethodId ? await attach(customerId, card) : undefined;
      return { status: 'authorized', paymentId: payment.id, ...(savedCard ? { savedCard } : {}) };
    },
    async settle(paymentId, captureCents) {
      // Only a live hold changes; settling again is a no-op, as capture is at a real gateway.
      await db
        .update(localGatewayPayments)
        .set({
          status: captureCents > 0 ? 'succeeded' : 'canceled',
          capturedCents: sql`least(${localGatewayPayments.amountCents}, ${captureCents})`,
          updatedAt: new Date(),
        })
        .where(sql`${localGatewayPayments.id} = ${paymentId} and ${localGatewayPayments.status} = 'requires_capture'`);
    },
    async refund(paymentId, amountCents, idempotencyKey) {
      // No refunds table (no migration for a test gateway): the captured amount is marked down, and
      // only while enough of it is left, so the gateway never gives back more than it took.
      const [payment] = await db
        .update(localGatewayPayments)
        .set({ capturedCents: sql`${localGatewayPayments.capturedCents} - ${amountCents}`, updatedAt: new Date() })
        .where(sql`${localGatewayPayments.id} = ${paymentId} and ${localGatewayPayments.status} = 'succeeded' and ${localGatewayPayments.capturedCents} >= ${amountCents}`)
        .returning({ id: localGatewayPayments.id });
      if (!payment) throw new Error(`local gateway: payment ${paymentId} has less than ${amountCents} cents captured to refund`);
      return { refundId: `re_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` };
    },
    async transfer({ accountId, amountCents, idempotencyKey }) {
      await find(accountId);
      await db
        .insert(localGatewayTransfers)
        .values({ id: `tr_local_${randomBytes(12).toString('hex')}`, idempotencyKey, destination: accountId, amountCents })
        .onConflictDoNothing();
      const [row] = await db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.idempotencyKey, idempotencyKey));
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
  };
}
