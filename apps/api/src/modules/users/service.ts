// The signed-in user's own account: profile, picture and password.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@hearth/shared/locale';
import type { ChangePasswordInput } from '@hearth/shared/schemas/auth';
import type { ProfileNameInput } from '@hearth/shared/schemas/profile';
import type { ChangeEmailInput, EmailPreferencesInput, JobAlertPreferencesInput } from '@hearth/shared/schemas/account';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { authTokens, serviceProviders, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { signAccessToken } from '../../plugins/auth';
import { deleteImageVariants, storeImageVariants } from '../../plugins/uploads';
import { hashPassword } from '../auth/passwords';
import { assertCurrentPassword } from '../auth/reauthenticate';
import { confirmNewEmail, emailChangeRequestedEmail, passwordChangedEmail } from '../auth/emails';
import { expireResetLinks, issueEmailToken } from '../auth/email-tokens';
import { toUserDto } from './user-dto';
import { revokeSockets } from '../notifications/service';
import { inTransaction } from '../../outbox/outbox';
import { reviewProviderRename } from '../providers/identity';

export async function findUserWithProvider(db: Tx, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ user: users, provider: { id: serviceProviders.id, verificationStatus: serviceProviders.verificationStatus } })
    .from(users)
    .leftJoin(serviceProviders, eq(serviceProviders.userId, users.id))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row ?? null;
}

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
  return getProfile(ctx, userId);
}

export async function cancelEmailChange(ctx: AppContext, userId: string) {
  await ctx.db.transaction(async (tx) => {
    await expireEmailChangeLinks(tx, userId);
    await tx.update(users).set({ pendingEmail: null, updatedAt: new Date() }).where(eq(users.id, userId));
  });
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
