// Re-authentication for what moves money or identity (password, email, payout bank account): the
// caller proves they know the current password, and wrong guesses count toward the same per-email
// lockout as sign-in, so a stolen session cannot be used to guess the password at leisure.
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { verifyPassword } from './passwords';
import { assertNotLockedOut, clearLoginFailures, recordLoginFailure } from './lockout';

/**
 * Throws 400 with `{ [field]: message }` when the password is wrong (or missing), or 429 while the
 * account's email is locked out (including when this guess is the one that locks it).
 */
export async function assertCurrentPassword(
  ctx: AppContext,
  user: { email: string; passwordHash: string },
  password: string | undefined | null,
  field = 'password',
  message = 'Password is incorrect',
): Promise<void> {
  const earlierFailures = await assertNotLockedOut(ctx, user.email);
  if (!password) throw new AppError(400, 'Enter your current password to confirm this change', { [field]: 'Enter your current password to confirm this change' });
  if (!(await verifyPassword(ctx.config, user.passwordHash, password))) {
    await recordLoginFailure(ctx, user.email);
    throw new AppError(400, message, { [field]: message });
  }
  if (earlierFailures) await clearLoginFailures(ctx.db, user.email);
}
