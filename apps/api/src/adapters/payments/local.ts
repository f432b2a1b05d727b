import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localGatewayAccounts } from '../../db/schema';
import type { PaymentsAdapter } from './index';

export function createLocalPayments(db: Db): PaymentsAdapter {
  const find = async (accountId: string) => {
    const [row] = await db.select().from(localGatewayAccounts).where(eq(localGatewayAccounts.id, accountId));
    if (!row) throw new Error(`local gateway: no account ${accountId}`);
    return row;
  };
  return {
    name: 'local',
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
