// Accounts and credentials: sign-up (customer, provider), login, email verification, password reset,
// unsubscribe and deactivation. Single-use tokens are consumed by one conditional UPDATE. Answers to
// anonymous callers never tell whether an email has an account: sign-up with a taken email tells
// the owner instead, and reset or verification links are looked up and sent by the outbox worker.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@hearth/shared/locale';
import type { ProviderSignupInput, SignupInput } from '@hearth/shared/auth/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { authTokens, providerServices, serviceProviders, services, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { signAccessToken, type AuthUser } from '../../plugins/auth';
import { findUserWithProvider, toUserDto } from './user-dto';
import { hashPassword, verifyPassword } from './passwords';
import { readUnsubscribeToken, sha256 } from './secrets';
import { consumeEmailToken, consumeEmailTokenRow, expireResetLinks, issueEmailToken } from './email-tokens';
import { emailChangedEmail, resetPasswordEmail, signupAttemptEmail, verificationEmail } from './emails';
import { inTransaction } from '../../outbox/outbox';
import { revokeSockets } from '../events';
import { assertNotLockedOut, clearLoginFailures, recordLoginFailure } from './lockout';
import type { IdentityJob } from './identity-job';

const EMAIL_TAKEN = 'An account with this email already exists';
export const SIGNUP_MESSAGE = 'Account created. Check your email to verify your address.';
const BAD_LINK = { verify_email: 'This verification link is invalid or has expired', reset_password: 'This reset link is invalid or has expired' };

type CatalogueService = { id: string; name: string };

type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'customer' | 'serviceprovider';
  locale: Locale;
  provider?: { services: CatalogueService[]; languages: string[] };
};

/**
 * Creates the account, or, when the email already has one, tells its owner by email instead. The
 * caller gets the same answer either way (the password is hashed either way too, so the time
 * matches), so sign-up cannot be used to find out who has an account.
 */
async function createAccount(ctx: AppContext, input: NewAccount): Promise<void> {
  const passwordHash = await hashPassword(ctx.config, input.password);
  await inTransaction(ctx, async (tx) => {
    // The unique index decides between two sign-ups racing for one email.
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: input.role, locale: input.locale })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale });
    if (!user) {
      // In the owner's language, not the language of whoever tried the sign-up.
      const [owner] = await tx.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.email, input.email));
      if (owner) await ctx.outbox.enqueue(tx, 'email', { to: owner.email, ...signupAttemptEmail(ctx.config, owner.firstName, owner.locale) });
      return;
    }
    if (input.provider) {
      const { services: chosen, languages } = input.provider;
      const [provider] = await tx
        .insert(serviceProviders)
        .values({ userId: user.id, requestedServices: chosen.map((service) => service.name), languages })
        .returning({ id: serviceProviders.id });
      // The services chosen here are the ones the provider offers until they change them in Category;
      // matching only reads them once the provider is approved.
      await tx.insert(providerServices).values(chosen.map((service) => ({ providerId: provider!.id, serviceId: service.id })));
    }
    const token = await issueEmailToken(ctx, tx, user.id, 'verify_email');
    await ctx.outbox.enqueue(tx, 'email', { to: user.email, ...verificationEmail(ctx.config, user.firstName, token, user.locale) });
  });
}

export function signupCustomer(ctx: AppContext, input: SignupInput & { locale: Locale }) {
  return createAccount(ctx, { ...input, role: 'customer' });
}

/**
 * Providers pick from the live catalogue, in the language of the page they sign up on; names are
 * matched case-insensitively in English or French; the English names are what the admin console
 * shows as asked for at sign-up.
 */
async function catalogueServices(ctx: AppContext, requested: string[]): Promise<CatalogueService[]> {
  const rows = await ctx.db.select({ id: services.id, name: services.name, nameFr: services.nameFr }).from(services).where(eq(services.active, true));
  const byLower = new Map(rows.flatMap((r): Array<[string, CatalogueService]> => [[r.name.toLowerCase(), r], ...(r.nameFr ? [[r.nameFr.toLowerCase(), r] as [string, CatalogueService]] : [])]));
  const unknown = requested.filter((n) => !byLower.has(n.toLowerCase()));
  if (unknown.length) {
    const message = `Unknown service: ${unknown.join(', ')}. Choose services from our catalogue.`;
    throw new AppError(400, message, { service: message });
  }
  const chosen = new Map(requested.map((n) => byLower.get(n.toLowerCase())!).map((service) => [service.id, { id: service.id, name: service.name }]));
  return [...chosen.values()];
}

