// A verified provider stays verified only while the identity an admin checked stays the same. When an
// approved provider changes it (SIN, residency, a verification document, legal or business name) the
// account goes back to review; each change is audited with its before and after values, and both the
// admins and the provider are told. Also: the SIN fingerprints that find two accounts sharing a SIN.
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { IdentityChangeField } from '@hearth/shared/admin/providers';
import type { ProviderVerificationInput } from '@hearth/shared/schemas/provider';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type providerDocuments, serviceProviders, users } from '../../db/schema';
import { notify, recordAudit } from '../events';
import { messagesFor, type Localized } from '../../i18n';
import type { CheckedDocument } from './documents';
import { tellProvider } from './emails';
import { decryptSin, maskSin, sinFingerprint } from './sin';

export const IDENTITY_CHANGED_ACTION = 'provider.identity_changed';

/** One identity field as an admin reads it: the SIN only masked, a document by its file name. */
export interface IdentityChange {
  field: IdentityChangeField;
  before: string | null;
  after: string | null;
}

type ProviderRow = typeof serviceProviders.$inferSelect;
type UserRow = typeof users.$inferSelect;
type DocumentRow = typeof providerDocuments.$inferSelect;

export const fullNameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** `text` is written once per language: each admin reads it in their own. */
export async function notifyAdmins(ctx: AppContext, tx: Tx, text: Localized, providerId: string) {
  const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  await notify(ctx, tx, admins.map((a) => a.id), 'VerificationUpdate', text, { providerId });
}

/**
 * Sends an approved provider back to review after an identity change, inside the caller's
 * transaction. Does nothing when nothing changed or the provider is not approved (their next
 * review covers it anyway).
 */
export async function sendBackToReview(ctx: AppContext, tx: Tx, provider: ProviderRow, user: UserRow, changes: IdentityChange[]) {
  if (!changes.length || provider.verificationStatus !== 'approved') return;
  const now = new Date();
  // Conditional on the status read earlier, so a suspension decided meanwhile is not undone.
  const [moved] = await tx
    .update(serviceProviders)
    .set({ verificationStatus: 'submitted', submittedAt: now, identityChangedAt: now, updatedAt: now })
    .where(and(eq(serviceProviders.id, provider.id), eq(serviceProviders.verificationStatus, 'approved')))
    .returning({ id: serviceProviders.id });
  if (!moved) return;
  await recordAudit(tx, {
    actorId: user.id,
    action: IDENTITY_CHANGED_ACTION,
    entity: 'provider',
    entityId: provider.id,
    before: { verificationstatus: 'approved', ...Object.fromEntries(changes.map((c) => [c.field, c.before])) },
    after: { verificationstatus: 'submitted', ...Object.fromEntries(changes.map((c) => [c.field, c.after])) },
  });
  const fields = changes.map((c) => c.field);
  await notifyAdmins(ctx, tx, (l) => messagesFor(l).decision.adminBackInReview(fullNameOf(user), messagesFor(l).decision.changedFields(fields)), provider.id);
  await tellProvider(ctx, tx, user, provider.id, 'submitted', (l) => messagesFor(l).decision.backInReview(messagesFor(l).decision.changedFields(fields)));
}

/** The legal name as a change, when the new one differs. */
export function legalNameChange(user: Pick<UserRow, 'firstName' | 'lastName'>, firstName: string, lastName: string): IdentityChange[] {
  const before = fullNameOf(user);
  const after = fullNameOf({ firstName, lastName });
  return before === after ? [] : [{ field: 'fullname', before, after }];
}

/**
 * A rename through the shared account route (POST /api/user/profile) counts like one in the provider
 * area. Call it in the rename's transaction, before the name is written: it reads the old one.
 */
export async function reviewProviderRename(ctx: AppContext, tx: Tx, userId: string, firstName: string, lastName: string) {
  const [row] = await tx.select({ provider: serviceProviders, user: users }).from(serviceProviders).innerJoin(users, eq(users.id, serviceProviders.userId)).where(eq(serviceProviders.userId, userId));
  if (row) await sendBackToReview(ctx, tx, row.provider, row.user, legalNameChange(row.user, firstName, lastName));
}

/**
 * What a business-details submission changes in the identity an admin approved. Resubmitting the same
 * values is not a change: the SIN is compared by fingerprint, a document by its bytes (not its name).
 */
export async function businessIdentityChanges(
  ctx: AppContext,
  provider: ProviderRow,
  stored: Pick<DocumentRow, 'field' | 'fileName' | 'storageKey'>[],
  input: Pick<ProviderVerificationInput, 'socialInsuranceNum' | 'residentStatus' | 'bussinessname'>,
  fingerprint: string,
  documents: CheckedDocument[],
): Promise<IdentityChange[]> {
  const changes: IdentityChange[] = [];
  if (provider.sinFingerprint !== fingerprint) {
    changes.push({ field: 'socialInsuranceNum', before: maskSin(provider.sinLast3), after: maskSin(input.socialInsuranceNum.slice(-3)) });
  }
  if ((provider.residentStatus ?? '') !== input.residentStatus) changes.push({ field: 'residentStatus', before: provider.residentStatus, after: input.residentStatus });
  if ((provider.businessName ?? '') !== (input.bussinessname ?? '')) changes.push({ field: 'bussinessname', before: provider.businessName, after: input.bussinessname || null });
  for (const doc of documents) {
    const old = stored.find((d) => d.field === doc.field);
    const oldFile = old ? await ctx.storage.get(old.storageKey) : null;
    if (!old || !oldFile?.body.equals(doc.bytes)) changes.push({ field: doc.field, before: old?.fileName ?? null, after: doc.fileName });
  }
  return changes;
}

/** Other provider accounts holding the same SIN, found through the fingerprint index. */
export async function providersSharingSin(db: Tx, provider: Pick<ProviderRow, 'id' | 'sinFingerprint'>) {
  if (!provider.sinFingerprint) return [];
  return db
    .select({ provider: serviceProviders, user: users })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(and(eq(serviceProviders.sinFingerprint, provider.sinFingerprint), ne(serviceProviders.id, provider.id)));
}

/**
 * Gives rows saved before fingerprints existed their fingerprint. Run once at start-up; the only
 * place SINs are decrypted in bulk, and a no-op once every row has one.
 */
export async function backfillSinFingerprints(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ id: serviceProviders.id, sin: serviceProviders.sinCiphertext })
    .from(serviceProviders)
    .where(and(isNull(serviceProviders.sinFingerprint), isNotNull(serviceProviders.sinCiphertext)));
  for (const row of rows) {
    const fingerprint = sinFingerprint(ctx.config.dataEncryptionKey, decryptSin(ctx.config.dataEncryptionKey, row.sin!));
    await ctx.db.update(serviceProviders).set({ sinFingerprint: fingerprint }).where(and(eq(serviceProviders.id, row.id), isNull(serviceProviders.sinFingerprint)));
  }
  return rows.length;
}
