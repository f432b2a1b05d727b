// Row locks that serialise one person's changes where a limit or a single default must hold
// under concurrent requests (saved addresses and cards, the wishlist).
import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema';

/** Locks the user's row until the transaction ends: their concurrent requests then take turns. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
