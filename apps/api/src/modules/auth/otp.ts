// Phone verification by SMS code: 6 random digits stored as an HMAC, valid 10 minutes, a new code at
// most once a minute, 5 wrong tries kill the code, and a cap per phone number per hour. Each rule is
// one conditional statement in the database, so parallel requests cannot get around it.
//
// Asking again is not asking for another code: Get OTP (send-otp) for the number whose code is still
// usable sends nothing and spends none of the hourly codes; it answers that code's expiry and when
// Resend opens. Only Resend (request-otp), once a minute has passed, texts a new code, and that new
// code counts against the hourly cap like any other.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@hearth/shared/constants';
import type { PendingOtp } from '@hearth/shared/auth/contract';
import type { Locale } from '@hearth/shared/locale';
import { normalizePhone } from '@hearth/shared/phone';
import type { AppContext } from '../../context';
import { otpSends, phoneVerifications, users } from '../../db/schema';
import { queryRows } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { hmac, newOtp, safeEqual } from './secrets';
import { otpSentMessage, otpStillValidMessage, otpText } from './emails';
import { inTransaction } from '../../outbox/outbox';

const PHONE_IN_USE = 'This phone number is already in use by another account';

function toPhone(raw: string) {
  const phone = normalizePhone(raw);
  if (!phone) throw new AppError(400, 'Phone number must be a 10-digit number', { phonenumber: 'Phone number must be a 10-digit number' });
  return phone;
}

const codeHash = (ctx: AppContext, userId: string, phone: string, code: string) => hmac(ctx.config.jwtSecret, `otp:${userId}:${phone}:${code}`);

/** The code the user can still enter (not used, not expired, tries left), if any. */
export async function pendingOtp(ctx: AppContext, userId: string): Promise<PendingOtp | null> {
  const [row] = await ctx.db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        sql`${phoneVerifications.consumedAt} is null and ${phoneVerifications.expiresAt} > now() and ${phoneVerifications.attempts} < ${OTP_MAX_ATTEMPTS}`,
      ),
    );
  if (!row) return null;
  return {
    phonenumber: row.phone,
    expiresAt: row.expiresAt.toISOString(),
    resendAvailableAt: new Date(row.lastSentAt.getTime() + OTP_RESEND_SECONDS * 1000).toISOString(),
  };
}

/**
 * Texts a code in the account's language and answers in `replyLocale`, the request's (the account
 * holder may be reading another language's page). `reuse` (Get OTP) answers the code still pending
 * for this number instead of sending another; without it (Resend) a new code replaces it.
 */
export async function sendOtp(ctx: AppContext, userId: string, rawPhone: string, replyLocale: Locale = 'en', { reuse = false } = {}): Promise<{ message: string; data: PendingOtp }> {
  const phone = toPhone(rawPhone);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), sql`${users.phoneVerifiedAt} is not null`));
  if (owner && owner.id === userId) throw new AppError(400, 'This phone number is already verified on your account');
  if (owner) throw new AppError(409, PHONE_IN_USE, { phonenumber: PHONE_IN_USE });

  if (reuse) {
    // The code already sent still works: asking again (a reload, a second tap) neither texts nor
    // spends one of the number's hourly codes.
    const pending = await pendingOtp(ctx, userId);
    if (pending?.phonenumber === phone) return { message: otpStillValidMessage(phone, replyLocale), data: pending };
  }

  const [sent] = await ctx.db
    .select({ n: count() })
    .from(otpSends)
    .where(and(eq(otpSends.phone, phone), gt(otpSends.createdAt, sql`now() - interval '1 hour'`)));
  if ((sent?.n ?? 0) >= ctx.config.rateLimits.otpSendsPerPhonePerHour) {
    throw new AppError(429, 'Too many codes were sent to this number. Please try again in an hour.');
  }

  const code = newOtp(OTP_LENGTH);
  const hash = codeHash(ctx, userId, phone, code);
  const issued = await inTransaction(ctx, async (tx) => {
    // Insert, or replace the previous code only if it is at least a minute old or was already used
    // (a user changing to another number right after verifying one): one statement decides.
    const rows = await queryRows<{ user_id: string }>(tx, sql`
      insert into ${phoneVerifications} (user_id, phone, code_hash, attempts, expires_at, last_sent_at, consumed_at)
      values (${userId}, ${phone}, ${hash}, 0, now() + make_interval(mins => ${OTP_TTL_MINUTES}), now(), null)
      on conflict (user_id) do update set
        phone = excluded.phone, code_hash = excluded.code_hash, attempts = 0,
        expires_at = excluded.expires_at, last_sent_at = now(), consumed_at = null
      where ${phoneVerifications}.last_sent_at <= now() - make_interval(secs => ${OTP_RESEND_SECONDS})
         or ${phoneVerifications}.consumed_at is not null
      returning user_id`);
    if (rows.length === 0) return false;
    await tx.insert(otpSends).values({ userId, phone });
    const [account] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    await ctx.outbox.enqueue(tx, 'sms', { to: phone, body: otpText(code, account?.locale) });
    return true;
  });
  if (!issued) {
    const [last] = await ctx.db.select({ at: phoneVerifications.lastSentAt }).from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    const wait = last ? Math.max(1, OTP_RESEND_SECONDS - Math.floor((Date.now() - last.at.getTime()) / 1000)) : OTP_RESEND_SECONDS;
    throw new AppError(429, `Please wait ${wait} seconds before requesting a new OTP`);
  }
  const pending = await pendingOtp(ctx, userId);
  if (!pending) throw new Error('The code just issued is not pending');
  return { message: otpSentMessage(phone, replyLocale), data: pending };
}

export async function verifyOtp(ctx: AppContext, userId: string, rawPhone: string, otp: string): Promise<void> {
  const phone = toPhone(rawPhone);
  // Count the attempt before comparing, in the same statement that checks the code is still usable.
  const [row] = await queryRows<{ phone: string; code_hash: string; attempts: number }>(ctx.db, sql`
    update ${phoneVerifications} set attempts = attempts + 1
    where user_id = ${userId} and consumed_at is null and expires_at > now() and attempts < ${OTP_MAX_ATTEMPTS}
    returning phone, code_hash, attempts`);
  if (!row) {
    const [state] = await ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    if (!state || state.consumedAt) throw new AppError(400, 'Please request an OTP first');
    if (state.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(429, 'Too many incorrect attempts. Please request a new OTP.');
    throw new AppError(400, 'OTP has expired. Please request a new one.');
  }
  if (row.phone !== phone) throw new AppError(400, 'This OTP was sent to a different phone number');
  if (!safeEqual(row.code_hash, codeHash(ctx, userId, phone, otp))) {
    const left = OTP_MAX_ATTEMPTS - row.attempts;
    throw new AppError(400, left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` : 'Invalid OTP. Please request a new one.');
  }
  try {
    await inTransaction(ctx, async (tx) => {
      const consumed = await tx
        .update(phoneVerifications)
        .set({ consumedAt: new Date() })
        .where(and(eq(phoneVerifications.userId, userId), sql`${phoneVerifications.consumedAt} is null`))
        .returning({ userId: phoneVerifications.userId });
      if (consumed.length === 0) throw new AppError(400, 'Please request an OTP first');
      await tx.update(users).set({ phone, phoneVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, PHONE_IN_USE, { phonenumber: PHONE_IN_USE });
    throw err;
  }
}
