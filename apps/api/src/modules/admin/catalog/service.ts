// The admin side of the catalogue: categories and services, inactive ones included. Every change is
// audited in its transaction and then drops the public catalogue cache (decision 004), so the
// header's mega-menu shows it at once. Service slugs are stable: a changed slug is kept in
// service_slug_redirects and answers with a 308 to the new one. A slug is either a live slug of one
// service or a redirect, never both; a redirect's slug is reserved for the service it points to
// (which may take it back) until an admin removes the redirect. Each service has a tax class; a new
// one left without it takes its category's default.
import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm';
import type { AdminCategory, AdminCategoryBody, AdminService, AdminServiceBody } from '@hearth/shared/admin/catalog/contract';
import { DEFAULT_TAX_CLASS, defaultTaxClassForCategory, isTaxClass } from '@hearth/shared/tax';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { bookings, categories, services, serviceSlugRedirects } from '../../../db/schema';
import { inTransaction } from '../../../outbox/outbox';
import { AppError } from '../../../plugins/errors';
import { deleteImageVariants, storeImageVariants } from '../../../plugins/uploads';
import { recordAudit } from '../../events';
import { invalidateCatalogue, missingFrench, toServiceCard } from '../../catalog';

type CategoryRow = typeof categories.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

const CATEGORY_NOT_FOUND = 'Category not found';
const SERVICE_NOT_FOUND = 'Service not found';
const CATEGORY_SLUG_TAKEN = 'This slug is already used by another category';
const SERVICE_SLUG_TAKEN = 'This slug is already used by another service';
const SERVICE_SLUG_REDIRECTS = 'This slug still redirects to another service; remove that redirect first';

/** What the audit log keeps of a row: its fields without the id and timestamps (those change on every edit). */
function auditState<R extends { id: string; createdAt: Date; updatedAt: Date }>(row: R): Omit<R, 'id' | 'createdAt' | 'updatedAt'> {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...state } = row;
  return state;
}

/** The public card's fields plus what only the admin sees. */
function toAdminService(ctx: Pick<AppContext, 'config'>, s: ServiceRow, bookingCount: number, formerSlugs: string[]): AdminService {
  return {
    ...toServiceCard(ctx, s),
    nameFr: s.nameFr,
    descriptionFr: s.descriptionFr,
    whatIsIncludedFr: s.whatIsIncludedFr,
    missingFrench: missingFrench({ name: [s.name, s.nameFr], description: [s.description, s.descriptionFr], whatIsIncluded: [s.whatIsIncluded, s.whatIsIncludedFr] }),
    categoryId: s.categoryId,
    taxClass: isTaxClass(s.taxClass) ? s.taxClass : DEFAULT_TAX_CLASS,
    whatIsIncluded: s.whatIsIncluded,
    active: s.active,
    sortOrder: s.sortOrder,
    bookingCount,
    formerSlugs,
  };
}

const toAdminCategory = (c: CategoryRow, adminServices: AdminService[] = []): AdminCategory => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  nameFr: c.nameFr,
  descriptionFr: c.descriptionFr,
  missingFrench: missingFrench({ name: [c.name, c.nameFr], description: [c.description, c.descriptionFr] }),
  active: c.active,
  sortOrder: c.sortOrder,
  defaultTaxClass: defaultTaxClassForCategory(c.slug),
  services: adminServices,
});

async function bookingCounts(tx: Tx, serviceIds: string[]): Promise<Map<string, number>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await tx
    .select({ serviceId: bookings.serviceId, n: count() })
    .from(bookings)
    .where(inArray(bookings.serviceId, serviceIds))
    .groupBy(bookings.serviceId);
  return new Map(rows.map((r) => [r.serviceId, r.n]));
}

async function formerSlugs(tx: Tx, serviceIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (serviceIds.length === 0) return out;
  const rows = await tx
    .select()
    .from(serviceSlugRedirects)
    .where(inArray(serviceSlugRedirects.serviceId, serviceIds))
    .orderBy(asc(serviceSlugRedirects.createdAt), asc(serviceSlugRedirects.oldSlug));
  for (const r of rows) out.set(r.serviceId, [...(out.get(r.serviceId) ?? []), r.oldSlug]);
  return out;
}

