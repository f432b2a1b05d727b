import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CARD_DECLINED_MESSAGE, TEST_PAYMENT_METHODS } from '@hearth/shared/booking';
import type { Db } from '../../db/client';
import { localGatewayAccounts, localGatewayPayments, localGatewayTransfers } from '../../db/schema';
import type { PaymentsAdapter } from './index';

/** The test payment methods the local gateway knows, with the decline each one produces (null: approved). */
const TEST_CARDS: Record<string, string | null> = {
  [TEST_PAYMENT_METHODS.visa]: null,
  [TEST_PAYMENT_METHODS.mastercard]: null,
  [TEST_PAYMENT_METHODS.declined]: CARD_DECLINED_MESSAGE,
  [TEST_PAYMENT_METHODS.insufficientFunds]: 'Your card has insufficient funds.',
};

export function createLocalPayments(db: Db): PaymentsAdapter {
  const find = async (accountId: string) => {
    const [row] = await db.select().from(localGatewayAccounts).where(eq(localGatewayAccounts.id, accountId));
    if (!row) throw new Error(`local gateway: no account ${accountId}`);
    return row;
  };
  return {
    name: 'local',
    async authorize({ amountCents, paymentMethodId, idempotencyKey }) {
      const known = paymentMethodId in TEST_CARDS;
      const failure = known ? TEST_CARDS[paymentMethodId] : 'This payment method is not recognised. Please use another card.';
      // Like a real gateway, the first request with a key decides; repeats read what it decided.
      await db
        .insert(localGatewayPayments)
        .values({
          id: `pi_local_${randomBytes(12).toString('hex')}`,
          idempotencyKey,
          paymentMethodId,
          amountCents,
          status: failure ? 'failed' : 'requires_capture',
          failureMessage: failure,
        })
        .onConflictDoNothing();
      const [payment] = await db.select().from(localGatewayPayments).where(eq(localGatewayPayments.idempotencyKey, idempotencyKey));
      if (!payment) throw new Error('local gateway: payment vanished');
      if (payment.status === 'failed') return { status: 'declined', paymentId: payment.id, message: payment.failureMessage ?? CARD_DECLINED_MESSAGE };
      return { status: 'authorized', paymentId: payment.id };
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
