// Social Insurance Numbers are encrypted at rest (AES-256-GCM) and only ever shown masked. A keyed
// fingerprint beside the ciphertext finds two accounts with the same number without decrypting either.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export function encryptSin(key: Buffer, sin: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(sin, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

export function decryptSin(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable SIN ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

/** ***-***-123 */
export const maskSin = (last3: string | null) => (last3 ? `***-***-${last3}` : null);

// The fingerprint key is derived from the encryption key under its own label, so the encryption key
// itself never doubles as a MAC key.
const fingerprintKeys = new WeakMap<Buffer, Buffer>();
function fingerprintKey(dataKey: Buffer) {
  let key = fingerprintKeys.get(dataKey);
  if (!key) fingerprintKeys.set(dataKey, (key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'hearth/sin-fingerprint/v1', 32))));
  return key;
}

/**
 * HMAC-SHA256 of the SIN's digits: equal for "123-456-782" and "123 456 782", and, unlike a plain
 * hash, not something anyone without the key can compute for each of the billion possible numbers.
 */
export function sinFingerprint(dataKey: Buffer, sin: string): string {
  return createHmac('sha256', fingerprintKey(dataKey)).update(sin.replace(/\D/g, '')).digest('hex');
}