async function adminServices(ctx: Pick<AppContext, 'config'>, tx: Tx, rows: ServiceRow[]): Promise<AdminService[]> {
  const ids = rows.map((s) => s.id);
  const [counts, slugs] = await Promise.all([bookingCounts(tx, ids), formerSlugs(tx, ids)]);
  return rows.map((s) => toAdminService(ctx, s, counts.get(s.id) ?? 0, slugs.get(s.id) ?? []));
}

/** Every category in display order with every one of its services, active or not. */
export async function listAdminCatalogue(ctx: AppContext): Promise<AdminCategory[]> {
  const [categoryRows, serviceRows] = await Promise.all([
    ctx.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    ctx.db.select().from(services).orderBy(asc(services.sortOrder), asc(services.name)),
  ]);
  const all = await adminServices(ctx, ctx.db, serviceRows);
  return categoryRows.map((c) => toAdminCategory(c, all.filter((s) => s.categoryId === c.id)));
}

/** Runs a catalogue change; the public cache is dropped once it has committed. */
async function change<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await inTransaction(ctx, fn);
  invalidateCatalogue(ctx.db);
  return result;
}

/** A unique-slug race lost at the database is the same answer as the check that came first. */
async function slugUnique<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, message, { slug: message });
    throw err;
  }
}

async function assertCategorySlugFree(tx: Tx, slug: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined));
  if (taken) throw new AppError(409, CATEGORY_SLUG_TAKEN, { slug: CATEGORY_SLUG_TAKEN });
}

async function lockCategory(tx: Tx, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError(404, CATEGORY_NOT_FOUND);
  return row;
}

/** New categories and services go last. */
async function nextCategoryPosition(tx: Tx): Promise<number> {
  const [row] = await tx.select({ top: max(categories.sortOrder) }).from(categories);
  return (row?.top ?? -1) + 1;
}

async function nextServicePosition(tx: Tx, categoryId: string): Promise<number> {
  const [row] = await tx.select({ top: max(services.sortOrder) }).from(services).where(eq(services.categoryId, categoryId));
  return (row?.top ?? -1) + 1;
}

export function createCategory(ctx: AppContext, adminId: string, input: AdminCategoryBody): Promise<AdminCategory> {
  return slugUnique(
    () =>
      change(ctx, async (tx) => {
        await assertCategorySlugFree(tx, input.slug);
        const [row] = await tx
          .insert(categories)
          .values({ ...input, sortOrder: await nextCategoryPosition(tx) })
          .returning();
        await recordAudit(tx, { actorId: adminId, action: 'category.create', entity: 'category', entityId: row!.id, after: auditState(row!) });
        return toAdminCategory(row!);
      }),
    CATEGORY_SLUG_TAKEN,
  );
}

async function updateCategoryRow(ctx: AppContext, adminId: string, id: string, patch: Partial<AdminCategoryBody>, action: string): Promise<AdminCategory> {
  return change(ctx, async (tx) => {
    const before = await lockCategory(tx, id);
    if (patch.slug && patch.slug !== before.slug) await assertCategorySlugFree(tx, patch.slug, id);
    const [row] = await tx
      .update(categories)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning();
    await recordAudit(tx, { actorId: adminId, action, entity: 'category', entityId: id, before: auditState(before), after: auditState(row!) });
    const serviceRows = await tx.select().from(services).where(eq(services.categoryId, id)).orderBy(asc(services.sortOrder), asc(services.name));
    return toAdminCategory(row!, await adminServices(ctx, tx, serviceRows));
  });
}

export const updateCategory = (ctx: AppContext, adminId: string, id: string, input: AdminCategoryBody) =>
  slugUnique(() => updateCategoryRow(ctx, adminId, id, input, 'category.update'), CATEGORY_SLUG_TAKEN);

/** Hiding a category hides all its services from the public catalogue; they keep their own flag. */
export const setCategoryActive = (ctx: AppContext, adminId: string, id: string, active: boolean) =>
  updateCategoryRow(ctx, adminId, id, { active }, active ? 'category.activate' : 'category.deactivate');

