// Argon2id password hashing (OWASP-recommended parameters by default: 19 MiB, 2 iterations).
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config';

export function hashPassword(config: Config, password: string): Promise<string> {
  return hash(password, { memoryCost: config.passwordHash.memoryCost, timeCost: config.passwordHash.timeCost, parallelism: 1 });
}

let dummyHash: Promise<string> | null = null;

/** Always spends one hash's time, even for unknown emails, so timing does not reveal which accounts exist. */
export async function verifyPassword(config: Config, storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(config, 'hearth-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
