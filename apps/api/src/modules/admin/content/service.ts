// Admin: the site's editable content — how-it-works cards, FAQs, Markdown pages, blog posts (with a
// cover image), contact details and social links, each in English and French (a blog post is
// written in one language and linked to its translation by a shared key). Each change is audited in
// its own transaction. The public readers (content, blog) query the database on every request, so only
// the service pages' cache (their FAQs) is cleared here; the web app's data cache is refreshed by the
// console (see the web feature).
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, or, gt, sql } from 'drizzle-orm';
import type {
  AdminBlogPage,
  AdminBlogPost,
  AdminCmsCard,
  AdminContentPage,
  AdminFaq,
  AdminSiteContact,
  BlogPostInput,
  CmsCardInput,
  CmsCardList,
  ContactInput,
  ContentPageInput,
  FaqInput,
  SocialLinksInput,
} from '@hearth/shared/admin/content/contract';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { blogPosts, cmsCards, contentPages, faqs, services, siteSettings } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { readContact, readSocialLinks } from '../../../db/site-settings';
import { AppError } from '../../../plugins/errors';
import { deleteImageVariants, imageUrls, storeImageVariants } from '../../../plugins/uploads';
import { inTransaction } from '../../../outbox/outbox';
import { recordAudit } from '../../events';
import { invalidateCatalogue, missingFrench } from '../../catalog';

type Ctx = AppContext;

/** Runs one audited change: `run` returns the entity's id and its wire shape before and after. */
function audited<T>(ctx: Ctx, adminId: string, entity: string, action: 'create' | 'update' | 'delete', run: (tx: Tx) => Promise<{ id: string; before?: unknown; after?: T }>) {
  return inTransaction(ctx, async (tx) => {
    const { id, before, after } = await run(tx);
    await recordAudit(tx, { actorId: adminId, action: `${entity}.${action}`, entity, entityId: id, before: before ?? null, after: after ?? null });
    return after as T;
  });
}

/** A slug another page or post already uses is a 409 on the `slug` field. */
async function withUniqueSlug<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const message = `A ${what} with this slug already exists`;
    if (isUniqueViolation(err)) throw new AppError(409, message, { slug: message });
    throw err;
  }
}

const found = <T>(row: T | undefined, message: string): T => {
  if (!row) throw new AppError(404, message);
  return row;
};

// ---- How-it-works cards -------------------------------------------------------------------------

const toCard = (c: typeof cmsCards.$inferSelect): AdminCmsCard => ({
  _id: c.id,
  kind: c.kind,
  title: c.title,
  description: c.description,
  titleFr: c.titleFr,
  descriptionFr: c.descriptionFr,
  missingFrench: missingFrench({ title: [c.title, c.titleFr], description: [c.description, c.descriptionFr] }),
  icon: c.icon,
  sortOrder: c.sortOrder,
  active: c.active,
  updatedAt: c.updatedAt.toISOString(),
});
const CARD_NOT_FOUND = 'Card not found';

export async function listCards(ctx: Ctx, kind: CmsCardList): Promise<AdminCmsCard[]> {
  const rows = await ctx.db.select().from(cmsCards).where(eq(cmsCards.kind, kind)).orderBy(asc(cmsCards.sortOrder), asc(cmsCards.createdAt));
  return rows.map(toCard);
}

export const createCard = (ctx: Ctx, adminId: string, input: CmsCardInput) =>
  audited<AdminCmsCard>(ctx, adminId, 'cms_card', 'create', async (tx) => {
    const [row] = await tx.insert(cmsCards).values(input).returning();
    return { id: row!.id, after: toCard(row!) };
  });

