// Admins looking after accounts: search, a user's profile with verification states and bookings,
// deactivation (every session ends at once), reactivation and a fresh verification email.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserDetail, AdminUserListQuery, AdminUserPage, AdminUserSummary } from '@hearth/shared/admin/users/contract';
import type { BookingStatus } from '@hearth/shared/booking';
import type { VerificationStatus } from '@hearth/shared/constants';
import type { AppContext } from '../../../context';
import { bookings, serviceProviders, users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { inTransaction } from '../../../outbox/outbox';
import { recordAudit } from '../../events';
import { deactivateWithin, requestVerification } from '../../auth';
import { containing } from '../../../db/like-patterns';

type UserRow = typeof users.$inferSelect;

function toSummary(user: UserRow, provider: { verificationStatus: string } | null): AdminUserSummary {
  return {
    _id: user.id,
    fullname: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phonenumber: user.phone,
    role: user.role,
    isEmailVerified: user.emailVerifiedAt !== null,
    isPhoneNumberVerified: user.phoneVerifiedAt !== null,
    verificationstatus: (provider?.verificationStatus as VerificationStatus | undefined) ?? null,
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

function searchWhere(q: string): SQL {
  const pattern = containing(q);
  const matches = [ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)];
  // Phones are stored as +1XXXXXXXXXX: "(416) 555-0142" finds them by its digits.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) matches.push(sql`${users.phone} like ${`%${digits}%`}`);
  return or(...matches)!;
}

export async function listUsers(ctx: AppContext, q: AdminUserListQuery): Promise<AdminUserPage> {
  const where = and(
    q.q ? searchWhere(q.q) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.status === 'active' ? isNull(users.deactivatedAt) : q.status === 'deactivated' ? isNotNull(users.deactivatedAt) : undefined,
  );
  const order = q.sort === 'createdAt' ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ user: users, provider: { verificationStatus: serviceProviders.verificationStatus } })
      .from(users)
      .leftJoin(serviceProviders, eq(serviceProviders.userId, users.id))
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset((q.pageNo - 1) * q.size),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  const n = total?.n ?? 0;
  return { items: rows.map((r) => toSummary(r.user, r.provider)), pageNo: q.pageNo, size: q.size, total: n, pages: Math.max(1, Math.ceil(n / q.size)) };
}

async function findUser(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ user: users, provider: { id: serviceProviders.id, verificationStatus: serviceProviders.verificationStatus } })
    .from(users)
    .leftJoin(serviceProviders, eq(serviceProviders.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError(404, 'User not found');
  return row;
}

async function bookingCounts(ctx: AppContext, where: SQL) {
  const rows = await ctx.db.select({ status: bookings.status, n: count() }).from(bookings).where(where).groupBy(bookings.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<BookingStatus, number>>;
}

export async function userDetail(ctx: AppContext, userId: string): Promise<AdminUserDetail> {
  const { user, provider } = await findUser(ctx, userId);
  const [asCustomer, asProvider] = await Promise.all([
    bookingCounts(ctx, eq(bookings.customerId, userId)),
    provider ? bookingCounts(ctx, eq(bookings.providerId, provider.id)) : {},
  ]);
  const sum = (counts: Partial<Record<BookingStatus, number>>) => Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
  return {
    ...toSummary(user, provider),
    firstName: user.firstName,
    lastName: user.lastName,
    pendingEmail: user.pendingEmail,
    marketingEmails: user.marketingEmails,
    providerId: provider?.id ?? null,
    bookings: { asCustomer, asProvider, total: sum(asCustomer) + sum(asProvider) },
  };
}

/** Deactivation as the user's own (every session ends, logins refused), audited in the same transaction. */
export async function deactivateUser(ctx: AppContext, adminId: string, userId: string) {
  if (userId === adminId) throw new AppError(409, 'You cannot deactivate your own account');
  return inTransaction(ctx, async (tx) => {
    const deactivatedAt = await deactivateWithin(ctx, tx, userId);
    if (!deactivatedAt) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      throw exists ? new AppError(409, 'This account is already deactivated') : new AppError(404, 'User not found');
    }
    await recordAudit(tx, { actorId: adminId, action: 'user.deactivate', entity: 'user', entityId: userId, before: { deactivatedAt: null }, after: { deactivatedAt: deactivatedAt.toISOString() } });
    return { _id: userId, deactivatedAt: deactivatedAt.toISOString() };
  });
}

/** The account can sign in again; sessions ended by the deactivation stay ended. */
export async function reactivateUser(ctx: AppContext, adminId: string, userId: string) {
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new AppError(404, 'User not found');
    if (!before.deactivatedAt) throw new AppError(409, 'This account is already active');
    await tx.update(users).set({ deactivatedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, { actorId: adminId, action: 'user.reactivate', entity: 'user', entityId: userId, before: { deactivatedAt: before.deactivatedAt.toISOString() }, after: { deactivatedAt: null } });
    return { _id: userId, deactivatedAt: null };
  });
}

/** A new verification link, through the same path as the user's own request. */
export async function resendVerification(ctx: AppContext, adminId: string, userId: string) {
  const { user } = await findUser(ctx, userId);
  if (user.emailVerifiedAt) throw new AppError(409, 'This email is already verified');
  if (user.deactivatedAt) throw new AppError(409, 'Reactivate this account before sending it a verification email');
  await requestVerification(ctx, { id: userId });
  // requestVerification commits on its own; sending a link changes no account data, so the entry follows it.
  await recordAudit(ctx.db, { actorId: adminId, action: 'user.resend_verification', entity: 'user', entityId: userId, after: { email: user.email } });
  return { _id: userId, email: user.email };
}
