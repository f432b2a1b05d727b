// Admin: discount codes and the global offer. Every change is audited in its own transaction.
// The discount bar shows one code: saving a code with `showInBar` turns the flag off on every other
// code in the same transaction, so the admin always sees which one is advertised.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminDiscount, AdminDiscountPage, AdminOffer, DiscountInput, DiscountListQuery, DiscountState, OfferInput } from '@hearth/shared/admin/content/contract';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { discounts, offers } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../plugins/errors';
import { inTransaction } from '../../../outbox/outbox';
import { recordAudit } from '../../events';
import { containing } from '../../../db/like-patterns';
import { missingFrench } from '../../catalog';

type DiscountRow = typeof discounts.$inferSelect;

const CODE_TAKEN = 'A discount with this code already exists';
const NOT_FOUND = 'Discount not found';

function stateOf(d: DiscountRow, now = new Date()): DiscountState {
  if (!d.active) return 'inactive';
  if (d.validTo && d.validTo <= now) return 'expired';
  if (d.usageLimit !== null && d.usedCount >= d.usageLimit) return 'used_up';
  if (d.validFrom > now) return 'scheduled';
  return 'live';
}

export function toAdminDiscount(d: DiscountRow): AdminDiscount {
  return {
    _id: d.id,
    code: d.code,
    description: d.description,
    descriptionFr: d.descriptionFr,
    missingFrench: missingFrench({ description: [d.description, d.descriptionFr] }),
    kind: d.kind,
    percentOff: d.percentOff,
    amountOffCents: d.amountOffCents,
    firstBookingOnly: d.firstBookingOnly,
    minimumOrderCents: d.minimumOrderCents,
    validFrom: d.validFrom.toISOString(),
    validTo: d.validTo?.toISOString() ?? null,
    usageLimit: d.usageLimit,
    usedCount: d.usedCount,
    showInBar: d.showInBar,
    active: d.active,
    state: stateOf(d),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

const expired = () => or(lte(discounts.validTo, sql`now()`), and(isNotNull(discounts.usageLimit), sql`${discounts.usedCount} >= ${discounts.usageLimit}`));

const STATUS_FILTERS: Record<NonNullable<DiscountListQuery['status']>, () => SQL | undefined> = {
  // Usable now or later: not deactivated, not past its end, not used up.
  active: () => and(eq(discounts.active, true), sql`not coalesce(${expired()}, false)`),
  expired: () => and(eq(discounts.active, true), expired()),
  inactive: () => eq(discounts.active, false),
};

const SORT_COLUMNS = { createdAt: discounts.createdAt, code: discounts.code, validFrom: discounts.validFrom, validTo: discounts.validTo, usedCount: discounts.usedCount };

export async function listDiscounts(ctx: Pick<AppContext, 'db'>, query: DiscountListQuery): Promise<AdminDiscountPage> {
  const where = and(
    query.status ? STATUS_FILTERS[query.status]() : undefined,
    query.q ? ilike(discounts.code, containing(query.q)) : undefined,
    query.missingFrench ? or(isNull(discounts.descriptionFr), sql`btrim(${discounts.descriptionFr}) = ''`) : undefined,
  );
  const column = SORT_COLUMNS[query.sort];
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(discounts)
      .where(where)
      .orderBy(query.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(discounts.id))
      .limit(query.size)
      .offset((query.pageNo - 1) * query.size),
    ctx.db.select({ total: count() }).from(discounts).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { discounts: rows.map(toAdminDiscount), pageNo: query.pageNo, size: query.size, pages: Math.max(1, Math.ceil(total / query.size)), total };
}

async function takeOverBar(tx: Tx, adminId: string, discountId: string) {
  const cleared = await tx
    .update(discounts)
    .set({ showInBar: false, updatedAt: new Date() })
    .where(and(eq(discounts.showInBar, true), ne(discounts.id, discountId)))
    .returning({ id: discounts.id, code: discounts.code });
  for (const d of cleared) {
    await recordAudit(tx, { actorId: adminId, action: 'discount.update', entity: 'discount', entityId: d.id, before: { showInBar: true }, after: { showInBar: false, replacedBy: discountId } });
  }
}

/** Runs a write; a code another discount already has is a 409 on the `code` field. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
    throw err;
  }
}

const columns = (input: DiscountInput) => ({ ...input, validFrom: input.validFrom ?? new Date() });

export function createDiscount(ctx: AppContext, adminId: string, input: DiscountInput): Promise<AdminDiscount> {
  return withUniqueCode(() =>
    inTransaction(ctx, async (tx) => {
      const [row] = await tx.insert(discounts).values(columns(input)).returning();
      if (input.showInBar) await takeOverBar(tx, adminId, row!.id);
      const dto = toAdminDiscount(row!);
      await recordAudit(tx, { actorId: adminId, action: 'discount.create', entity: 'discount', entityId: row!.id, after: dto });
      return dto;
    }),
  );
}

async function lockDiscount(tx: Tx, id: string) {
  const [row] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
  if (!row) throw new AppError(404, NOT_FOUND);
  return row;
}

export function updateDiscount(ctx: AppContext, adminId: string, id: string, input: DiscountInput): Promise<AdminDiscount> {
  return withUniqueCode(() =>
    inTransaction(ctx, async (tx) => {
      const before = await lockDiscount(tx, id);
      if (input.usageLimit !== null && input.usageLimit < before.usedCount) {
        const message = `Usage limit cannot be below the ${before.usedCount} uses so far`;
        throw new AppError(400, message, { usageLimit: message });
      }
      // Editing keeps the start date unless a new one is given.
      const validFrom = input.validFrom ?? before.validFrom;
      if (input.validTo && input.validTo <= validFrom) {
        throw new AppError(400, 'Valid to must be after valid from', { validTo: 'Valid to must be after valid from' });
      }
      const [row] = await tx.update(discounts).set({ ...input, validFrom, updatedAt: new Date() }).where(eq(discounts.id, id)).returning();
      if (input.showInBar) await takeOverBar(tx, adminId, id);
      const dto = toAdminDiscount(row!);
      await recordAudit(tx, { actorId: adminId, action: 'discount.update', entity: 'discount', entityId: id, before: toAdminDiscount(before), after: dto });
      return dto;
    }),
  );
}

/** Stops a code from being used or advertised; editing it with `active` brings it back. */
export function deactivateDiscount(ctx: AppContext, adminId: string, id: string): Promise<AdminDiscount> {
  return inTransaction(ctx, async (tx) => {
    const before = await lockDiscount(tx, id);
    const [row] = await tx.update(discounts).set({ active: false, showInBar: false, updatedAt: new Date() }).where(eq(discounts.id, id)).returning();
    const dto = toAdminDiscount(row!);
    await recordAudit(tx, { actorId: adminId, action: 'discount.deactivate', entity: 'discount', entityId: id, before: { active: before.active, showInBar: before.showInBar }, after: { active: false, showInBar: false } });
    return dto;
  });
}

// ---- The global offer ---------------------------------------------------------------------------
// The home page shows the first live offer by sort order (offers/service.ts). The console edits
// that first offer, live or not, and creates it when there is none.

async function firstOffer(db: Tx) {
  const [row] = await db
    .select({ offer: offers, code: discounts.code })
    .from(offers)
    .leftJoin(discounts, eq(discounts.id, offers.discountId))
    .orderBy(asc(offers.sortOrder), desc(offers.validFrom))
    .limit(1);
  return row ?? null;
}

function toAdminOffer(offer: typeof offers.$inferSelect, code: string | null): AdminOffer {
  return {
    _id: offer.id,
    title: offer.title,
    description: offer.description,
    titleFr: offer.titleFr,
    descriptionFr: offer.descriptionFr,
    missingFrench: missingFrench({ title: [offer.title, offer.titleFr], description: [offer.description, offer.descriptionFr] }),
    discountId: offer.discountId,
    code,
    validFrom: offer.validFrom.toISOString(),
    validTo: offer.validTo?.toISOString() ?? null,
    active: offer.active,
    updatedAt: offer.updatedAt.toISOString(),
  };
}

export async function getOffer(ctx: Pick<AppContext, 'db'>): Promise<AdminOffer | null> {
  const row = await firstOffer(ctx.db);
  return row ? toAdminOffer(row.offer, row.code) : null;
}

export function saveOffer(ctx: AppContext, adminId: string, input: OfferInput): Promise<AdminOffer> {
  return inTransaction(ctx, async (tx) => {
    let code: string | null = null;
    if (input.discountId) {
      const [d] = await tx.select({ code: discounts.code }).from(discounts).where(eq(discounts.id, input.discountId));
      if (!d) throw new AppError(400, 'Choose a discount code', { discountId: 'Choose a discount code' });
      code = d.code;
    }
    const current = await firstOffer(tx);
    const values = { ...input, validFrom: input.validFrom ?? current?.offer.validFrom ?? new Date(), updatedAt: new Date() };
    const [row] = current
      ? await tx.update(offers).set(values).where(eq(offers.id, current.offer.id)).returning()
      : await tx.insert(offers).values(values).returning();
    const dto = toAdminOffer(row!, code);
    await recordAudit(tx, {
      actorId: adminId,
      action: current ? 'offer.update' : 'offer.create',
      entity: 'offer',
      entityId: row!.id,
      before: current ? toAdminOffer(current.offer, current.code) : null,
      after: dto,
    });
    return dto;
  });
}