export const updateCard = (ctx: Ctx, adminId: string, id: string, input: CmsCardInput) =>
  audited<AdminCmsCard>(ctx, adminId, 'cms_card', 'update', async (tx) => {
    const before = found((await tx.select().from(cmsCards).where(eq(cmsCards.id, id)).for('update'))[0], CARD_NOT_FOUND);
    const [row] = await tx.update(cmsCards).set({ ...input, updatedAt: new Date() }).where(eq(cmsCards.id, id)).returning();
    return { id, before: toCard(before), after: toCard(row!) };
  });

export const deleteCard = (ctx: Ctx, adminId: string, id: string) =>
  audited<undefined>(ctx, adminId, 'cms_card', 'delete', async (tx) => {
    const [row] = await tx.delete(cmsCards).where(eq(cmsCards.id, id)).returning();
    return { id, before: toCard(found(row, CARD_NOT_FOUND)) };
  });

// ---- FAQs ---------------------------------------------------------------------------------------

const toFaq = (f: typeof faqs.$inferSelect): AdminFaq => ({
  _id: f.id,
  serviceId: f.serviceId,
  question: f.question,
  answer: f.answer,
  questionFr: f.questionFr,
  answerFr: f.answerFr,
  missingFrench: missingFrench({ question: [f.question, f.questionFr], answer: [f.answer, f.answerFr] }),
  sortOrder: f.sortOrder,
  active: f.active,
  updatedAt: f.updatedAt.toISOString(),
});
const FAQ_NOT_FOUND = 'FAQ not found';

/** The FAQ page's questions, or one service's. */
export async function listFaqs(ctx: Ctx, serviceId: string | undefined): Promise<AdminFaq[]> {
  const rows = await ctx.db
    .select()
    .from(faqs)
    .where(serviceId ? eq(faqs.serviceId, serviceId) : isNull(faqs.serviceId))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt));
  return rows.map(toFaq);
}

async function assertService(tx: Tx, serviceId: string | null) {
  if (!serviceId) return;
  const [row] = await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!row) throw new AppError(400, 'Choose a service', { serviceId: 'Choose a service' });
}

/** A service's FAQs are part of its cached page (catalog/service.ts): drop the copies once the change is committed. */
async function refreshingServicePages<T>(ctx: Ctx, change: Promise<T>): Promise<T> {
  const result = await change;
  invalidateCatalogue(ctx.db);
  return result;
}

export const createFaq = (ctx: Ctx, adminId: string, input: FaqInput) =>
  refreshingServicePages(ctx, audited<AdminFaq>(ctx, adminId, 'faq', 'create', async (tx) => {
    await assertService(tx, input.serviceId);
    const [row] = await tx.insert(faqs).values(input).returning();
    return { id: row!.id, after: toFaq(row!) };
  }));

export const updateFaq = (ctx: Ctx, adminId: string, id: string, input: FaqInput) =>
  refreshingServicePages(ctx, audited<AdminFaq>(ctx, adminId, 'faq', 'update', async (tx) => {
    const before = found((await tx.select().from(faqs).where(eq(faqs.id, id)).for('update'))[0], FAQ_NOT_FOUND);
    await assertService(tx, input.serviceId);
    const [row] = await tx.update(faqs).set({ ...input, updatedAt: new Date() }).where(eq(faqs.id, id)).returning();
    return { id, before: toFaq(before), after: toFaq(row!) };
  }));

export const deleteFaq = (ctx: Ctx, adminId: string, id: string) =>
  refreshingServicePages(ctx, audited<undefined>(ctx, adminId, 'faq', 'delete', async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    return { id, before: toFaq(found(row, FAQ_NOT_FOUND)) };
  }));

// ---- Markdown pages -----------------------------------------------------------------------------

const toPage = (p: typeof contentPages.$inferSelect): AdminContentPage => ({
  _id: p.id,
  slug: p.slug,
  title: p.title,
  description: p.description,
  body: p.body,
  titleFr: p.titleFr,
  descriptionFr: p.descriptionFr,
  bodyFr: p.bodyFr,
  missingFrench: missingFrench({ title: [p.title, p.titleFr], description: [p.description, p.descriptionFr], body: [p.body, p.bodyFr] }),
  published: p.published,
  updatedAt: p.updatedAt.toISOString(),
});
const PAGE_NOT_FOUND = 'Page not found';

