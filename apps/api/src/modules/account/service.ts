// The signed-in person's own account: profile, picture, password, email and preferences.
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@hearth/shared/locale';
import type { ChangeEmailInput, ChangePasswordInput, EmailPreferencesInput, JobAlertPreferencesInput, ProfileNameInput } from '@hearth/shared/account/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { signAccessToken } from '../../plugins/auth';
import { deleteImageVariants, storeImageVariants } from '../../plugins/uploads';
import {
  assertCurrentPassword,
  cancelEmailChange as cancelPendingEmail,
  expireResetLinks,
  findUserWithProvider,
  hashPassword,
  passwordChangedEmail,
  requestEmailChange as sendEmailChangeLink,
  toUserDto,
} from '../auth';
import { revokeSockets } from '../events';
import { inTransaction } from '../../outbox/outbox';
import { reviewProviderRename } from '../providers';

export async function getProfile(ctx: AppContext, userId: string) {
  const row = await findUserWithProvider(ctx.db, { id: userId });
  if (!row) throw new AppError(404, 'User not found');
  return toUserDto(ctx.config, row.user, row.provider);
}

export async function updateProfileName(ctx: AppContext, userId: string, input: ProfileNameInput) {
  await inTransaction(ctx, async (tx) => {
    // An approved provider's legal name is part of the identity an admin checked.
    await reviewProviderRename(ctx, tx, userId, input.firstname, input.lastname);
    await tx.update(users).set({ firstName: input.firstname, lastName: input.lastname, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  return getProfile(ctx, userId);
}

export async function setProfilePicture(ctx: AppContext, userId: string, image: Buffer) {
  const name = await storeImageVariants(ctx, 'profile', image);
  const [previous] = await ctx.db.select({ pic: users.profilePic }).from(users).where(eq(users.id, userId));
  await ctx.db.update(users).set({ profilePic: name, updatedAt: new Date() }).where(eq(users.id, userId));
  if (previous?.pic) await deleteImageVariants(ctx, 'profile', previous.pic);
  return getProfile(ctx, userId);
}

export async function removeProfilePicture(ctx: AppContext, userId: string) {
  const [previous] = await ctx.db.select({ pic: users.profilePic }).from(users).where(eq(users.id, userId));
  await ctx.db.update(users).set({ profilePic: null, updatedAt: new Date() }).where(eq(users.id, userId));
  if (previous?.pic) await deleteImageVariants(ctx, 'profile', previous.pic);
  return getProfile(ctx, userId);
}

/**
 * Changes the password, signs out every other session (token version), voids reset links and
 * returns a token that starts a new session (the caller has just proved the password again).
 */
export async function changePassword(ctx: AppContext, userId: string, input: ChangePasswordInput) {
  const row = await findUserWithProvider(ctx.db, { id: userId });
  if (!row) throw new AppError(404, 'User not found');
  await assertCurrentPassword(ctx, row.user, input.oldpassword, 'oldpassword', 'Current password is incorrect');
  if (input.oldpassword === input.newpassword) {
    throw new AppError(400, 'New password must be different from the current one', { newpassword: 'New password must be different from the current one' });
  }
  const passwordHash = await hashPassword(ctx.config, input.newpassword);
  const updated = await inTransaction(ctx, async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await expireResetLinks(tx, userId);
    await ctx.outbox.enqueue(tx, 'email', { to: row.user.email, ...passwordChangedEmail(row.user.firstName, row.user.locale) });
    await revokeSockets(ctx, tx, userId);
    return u!;
  });
  return signAccessToken(ctx, updated);
}

/** Starts an email change (see auth/email-change.ts) and answers with the profile showing it pending. */
export async function requestEmailChange(ctx: AppContext, userId: string, input: ChangeEmailInput & { email: string }) {
  await sendEmailChangeLink(ctx, userId, input);
  return getProfile(ctx, userId);
}

export async function cancelEmailChange(ctx: AppContext, userId: string) {
  await cancelPendingEmail(ctx, userId);
  return getProfile(ctx, userId);
}

export async function setJobAlertPreferences(ctx: AppContext, userId: string, input: JobAlertPreferencesInput) {
  await ctx.db.update(users).set({ smsJobAlerts: input.smsJobAlerts, updatedAt: new Date() }).where(eq(users.id, userId));
  return getProfile(ctx, userId);
}

export async function setEmailPreferences(ctx: AppContext, userId: string, input: EmailPreferencesInput) {
  await ctx.db.update(users).set({ marketingEmails: input.marketingEmails, updatedAt: new Date() }).where(eq(users.id, userId));
  return getProfile(ctx, userId);
}

/**
 * The language the account reads Hearth in when a request does not say (emails, texts, the API's
 * answers to apps that send no Accept-Language). The next request sees it: the token check reads
 * the user row every time.
 */
export async function setLocale(ctx: AppContext, userId: string, locale: Locale) {
  await ctx.db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
  return { locale };
}
