// A customer's saved addresses: at most one default (a partial unique index keeps it so), the
// first one saved becomes it, and deleting the default hands it to the newest remaining address.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES } from '@hearth/shared/account';
import type { SavedAddress, SavedAddressInput } from '@hearth/shared/addresses/contract';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { customerAddresses } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { lockUser } from '../../db/locks';

type Row = typeof customerAddresses.$inferSelect;
type Input = Required<SavedAddressInput>;

const NOT_FOUND = 'Address not found';

function toSavedAddress(r: Row): SavedAddress {
  return {
    _id: r.id,
    name: r.name,
    phonenumber: r.phone,
    street: r.street,
    city: r.city,
    province: r.province as ProvinceCode,
    country: r.country,
    postcode: r.postcode,
    isDefault: r.isDefault,
    createdAt: r.createdAt.toISOString(),
  };
}

const columns = (input: Input) => ({
  name: input.name,
  phone: input.phonenumber,
  street: input.street,
  city: input.city,
  province: input.province,
  country: input.country,
  postcode: input.postcode,
});

export async function listAddresses(db: Tx, userId: string): Promise<SavedAddress[]> {
  const rows = await db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId)).orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(toSavedAddress);
}

async function clearDefault(tx: Tx, userId: string) {
  await tx.update(customerAddresses).set({ isDefault: false }).where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));
}

export async function createAddress(ctx: AppContext, userId: string, input: Input): Promise<SavedAddress> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(customerAddresses).where(eq(customerAddresses.userId, userId))) as [{ count: number }];
    if (count >= MAX_SAVED_ADDRESSES) throw new AppError(409, `You can save up to ${MAX_SAVED_ADDRESSES} addresses`);
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx.insert(customerAddresses).values({ userId, ...columns(input), isDefault }).returning();
    return toSavedAddress(row!);
  });
}

export async function updateAddress(ctx: AppContext, userId: string, id: string, input: Input): Promise<SavedAddress> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (input.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...columns(input), ...(input.isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
      .returning();
    if (!row) throw new AppError(404, NOT_FOUND);
    return toSavedAddress(row);
  });
}

export async function deleteAddress(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [gone] = await tx.delete(customerAddresses).where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId))).returning();
    if (!gone) throw new AppError(404, NOT_FOUND);
    if (gone.isDefault) {
      const [next] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.userId, userId)).orderBy(desc(customerAddresses.createdAt)).limit(1);
      if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
    }
  });
}

export async function makeDefaultAddress(ctx: AppContext, userId: string, id: string): Promise<SavedAddress[]> {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [mine] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)));
    if (!mine) throw new AppError(404, NOT_FOUND);
    await clearDefault(tx, userId);
    await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, id));
  });
  return listAddresses(ctx.db, userId);
}