/** Every page, drafts too, by slug (a site has a handful; the bodies come along for the editor). */
export async function listPages(ctx: Ctx): Promise<AdminContentPage[]> {
  return (await ctx.db.select().from(contentPages).orderBy(asc(contentPages.slug))).map(toPage);
}

export const createPage = (ctx: Ctx, adminId: string, input: ContentPageInput) =>
  withUniqueSlug('page', () =>
    audited<AdminContentPage>(ctx, adminId, 'content_page', 'create', async (tx) => {
      const [row] = await tx.insert(contentPages).values(input).returning();
      return { id: row!.id, after: toPage(row!) };
    }),
  );

export const updatePage = (ctx: Ctx, adminId: string, id: string, input: ContentPageInput) =>
  withUniqueSlug('page', () =>
    audited<AdminContentPage>(ctx, adminId, 'content_page', 'update', async (tx) => {
      const before = found((await tx.select().from(contentPages).where(eq(contentPages.id, id)).for('update'))[0], PAGE_NOT_FOUND);
      const [row] = await tx.update(contentPages).set({ ...input, updatedAt: new Date() }).where(eq(contentPages.id, id)).returning();
      return { id, before: toPage(before), after: toPage(row!) };
    }),
  );

export const deletePage = (ctx: Ctx, adminId: string, id: string) =>
  audited<undefined>(ctx, adminId, 'content_page', 'delete', async (tx) => {
    const [row] = await tx.delete(contentPages).where(eq(contentPages.id, id)).returning();
    return { id, before: toPage(found(row, PAGE_NOT_FOUND)) };
  });

// ---- Blog posts ---------------------------------------------------------------------------------

type PostRow = typeof blogPosts.$inferSelect;
const POST_NOT_FOUND = 'Blog post not found';

type Translations = AdminBlogPost['translations'];

const toPost = (ctx: Ctx, p: PostRow, translations: Translations): AdminBlogPost => ({
  _id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  body: p.body,
  author: p.author,
  coverImage: p.coverImage ? imageUrls(ctx.config, 'blog', p.coverImage) : null,
  publishedAt: p.publishedAt?.toISOString() ?? null,
  updatedAt: p.updatedAt.toISOString(),
  locale: p.locale,
  translationKey: p.translationKey,
  translations,
  missingFrench: p.locale === 'en' && !translations.fr ? ['translation'] : [],
});
/** What the audit log keeps of a post: not the rendered image URLs, the stored name. */
const auditPost = (p: PostRow) => ({
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  body: p.body,
  author: p.author,
  coverImage: p.coverImage,
  publishedAt: p.publishedAt?.toISOString() ?? null,
  locale: p.locale,
  translationKey: p.translationKey,
});

/** Each post's slug in every language its translation key links (drafts too: the admin is writing them). */
async function withTranslations(ctx: Ctx, db: Tx | Ctx['db'], rows: PostRow[]): Promise<AdminBlogPost[]> {
  const keys = [...new Set(rows.map((r) => r.translationKey).filter((k): k is string => Boolean(k)))];
  const siblings = keys.length
    ? await db.select({ slug: blogPosts.slug, locale: blogPosts.locale, key: blogPosts.translationKey }).from(blogPosts).where(inArray(blogPosts.translationKey, keys))
    : [];
  return rows.map((row) => {
    const translations: Translations = { [row.locale]: row.slug };
    for (const s of siblings) if (row.translationKey && s.key === row.translationKey) translations[s.locale] = s.slug;
    translations[row.locale] = row.slug;
    return toPost(ctx, row, translations);
  });
}
const onePost = async (ctx: Ctx, db: Tx | Ctx['db'], row: PostRow) => (await withTranslations(ctx, db, [row]))[0]!;