export async function signupProvider(ctx: AppContext, input: ProviderSignupInput & { locale: Locale }) {
  // Providers give one full name; the first word is what emails greet them with.
  const [firstName = input.name, ...rest] = input.name.split(/\s+/);
  return createAccount(ctx, {
    email: input.email,
    password: input.password,
    firstName,
    lastName: rest.join(' '),
    role: 'serviceprovider',
    locale: input.locale,
    provider: { services: await catalogueServices(ctx, input.service), languages: [...new Set(input.language)] },
  });
}

export async function login(ctx: AppContext, email: string, password: string) {
  const earlierFailures = await assertNotLockedOut(ctx, email);
  const row = await findUserWithProvider(ctx.db, { email });
  const valid = await verifyPassword(ctx.config, row?.user.passwordHash ?? null, password);
  // One message for unknown email and wrong password: it must not reveal which accounts exist.
  if (!row || !valid) {
    await recordLoginFailure(ctx, email);
    throw new AppError(401, 'Invalid email or password');
  }
  if (earlierFailures) await clearLoginFailures(ctx.db, email);
  if (row.user.deactivatedAt) throw new AppError(403, 'This account has been deactivated');
  const { token, expiresIn } = await signAccessToken(ctx, row.user);
  return { token, expiresIn, user: toUserDto(ctx.config, row.user, row.provider) };
}

/** A new token for the same session: it keeps the session's start, so the session's lifetime is not extended. */
export async function refreshToken(ctx: AppContext, caller: AuthUser) {
  const row = await findUserWithProvider(ctx.db, { id: caller.id });
  if (!row) throw new AppError(401, 'Please sign in to continue.');
  return signAccessToken(ctx, row.user, caller.sessionStartedAt);
}

/**
 * Opens an emailed verification link: either the sign-up one, or the one sent to a new address,
 * which makes that address the account's email. Says which it was.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<'verified' | 'changed'> {
  if (await confirmEmailChange(ctx, token)) return 'changed';
  const userId = await consumeEmailToken(ctx.db, token, 'verify_email');
  if (!userId) {
    // Opening the same link again (a reload, a mail scanner) after it worked is still a success.
    const [used] = await ctx.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, 'verify_email'), sql`${authTokens.usedAt} is not null`));
    if (used?.verifiedAt) return 'verified';
    throw new AppError(400, BAD_LINK.verify_email);
  }
  await ctx.db.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId));
  return 'verified';
}

/** The change_email half of verifyEmail: true when the token was one (and the change happened). */
async function confirmEmailChange(ctx: AppContext, token: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const row = await consumeEmailTokenRow(tx, token, 'change_email');
    if (!row?.newEmail) return false;
    const [before] = await tx.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, row.userId));
    // Only the latest request counts: a link for an address the customer since replaced or cancelled does nothing.
    const changed = await tx
      .update(users)
      .set({ email: row.newEmail, emailVerifiedAt: new Date(), pendingEmail: null, updatedAt: new Date() })
      .where(and(eq(users.id, row.userId), eq(users.pendingEmail, row.newEmail)))
      .returning({ id: users.id })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new AppError(409, EMAIL_TAKEN);
        throw err;
      });
    if (changed.length === 0) throw new AppError(400, 'This link was replaced by a newer request or cancelled');
    if (before) await ctx.outbox.enqueue(tx, 'email', { to: before.email, ...emailChangedEmail(before.firstName, row.newEmail, before.locale) });
    return true;
  });
}

