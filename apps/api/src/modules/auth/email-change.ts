// Changing the address an account signs in with: the current password proves the owner, the new
// address gets a link, and the account keeps its email until verifyEmail (service.ts) consumes it.
// Here, not in account/: the provider area's personal details change the email too, and account/
// already builds on providers/ (a rename sends an approved provider back to review).
import { and, eq, isNull } from 'drizzle-orm';
import type { ChangeEmailInput } from '@hearth/shared/account/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { inTransaction } from '../../outbox/outbox';
import { assertCurrentPassword } from './reauthenticate';
import { confirmNewEmail, emailChangeRequestedEmail } from './emails';
import { issueEmailToken } from './email-tokens';
import { findUserWithProvider } from './user-dto';

/** Pending email links of the user stop working (a newer request or a cancel replaces them). */
async function expireEmailChangeLinks(tx: Tx, userId: string) {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'change_email'), isNull(authTokens.usedAt)));
}

/**
 * Starts an email change: the current password proves it is the owner, the new address
 * gets a link, and the account keeps its email until that link is opened.
 */
export async function requestEmailChange(ctx: AppContext, userId: string, input: ChangeEmailInput & { email: string }, { refuseTakenNow = true } = {}) {
  const row = await findUserWithProvider(ctx.db, { id: userId });
  if (!row) throw new AppError(404, 'User not found');
  await assertCurrentPassword(ctx, row.user, input.password);
  if (input.email === row.user.email) throw new AppError(400, 'This is already your email address', { email: 'This is already your email address' });
  // `refuseTakenNow: false` leaves an address in use to be refused when its link is opened, so the
  // answer does not tell the caller which emails have an account.
  const taken = refuseTakenNow && (await findUserWithProvider(ctx.db, { email: input.email }));
  if (taken) throw new AppError(409, 'An account with this email already exists', { email: 'An account with this email already exists' });
  await inTransaction(ctx, async (tx) => {
    await expireEmailChangeLinks(tx, userId);
    await tx.update(users).set({ pendingEmail: input.email, updatedAt: new Date() }).where(eq(users.id, userId));
    const token = await issueEmailToken(ctx, tx, userId, 'change_email', input.email);
    await ctx.outbox.enqueue(tx, 'email', { to: input.email, ...confirmNewEmail(ctx.config, row.user.firstName, token, row.user.locale) });
    await ctx.outbox.enqueue(tx, 'email', { to: row.user.email, ...emailChangeRequestedEmail(ctx.config, row.user.firstName, input.email, row.user.locale) });
  });
}

export async function cancelEmailChange(ctx: AppContext, userId: string) {
  await ctx.db.transaction(async (tx) => {
    await expireEmailChangeLinks(tx, userId);
    await tx.update(users).set({ pendingEmail: null, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