/** English posts with no French post under the same key. */
const missingFrenchVersion = () =>
  and(
    eq(blogPosts.locale, 'en'),
    sql`not exists (select 1 from ${blogPosts} as fr where fr.translation_key = ${blogPosts.translationKey} and fr.locale = 'fr')`,
  );

const publishedNow = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));
const draftOrScheduled = () => or(isNull(blogPosts.publishedAt), gt(blogPosts.publishedAt, sql`now()`));

/** Newest first; drafts (no date) before everything, as they are what is being worked on. */
export async function listPosts(
  ctx: Ctx,
  query: { status?: 'published' | 'draft'; locale?: 'en' | 'fr'; missingFrench?: boolean; pageNo: number; size: number },
): Promise<AdminBlogPage> {
  const where = and(
    query.status === 'published' ? publishedNow() : query.status === 'draft' ? draftOrScheduled() : undefined,
    query.locale ? eq(blogPosts.locale, query.locale) : undefined,
    query.missingFrench ? missingFrenchVersion() : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id))
      .limit(query.size)
      .offset((query.pageNo - 1) * query.size),
    ctx.db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { posts: await withTranslations(ctx, ctx.db, rows), pageNo: query.pageNo, size: query.size, pages: Math.max(1, Math.ceil(total / query.size)), total };
}

export async function getPost(ctx: Ctx, id: string): Promise<AdminBlogPost> {
  const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return onePost(ctx, ctx.db, found(row, POST_NOT_FOUND));
}

/** The row's columns. A published post's date: the one given, else the one it has, else now; drafts have none. */
const postColumns = ({ published, publishedAt, ...text }: BlogPostInput, current: Date | null) => ({
  ...text,
  publishedAt: published ? (publishedAt ?? current ?? new Date()) : null,
});

const TRANSLATION_TAKEN = 'Another post in this language already has this translation key';

/** A key links one post per language: a second post in the same language under it is a 409 on the field. */
async function assertTranslationKeyFree(tx: Tx, key: string | null | undefined, locale: 'en' | 'fr', exceptId?: string) {
  if (!key) return;
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, key), eq(blogPosts.locale, locale), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  if (taken) throw new AppError(409, TRANSLATION_TAKEN, { translationKey: TRANSLATION_TAKEN });
}

/** Unique violations: the translation key's index names its own field, anything else is the slug. */
async function withUniquePostFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const constraint = (err as { cause?: { constraint_name?: string } })?.cause?.constraint_name ?? (err as { constraint_name?: string })?.constraint_name;
    if (isUniqueViolation(err) && constraint === 'blog_posts_translation_key') throw new AppError(409, TRANSLATION_TAKEN, { translationKey: TRANSLATION_TAKEN });
    throw err;
  }
}

export const createPost = (ctx: Ctx, adminId: string, input: BlogPostInput) =>
  withUniqueSlug('post', () =>
    withUniquePostFields(() =>
      inTransaction(ctx, async (tx) => {
        const locale = input.locale ?? 'en';
        await assertTranslationKeyFree(tx, input.translationKey, locale);
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...postColumns(input, null), locale })
          .returning();
        await recordAudit(tx, { actorId: adminId, action: 'blog_post.create', entity: 'blog_post', entityId: row!.id, after: auditPost(row!) });
        return onePost(ctx, tx, row!);
      }),
    ),
  );

