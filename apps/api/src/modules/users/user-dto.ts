// The one place a user row becomes the wire `User` of spec §3.
import type { User } from '@hearth/shared/api-types';
import type { VerificationStatus } from '@hearth/shared/constants';
import type { Config } from '../../config';
import type { serviceProviders, users } from '../../db/schema';
import { imageUrls } from '../../plugins/uploads';

type UserRow = typeof users.$inferSelect;
type ProviderRow = Pick<typeof serviceProviders.$inferSelect, 'id' | 'verificationStatus'>;

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
