// Site content an admin edits: how-it-works cards, contact details, social links, FAQs and the
// Markdown pages (why us, policies, terms). Rows become wire shapes here and nowhere else, in the
// reader's language: the French an admin wrote, else the English.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CmsCard, ContactInfo, ContentPage, ContentPageSummary, Faq, SocialLinks } from '@hearth/shared/content/contract';
import { DEFAULT_LOCALE, type Locale } from '@hearth/shared/locale';
import type { AppContext } from '../../context';
import { CMS_CARD_KINDS, cmsCards, contentPages, faqs } from '../../db/schema';
import { readContact, readSocialLinks } from '../../db/site-settings';
import { AppError } from '../../plugins/errors';
import { localized, toFaq } from '../catalog';

/** The cards of one list; the list names are the spec's (howitworks, providerHowitworks). */
export async function listCards(ctx: Pick<AppContext, 'db'>, list: string, locale: Locale = DEFAULT_LOCALE): Promise<CmsCard[]> {
  const kind = CMS_CARD_KINDS.find((k) => k === list);
  if (!kind) throw new AppError(404, 'Card list not found');
  const rows = await ctx.db
    .select()
    .from(cmsCards)
    .where(and(eq(cmsCards.kind, kind), eq(cmsCards.active, true)))
    .orderBy(asc(cmsCards.sortOrder), asc(cmsCards.createdAt));
  return rows.map((c) => ({ _id: c.id, title: localized(locale, c.title, c.titleFr), description: localized(locale, c.description, c.descriptionFr), icon: c.icon }));
}

export const getContact = (ctx: Pick<AppContext, 'db'>): Promise<ContactInfo> => readContact(ctx.db);

export const getSocialLinks = (ctx: Pick<AppContext, 'db'>): Promise<SocialLinks> => readSocialLinks(ctx.db);

export async function listGlobalFaqs(ctx: Pick<AppContext, 'db'>, locale: Locale = DEFAULT_LOCALE): Promise<Faq[]> {
  const rows = await ctx.db
    .select()
    .from(faqs)
    .where(and(isNull(faqs.serviceId), eq(faqs.active, true)))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt));
  return rows.map((f) => toFaq(f, locale));
}

const toSummary = (p: typeof contentPages.$inferSelect, locale: Locale): ContentPageSummary => ({
  slug: p.slug,
  title: localized(locale, p.title, p.titleFr),
  description: localized(locale, p.description, p.descriptionFr),
  updatedAt: p.updatedAt.toISOString(),
});

export async function listPages(ctx: Pick<AppContext, 'db'>, locale: Locale = DEFAULT_LOCALE): Promise<ContentPageSummary[]> {
  const rows = await ctx.db.select().from(contentPages).where(eq(contentPages.published, true)).orderBy(asc(contentPages.slug));
  return rows.map((p) => toSummary(p, locale));
}

export async function getPage(ctx: Pick<AppContext, 'db'>, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ContentPage> {
  const [row] = await ctx.db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug.toLowerCase()), eq(contentPages.published, true)))
    .limit(1);
  if (!row) throw new AppError(404, 'Page not found');
  return { ...toSummary(row, locale), body: localized(locale, row.body, row.bodyFr) };
}
