// Single-use tokens sent by email (verify the address, reset the password, confirm a new address):
// issued, consumed once, expired. Sign-up and email changes both issue them, so they sit below
// service.ts and email-change.ts rather than in either.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { authTokens } from '../../db/schema';
import { newToken, sha256 } from './secrets';

const VERIFY_EMAIL_TTL_MS = 48 * 3600_000;
const RESET_PASSWORD_TTL_MS = 3600_000;

type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

/** A single-use emailed token; `newEmail` is the address a change_email link confirms. */
export async function issueEmailToken(ctx: AppContext, tx: Tx, userId: string, purpose: TokenPurpose, newEmail: string | null = null) {
  const { token, hash } = newToken();
  const ttl = purpose === 'reset_password' ? RESET_PASSWORD_TTL_MS : VERIFY_EMAIL_TTL_MS;
  await tx.insert(authTokens).values({ userId, purpose, tokenHash: hash, newEmail, expiresAt: new Date(Date.now() + ttl) });
  return token;
}

/**
 * Unused reset links of the user stop working: a newer link replaces them, and a new password, a
 * used link or a deactivation makes them pointless (and a leaked one dangerous).
 */
export async function expireResetLinks(tx: Tx, userId: string) {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset_password'), isNull(authTokens.usedAt)));
}

/** Marks a single-use token used and returns its user, or null if unknown, used or expired. */
export async function consumeEmailToken(tx: Tx, token: string, purpose: TokenPurpose) {
  const row = await consumeEmailTokenRow(tx, token, purpose);
  return row?.userId ?? null;
}

/** consumeEmailToken with the new address a change_email link confirms. */
export async function consumeEmailTokenRow(tx: Tx, token: string, purpose: TokenPurpose) {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  return row ?? null;
}
