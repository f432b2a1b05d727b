// Checks a push request's VAPID Authorization header (RFC 8292) as a push service does: an ES256 JWT
// signed by the key in `k`, for this push service's origin, not expired. Used by the simulated
// devices' route and the tests' push service stub, with node:crypto alone (not web-push).
import { createPublicKey, verify } from 'node:crypto';

export type VapidCheck = { ok: true; publicKey: string; subject: string } | { ok: false; reason: string };

/** RFC 8292 §2: a push service may refuse a token that expires more than 24 hours ahead. */
const MAX_LIFETIME_SECONDS = 24 * 3600;

function json(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function checkVapid(authorization: string | undefined, audience: string, now = Date.now()): VapidCheck {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { ok: false, reason: 'no vapid t=…, k=… authorization' };
  const [, token, k] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const header = json(head);
  const claims = json(body);
  if (header?.alg !== 'ES256') return { ok: false, reason: 'the token is not ES256' };
  if (!claims) return { ok: false, reason: 'the token claims are not JSON' };
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { ok: false, reason: 'k is not an uncompressed P-256 key' };
  let key;
  try {
    key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  } catch {
    return { ok: false, reason: 'k is not a point on P-256' };
  }
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return { ok: false, reason: 'the signature does not match k' };
  if (claims.aud !== audience) return { ok: false, reason: `aud is ${String(claims.aud)}, not ${audience}` };
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return { ok: false, reason: 'the token has expired' };
  if (claims.exp > seconds + MAX_LIFETIME_SECONDS) return { ok: false, reason: 'the token lives longer than 24 hours' };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return { ok: false, reason: 'sub is not a mailto: or https: contact' };
  return { ok: true, publicKey: k, subject: claims.sub };
}