/** Writes sortOrder = position for `ids`, which must be exactly the ids of `current`. */
async function applyOrder(tx: Tx, table: typeof categories | typeof services, current: string[], ids: string[], what: string) {
  const known = new Set(current);
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError(400, `List every ${what} exactly once`, { ids: `List every ${what} exactly once` });
  }
  const now = new Date();
  for (const [position, id] of ids.entries()) {
    await tx.update(table).set({ sortOrder: position, updatedAt: now }).where(eq(table.id, id));
  }
}

export function reorderCategories(ctx: AppContext, adminId: string, ids: string[]): Promise<AdminCategory[]> {
  return change(ctx, async (tx) => {
    const rows = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)).for('update');
    await applyOrder(tx, categories, rows.map((r) => r.id), ids, 'category');
    await recordAudit(tx, { actorId: adminId, action: 'category.reorder', entity: 'category', entityId: 'all', before: { order: rows.map((r) => r.id) }, after: { order: ids } });
  }).then(() => listAdminCatalogue(ctx));
}

export function reorderServices(ctx: AppContext, adminId: string, categoryId: string, ids: string[]): Promise<AdminCategory> {
  return change(ctx, async (tx) => {
    const category = await lockCategory(tx, categoryId);
    const rows = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.categoryId, categoryId))
      .orderBy(asc(services.sortOrder), asc(services.name))
      .for('update');
    await applyOrder(tx, services, rows.map((r) => r.id), ids, 'service of this category');
    await recordAudit(tx, { actorId: adminId, action: 'service.reorder', entity: 'category', entityId: categoryId, before: { order: rows.map((r) => r.id) }, after: { order: ids } });
    const serviceRows = await tx.select().from(services).where(eq(services.categoryId, categoryId)).orderBy(asc(services.sortOrder), asc(services.name));
    return toAdminCategory(category, await adminServices(ctx, tx, serviceRows));
  });
}

/**
 * Refuses a slug another service uses or that still redirects to another service. A redirect of
 * this same service is dropped: the service takes its old slug back.
 */
async function claimServiceSlug(tx: Tx, slug: string, serviceId?: string) {
  const [live] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.slug, slug), serviceId ? ne(services.id, serviceId) : undefined));
  if (live) throw new AppError(409, SERVICE_SLUG_TAKEN, { slug: SERVICE_SLUG_TAKEN });
  const [redirect] = await tx.select().from(serviceSlugRedirects).where(eq(serviceSlugRedirects.oldSlug, slug)).for('update');
  if (!redirect) return;
  if (redirect.serviceId !== serviceId) throw new AppError(409, SERVICE_SLUG_REDIRECTS, { slug: SERVICE_SLUG_REDIRECTS });
  await tx.delete(serviceSlugRedirects).where(eq(serviceSlugRedirects.oldSlug, slug));
}

async function assertCategoryExists(tx: Tx, categoryId: string) {
  const [row] = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new AppError(404, CATEGORY_NOT_FOUND, { categoryId: CATEGORY_NOT_FOUND });
  return row;
}

async function lockService(tx: Tx, id: string): Promise<ServiceRow> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  if (!row) throw new AppError(404, SERVICE_NOT_FOUND);
  return row;
}

async function oneAdminService(ctx: AppContext, tx: Tx, row: ServiceRow): Promise<AdminService> {
  return (await adminServices(ctx, tx, [row]))[0]!;
}

export function createService(ctx: AppContext, adminId: string, input: AdminServiceBody): Promise<AdminService> {
  return slugUnique(
    () =>
      change(ctx, async (tx) => {
        const category = await assertCategoryExists(tx, input.categoryId);
        await claimServiceSlug(tx, input.slug);
        const [row] = await tx
          .insert(services)
          .values({ ...input, taxClass: input.taxClass ?? defaultTaxClassForCategory(category.slug), sortOrder: await nextServicePosition(tx, input.categoryId) })
          .returning();
        await recordAudit(tx, { actorId: adminId, action: 'service.create', entity: 'service', entityId: row!.id, after: auditState(row!) });
        return oneAdminService(ctx, tx, row!);
      }),
    SERVICE_SLUG_TAKEN,
  );
}

