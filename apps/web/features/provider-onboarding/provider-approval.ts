// Whether an admin has approved the provider: onboarding's verification ends there, and the
// provider area opens its full menu from then on.
import type { User } from '@hearth/shared/account/contract';

export function isApprovedProvider(user: User): boolean {
  return user.serviceprovider[0]?.verificationstatus === 'approved';
}