/** Sends a new verification link if the account exists and still needs one (a signed-in caller, an admin, or the outbox worker). */
export async function requestVerification(ctx: AppContext, who: { id: string } | { email: string }) {
  const row = await findUserWithProvider(ctx.db, who);
  if (!row || row.user.emailVerifiedAt || row.user.deactivatedAt) return;
  await inTransaction(ctx, async (tx) => {
    const token = await issueEmailToken(ctx, tx, row.user.id, 'verify_email');
    await ctx.outbox.enqueue(tx, 'email', { to: row.user.email, ...verificationEmail(ctx.config, row.user.firstName, token, row.user.locale) });
  });
}

/**
 * What an anonymous caller's request does at once: one outbox row, whether or not the email has an
 * account, so neither the answer nor its time tells which accounts exist.
 */
export async function requestEmailedLink(ctx: AppContext, job: IdentityJob) {
  await inTransaction(ctx, (tx) => ctx.outbox.enqueue(tx, 'identity', job));
}

/** The outbox worker's half of `requestEmailedLink`: sends the link, or nothing for an unknown or deactivated account. */
export async function runIdentityJob(ctx: AppContext, job: IdentityJob) {
  if (job.kind === 'verify-email') return requestVerification(ctx, { email: job.email });
  const row = await findUserWithProvider(ctx.db, { email: job.email });
  if (!row || row.user.deactivatedAt) return;
  await inTransaction(ctx, async (tx) => {
    await expireResetLinks(tx, row.user.id);
    const token = await issueEmailToken(ctx, tx, row.user.id, 'reset_password');
    await ctx.outbox.enqueue(tx, 'email', { to: row.user.email, ...resetPasswordEmail(ctx.config, row.user.firstName, token, row.user.locale) });
  });
}

/** The reset page checks its link before showing the form. */
export async function checkResetToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ email: users.email })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, 'reset_password'), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new AppError(400, BAD_LINK.reset_password);
  return { email: row.email };
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const passwordHash = await hashPassword(ctx.config, newPassword);
  await inTransaction(ctx, async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    if (!userId) throw new AppError(400, BAD_LINK.reset_password);
    await expireResetLinks(tx, userId);
    // The link proved the mailbox, so the email counts as verified; old sessions end, and a lockout
    // from someone guessing the old password ends too.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (user) await clearLoginFailures(tx, user.email);
    await revokeSockets(ctx, tx, userId);
  });
}

function unsubscribeUserId(ctx: AppContext, token: string) {
  const userId = readUnsubscribeToken(ctx.config.jwtSecret, token);
  if (!userId) throw new AppError(400, 'This unsubscribe link is invalid');
  return userId;
}

export async function emailForUnsubscribe(ctx: AppContext, token: string) {
  const [row] = await ctx.db.select({ email: users.email, marketingEmails: users.marketingEmails }).from(users).where(eq(users.id, unsubscribeUserId(ctx, token)));
  if (!row) throw new AppError(400, 'This unsubscribe link is invalid');
  return row;
}

export async function unsubscribe(ctx: AppContext, token: string) {
  const updated = await ctx.db.update(users).set({ marketingEmails: false, updatedAt: new Date() }).where(eq(users.id, unsubscribeUserId(ctx, token))).returning({ id: users.id });
  if (updated.length === 0) throw new AppError(400, 'This unsubscribe link is invalid');
}

/** Sign out everywhere: the token version moves on, so every token issued so far stops working and open sockets close. */
export async function logoutEverywhere(ctx: AppContext, userId: string) {
  await inTransaction(ctx, async (tx) => {
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeSockets(ctx, tx, userId);
  });
}

/** Deactivation ends every session at once (token version) and blocks future logins. */
export async function deactivate(ctx: AppContext, userId: string) {
  await inTransaction(ctx, (tx) => deactivateWithin(ctx, tx, userId));
}

/**
 * Deactivation inside the caller's transaction (an admin's adds its audit entry): the token version
 * moves on, so every session and socket ends, logins are refused and reset links stop working.
 * Null when it already was.
 */
export async function deactivateWithin(ctx: AppContext, tx: Tx, userId: string): Promise<Date | null> {
  const [done] = await tx
    .update(users)
    .set({ deactivatedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning({ deactivatedAt: users.deactivatedAt });
  if (!done) return null;
  await expireResetLinks(tx, userId);
  await revokeSockets(ctx, tx, userId);
  return done.deactivatedAt;
}