async function updateServiceRow(ctx: AppContext, adminId: string, id: string, patch: Partial<ServiceRow>, action: string): Promise<AdminService> {
  return change(ctx, async (tx) => {
    const before = await lockService(tx, id);
    const values = { ...patch };
    if (patch.categoryId && patch.categoryId !== before.categoryId) {
      await assertCategoryExists(tx, patch.categoryId);
      values.sortOrder = await nextServicePosition(tx, patch.categoryId); // joins the end of its new category
    }
    const slugChanged = patch.slug !== undefined && patch.slug !== before.slug;
    if (slugChanged) await claimServiceSlug(tx, patch.slug!, id);
    const [row] = await tx
      .update(services)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    if (slugChanged) await tx.insert(serviceSlugRedirects).values({ oldSlug: before.slug, serviceId: id });
    await recordAudit(tx, { actorId: adminId, action, entity: 'service', entityId: id, before: auditState(before), after: auditState(row!) });
    return oneAdminService(ctx, tx, row!);
  });
}

export const updateService = (ctx: AppContext, adminId: string, id: string, input: AdminServiceBody) =>
  slugUnique(() => updateServiceRow(ctx, adminId, id, input, 'service.update'), SERVICE_SLUG_TAKEN);

export const setServiceActive = (ctx: AppContext, adminId: string, id: string, active: boolean) =>
  updateServiceRow(ctx, adminId, id, { active }, active ? 'service.activate' : 'service.deactivate');

/** Stores the picture's six variants, points the service at them, then deletes the replaced ones. */
export async function setServiceImage(ctx: AppContext, adminId: string, id: string, image: Buffer): Promise<AdminService> {
  const [exists] = await ctx.db.select({ id: services.id }).from(services).where(eq(services.id, id));
  if (!exists) throw new AppError(404, SERVICE_NOT_FOUND);
  const name = await storeImageVariants(ctx, 'catalog', image);
  const { service, previous } = await replaceImage(ctx, adminId, id, name).catch(async (err: unknown) => {
    // Deleted meanwhile, or the database failed: the new files belong to nothing.
    await deleteImageVariants(ctx, 'catalog', name);
    throw err;
  });
  if (previous) await deleteImageVariants(ctx, 'catalog', previous);
  return service;
}

export async function removeServiceImage(ctx: AppContext, adminId: string, id: string): Promise<AdminService> {
  const { service, previous } = await replaceImage(ctx, adminId, id, null);
  if (previous) await deleteImageVariants(ctx, 'catalog', previous);
  return service;
}

/** Points the service at `name` (or none) and returns the image it had, whose files the caller deletes after commit. */
function replaceImage(ctx: AppContext, adminId: string, id: string, name: string | null) {
  return change(ctx, async (tx) => {
    const before = await lockService(tx, id);
    const [row] = await tx.update(services).set({ image: name, updatedAt: new Date() }).where(eq(services.id, id)).returning();
    if (before.image !== name) {
      await recordAudit(tx, { actorId: adminId, action: name ? 'service.image' : 'service.image_removed', entity: 'service', entityId: id, before: { image: before.image }, after: { image: name } });
    }
    return { service: await oneAdminService(ctx, tx, row!), previous: before.image };
  });
}

/** Frees a former slug: /services/<slug> stops redirecting and another service may take it. */
export function removeSlugRedirect(ctx: AppContext, adminId: string, id: string, slug: string): Promise<AdminService> {
  return change(ctx, async (tx) => {
    const row = await lockService(tx, id);
    const [removed] = await tx
      .delete(serviceSlugRedirects)
      .where(and(eq(serviceSlugRedirects.oldSlug, slug), eq(serviceSlugRedirects.serviceId, id)))
      .returning();
    if (!removed) throw new AppError(404, 'Redirect not found');
    await recordAudit(tx, { actorId: adminId, action: 'service.redirect_removed', entity: 'service', entityId: id, before: { redirect: slug }, after: null });
    return oneAdminService(ctx, tx, row);
  });
}
