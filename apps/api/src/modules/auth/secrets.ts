// Random single-use tokens (stored only as hashes) and stateless signed tokens for unsubscribe links.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Six random digits, uniformly drawn. */
export function newOtp(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** `<userId>.<signature>`: works for the life of the account, reveals nothing but the id. */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${hmac(secret, `unsubscribe:${userId}`)}`;
}

export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return null;
  const userId = Buffer.from(encoded, 'base64url').toString();
  return /^[0-9a-f-]{36}$/i.test(userId) && safeEqual(signature, hmac(secret, `unsubscribe:${userId}`)) ? userId : null;
}
