// Services a customer saved for later. Saving twice or removing twice changes nothing; a service
// taken out of the catalogue stays saved but is not listed until it comes back.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS } from '@hearth/shared/account';
import type { Paged } from '@hearth/shared/wire';
import type { WishlistItem } from '@hearth/shared/wishlist/contract';
import type { Locale } from '@hearth/shared/locale';
import type { AppContext } from '../../context';
import { services, wishlistItems } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { toServiceCard } from '../catalog';
import { scheduleWishlistReminder } from '../marketing';
import { inTransaction } from '../../outbox/outbox';
import { lockUser } from '../../db/locks';

const listed = (userId: string) => and(eq(wishlistItems.userId, userId), eq(services.active, true));

export async function listWishlist(ctx: AppContext, userId: string, pageNo: number, size: number, locale: Locale = 'en'): Promise<Paged<WishlistItem>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ service: services, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(services, eq(services.id, wishlistItems.serviceId))
      .where(listed(userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.serviceId))
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ n: count() }).from(wishlistItems).innerJoin(services, eq(services.id, wishlistItems.serviceId)).where(listed(userId)),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map((r) => ({ service: toServiceCard(ctx, r.service, locale), addedAt: r.addedAt.toISOString() })),
    pageNo,
    size,
    total: n,
    pages: Math.max(1, Math.ceil(n / size)),
  };
}

export async function wishlistIds(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await ctx.db.select({ id: wishlistItems.serviceId }).from(wishlistItems).innerJoin(services, eq(services.id, wishlistItems.serviceId)).where(listed(userId));
  return rows.map((r) => r.id);
}

export async function saveToWishlist(ctx: AppContext, userId: string, serviceId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [service] = await tx.select({ id: services.id }).from(services).where(and(eq(services.id, serviceId), eq(services.active, true)));
    if (!service) throw new AppError(404, 'Service not found');
    // One customer's saves are serialised so the limit holds when several hearts are tapped at once.
    await lockUser(tx, userId);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(wishlistItems).where(eq(wishlistItems.userId, userId))) as [{ n: number }];
    const [inserted] = await tx.insert(wishlistItems).values({ userId, serviceId }).onConflictDoNothing().returning({ savedAt: wishlistItems.createdAt });
    if (!inserted) return; // already saved: nothing changes
    if (n >= MAX_WISHLIST_ITEMS) throw new AppError(409, `Your wishlist can hold up to ${MAX_WISHLIST_ITEMS} services`);
    await scheduleWishlistReminder(ctx, tx, userId, serviceId, inserted.savedAt);
  });
}

export async function removeFromWishlist(ctx: AppContext, userId: string, serviceId: string): Promise<void> {
  await ctx.db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.serviceId, serviceId)));
}
