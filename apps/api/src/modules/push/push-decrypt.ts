// What a browser does with a Web Push message, written from the RFCs with node:crypto alone: make a
// device's keys, and decrypt a message sent to it (RFC 8291 keys, RFC 8188 aes128gcm records). It
// shares no code with web-push, so the simulated devices and the tests check our sending independently.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** A simulated browser's keys, base64url as `PushSubscription.toJSON()` gives them, plus its private key. */
export interface DeviceKeys {
  /** The uncompressed P-256 public key (65 bytes). */
  p256dh: string;
  /** The 16-byte authentication secret. */
  auth: string;
  /** The P-256 private key (32 bytes); never leaves the device (or the server that simulates it). */
  privateKey: string;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const bytesOf = (text: string) => Buffer.from(text, 'base64url');

export function generateDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)), privateKey: b64url(ecdh.getPrivateKey()) };
}

export class PushDecryptError extends Error {}

const TAG_BYTES = 16;

/**
 * The plaintext of an aes128gcm push body (RFC 8188 §2: salt, record size, key id, records), with the
 * key id holding the sender's public key and the keys derived as RFC 8291 §3.4 says.
 */
export function decryptPush(body: Buffer, device: Pick<DeviceKeys, 'p256dh' | 'auth' | 'privateKey'>): Buffer {
  if (body.length < 21) throw new PushDecryptError('The body is shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (recordSize < TAG_BYTES + 2) throw new PushDecryptError('The record size is too small');
  if (idLength !== 65) throw new PushDecryptError('The key id is not a P-256 public key');
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length === 0) throw new PushDecryptError('The body has no records');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(bytesOf(device.privateKey));
  const devicePublic = bytesOf(device.p256dh);
  const sharedSecret = ecdh.computeSecret(senderPublic);
  // RFC 8291 §3.3: the auth secret salts the shared secret, bound to both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, bytesOf(device.auth), keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const parts: Buffer[] = [];
  let sequence = 0;
  for (let offset = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    if (record.length <= TAG_BYTES) throw new PushDecryptError('A record is too short');
    // RFC 8188 §2.3: the record's sequence number, XORed into the last bytes of the nonce.
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new PushDecryptError('A record does not decrypt with this device’s keys');
    }
    // Padding: the content, one delimiter (2 on the last record, 1 before), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new PushDecryptError('A record has no valid padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}
