// The one place a user row becomes the wire `User` (packages/shared/src/account/contract.ts), and the query
// that loads what it needs. Sign-in answers with it and the account pages show it, so it sits with the
// identities auth owns, below account/.
import { eq } from 'drizzle-orm';
import type { User } from '@hearth/shared/account/contract';
import type { VerificationStatus } from '@hearth/shared/constants';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { serviceProviders, users } from '../../db/schema';
import { imageUrls } from '../../plugins/uploads';

type UserRow = typeof users.$inferSelect;
type ProviderRow = Pick<typeof serviceProviders.$inferSelect, 'id' | 'verificationStatus'>;

export async function findUserWithProvider(db: Tx, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ user: users, provider: { id: serviceProviders.id, verificationStatus: serviceProviders.verificationStatus } })
    .from(users)
    .leftJoin(serviceProviders, eq(serviceProviders.userId, users.id))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row ?? null;
}

export function toUserDto(config: Config, user: UserRow, provider: ProviderRow | null): User {
  return {
    _id: user.id,
    fullname: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isEmailVerified: user.emailVerifiedAt !== null,
    role: user.role,
    phonenumber: user.phone,
    isPhoneNumberVerified: user.phoneVerifiedAt !== null,
    profilePic: user.profilePic ? imageUrls(config, 'profile', user.profilePic) : null,
    marketingEmails: user.marketingEmails,
    smsJobAlerts: user.smsJobAlerts,
    pendingEmail: user.pendingEmail,
    locale: user.locale,
    serviceprovider: provider ? [{ _id: provider.id, verificationstatus: provider.verificationStatus as VerificationStatus }] : [],
    createdAt: user.createdAt.toISOString(),
  };
}
