// Account lockout: failed sign-ins are counted per email in the database, so neither a restart nor
// a second API instance resets them (the per-IP limiter in plugins/rate-limit.ts is the other layer).
// Unknown emails are counted the same way, so a lockout does not reveal which accounts exist.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginFailures } from '../../db/schema';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../plugins/errors';

function lockedError(until: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError(429, `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`);
}

/** Refuses a sign-in while the email is locked out, before the password is even checked; true if failures are on record. */
export async function assertNotLockedOut(ctx: AppContext, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.email, email));
  if (row?.lockedUntil && row.lockedUntil > new Date()) throw lockedError(row.lockedUntil);
  return row !== undefined;
}

/**
 * Counts one failure in a single statement (parallel attempts cannot slip past the count): failures
 * add up within the window, and reaching the limit locks the email for the same length of time.
 */
export async function recordLoginFailure(ctx: AppContext, email: string) {
  const { loginMaxFailures: max, loginLockoutMinutes: minutes } = ctx.config.rateLimits;
  const [row] = await queryRows<{ locked_until: Date | string | null }>(ctx.db, sql`
    insert into ${loginFailures} (email, failures, window_started_at, locked_until)
    values (${email}, 1, now(), ${max <= 1 ? sql`now() + make_interval(secs => ${minutes * 60})` : null})
    on conflict (email) do update set
      failures = case when ${loginFailures.windowStartedAt} > now() - make_interval(secs => ${minutes * 60}) then ${loginFailures.failures} + 1 else 1 end,
      window_started_at = case when ${loginFailures.windowStartedAt} > now() - make_interval(secs => ${minutes * 60}) then ${loginFailures.windowStartedAt} else now() end,
      locked_until = case
        when ${loginFailures.windowStartedAt} > now() - make_interval(secs => ${minutes * 60}) and ${loginFailures.failures} + 1 >= ${max}
        then now() + make_interval(secs => ${minutes * 60})
        else null end
    returning locked_until`);
  if (row?.locked_until) throw lockedError(new Date(row.locked_until));
}

/** A good sign-in or a password reset starts the count again. */
export async function clearLoginFailures(db: Tx, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
