// Which providers may work: approved, and with a verified phone so customers and Hearth can reach them.
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { providerOf, requireApproved } from '../providers';

/** The provider behind a user, who must be approved and phone-verified to take jobs. */
export async function workingProvider(ctx: AppContext, userId: string) {
  return (await workingProviderOf(ctx, userId)).provider;
}

/** workingProvider with the provider's user row. */
export async function workingProviderOf(ctx: AppContext, userId: string) {
  const row = await providerOf(ctx.db, userId);
  requireApproved(row.provider);
  if (!row.user.phoneVerifiedAt) throw new AppError(403, 'Verify your phone number to receive bookings');
  return row;
}