export const updatePost = (ctx: Ctx, adminId: string, id: string, input: BlogPostInput) =>
  withUniqueSlug('post', () =>
    withUniquePostFields(() =>
      inTransaction(ctx, async (tx) => {
        const before = found((await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update'))[0], POST_NOT_FOUND);
        await assertTranslationKeyFree(tx, input.translationKey === undefined ? before.translationKey : input.translationKey, input.locale ?? before.locale, id);
        const [row] = await tx
          .update(blogPosts)
          .set({ ...postColumns(input, before.publishedAt), updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        await recordAudit(tx, { actorId: adminId, action: 'blog_post.update', entity: 'blog_post', entityId: id, before: auditPost(before), after: auditPost(row!) });
        return onePost(ctx, tx, row!);
      }),
    ),
  );

/** Deletes the post, then its cover's files (after the commit, so a failed delete keeps them). */
export async function deletePost(ctx: Ctx, adminId: string, id: string) {
  const deleted = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    const post = found(row, POST_NOT_FOUND);
    await recordAudit(tx, { actorId: adminId, action: 'blog_post.delete', entity: 'blog_post', entityId: id, before: auditPost(post) });
    return post;
  });
  if (deleted.coverImage) await deleteImageVariants(ctx, 'blog', deleted.coverImage);
}

/** Stores the image's variants first (outside the transaction), then points the post at them. */
export async function setPostCover(ctx: Ctx, adminId: string, id: string, image: Buffer): Promise<AdminBlogPost> {
  const name = await storeImageVariants(ctx, 'blog', image);
  let previous: string | null = null;
  try {
    const post = await inTransaction(ctx, async (tx) => {
      const before = found((await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update'))[0], POST_NOT_FOUND);
      previous = before.coverImage;
      const [row] = await tx.update(blogPosts).set({ coverImage: name, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning();
      await recordAudit(tx, { actorId: adminId, action: 'blog_post.cover', entity: 'blog_post', entityId: id, before: { coverImage: before.coverImage }, after: { coverImage: name } });
      return onePost(ctx, tx, row!);
    });
    if (previous) await deleteImageVariants(ctx, 'blog', previous);
    return post;
  } catch (err) {
    await deleteImageVariants(ctx, 'blog', name);
    throw err;
  }
}

export async function removePostCover(ctx: Ctx, adminId: string, id: string): Promise<AdminBlogPost> {
  let previous: string | null = null;
  const post = await inTransaction(ctx, async (tx) => {
    const before = found((await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update'))[0], POST_NOT_FOUND);
    previous = before.coverImage;
    const [row] = await tx.update(blogPosts).set({ coverImage: null, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning();
    await recordAudit(tx, { actorId: adminId, action: 'blog_post.cover', entity: 'blog_post', entityId: id, before: { coverImage: before.coverImage }, after: { coverImage: null } });
    return onePost(ctx, tx, row!);
  });
  if (previous) await deleteImageVariants(ctx, 'blog', previous);
  return post;
}

// ---- Contact details and social links (site settings) --------------------------------------------

export async function getSiteContact(ctx: Ctx): Promise<AdminSiteContact> {
  const [contact, social] = await Promise.all([readContact(ctx.db), readSocialLinks(ctx.db)]);
  return { contact, social };
}

async function saveSetting(ctx: Ctx, adminId: string, key: 'contact' | 'social', value: Record<string, unknown>, read: (tx: Tx) => Promise<unknown>) {
  return inTransaction(ctx, async (tx) => {
    const before = await read(tx);
    await tx
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    const after = await read(tx);
    await recordAudit(tx, { actorId: adminId, action: `site_setting.update`, entity: 'site_setting', entityId: key, before, after });
  });
}

export async function saveContact(ctx: Ctx, adminId: string, input: ContactInput): Promise<AdminSiteContact> {
  await saveSetting(ctx, adminId, 'contact', input, readContact);
  return getSiteContact(ctx);
}

export async function saveSocialLinks(ctx: Ctx, adminId: string, input: SocialLinksInput): Promise<AdminSiteContact> {
  // Only the networks with a link are stored; a cleared field removes the link.
  const links = Object.fromEntries(Object.entries(input).filter(([, url]) => url));
  await saveSetting(ctx, adminId, 'social', links, readSocialLinks);
  return getSiteContact(ctx);
}
