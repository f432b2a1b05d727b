// What the site advertises: the global offer (home page) and the discount in the bar above the
// header. Both must be live: active, started, not expired; a discount also not used up. Their text
// is in the reader's language (the French an admin wrote, else the English).
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Discount, GlobalOffer } from '@hearth/shared/offers/contract';
import { DEFAULT_LOCALE, type Locale } from '@hearth/shared/locale';
import type { AppContext } from '../../context';
import { discountRedemptions, discounts, offers } from '../../db/schema';
import { localized } from '../catalog';

const live = (table: typeof discounts | typeof offers) =>
  and(eq(table.active, true), lte(table.validFrom, sql`now()`), or(isNull(table.validTo), gt(table.validTo, sql`now()`)));
const discountLive = () =>
  and(live(discounts), or(isNull(discounts.usageLimit), sql`${discounts.usedCount} < ${discounts.usageLimit}`));

/** The discount advertised in the bar, or null when none is live; `customerId`: whether they have used it. */
export async function currentBarDiscount(ctx: Pick<AppContext, 'db'>, locale: Locale = DEFAULT_LOCALE, customerId: string | null = null): Promise<Discount | null> {
  const [row] = await ctx.db
    .select({ d: discounts, usedBy: discountRedemptions.customerId })
    .from(discounts)
    // The primary key (discount, customer) makes this at most one row.
    .leftJoin(discountRedemptions, and(eq(discountRedemptions.discountId, discounts.id), customerId ? eq(discountRedemptions.customerId, customerId) : sql`false`))
    .where(and(eq(discounts.showInBar, true), discountLive()))
    .orderBy(desc(discounts.validFrom), asc(discounts.code))
    .limit(1);
  if (!row) return null;
  const { d } = row;
  return {
    _id: d.id,
    name: d.code,
    description: localized(locale, d.description, d.descriptionFr),
    percentOff: d.percentOff,
    amountOffCents: d.amountOffCents,
    validTo: d.validTo?.toISOString() ?? null,
    usedByYou: row.usedBy !== null,
  };
}

/** The first live offer by sort order, with its code while that discount is live too. */
export async function globalOffer(ctx: Pick<AppContext, 'db'>, locale: Locale = DEFAULT_LOCALE): Promise<GlobalOffer | null> {
  const [row] = await ctx.db
    .select({ offer: offers, code: discounts.code })
    .from(offers)
    .leftJoin(discounts, and(eq(discounts.id, offers.discountId), discountLive()))
    .where(live(offers))
    .orderBy(asc(offers.sortOrder), desc(offers.validFrom))
    .limit(1);
  if (!row) return null;
  const { offer, code } = row;
  return {
    _id: offer.id,
    title: localized(locale, offer.title, offer.titleFr),
    description: localized(locale, offer.description, offer.descriptionFr),
    code: code ?? null,
    validTo: offer.validTo?.toISOString() ?? null,
  };
}
