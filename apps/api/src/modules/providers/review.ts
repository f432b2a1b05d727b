// Admin decisions on a provider's verification, each recorded in the audit log and told to the
// provider (notification centre, socket, email). Allowed status moves:
//
//   pending ──(provider submits)──▶ submitted ──approve──▶ approved
//                                      │  ▲                   │
//                       ask for action │  │ provider resubmits │ ask for action (stays approved;
//                                      ▼  │                   ▼  the provider sees the dialog)
//                               action_required          approved
//   submitted | action_required | pending ──reject──▶ rejected ──(provider resubmits)──▶ submitted
//   approved ──suspend──▶ suspended ──reinstate──▶ approved
//
//   approved ──(provider changes identity data: identity.ts)──▶ submitted
//
// Only approved providers take jobs (bookings' workingProvider and matching), so a suspended one
// stops receiving and accepting bookings at once; jobs already accepted stay assigned for an admin
// to reassign. Each move is a conditional UPDATE on the current status, so two admins cannot
// decide twice. Approval also needs a verified phone and a SIN no other live account holds.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { IDENTITY_FIELD_LABELS, type IdentityChangeField } from '@hearth/shared/admin/providers';
import type { AdminProviderDecision, AdminProviderDetail, AdminProviderList, RevealedSin } from '@hearth/shared/admin/providers/contract';
import type { VerificationStatus } from '@hearth/shared/constants';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditLog, bookings, providerActionItems, providerDocuments, serviceProviders, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { inTransaction } from '../../outbox/outbox';
import { recordAudit } from '../events';
import { messagesFor } from '../../i18n';
import { tellProvider } from './emails';
import { toBusinessDetails, toProviderProfile } from './provider-dto';
import { readDocument } from './service';
import { decryptSin } from './sin';
import { fullNameOf, IDENTITY_CHANGED_ACTION, providersSharingSin } from './identity';

const CAN_APPROVE: VerificationStatus[] = ['submitted', 'action_required', 'rejected'];
const CAN_REJECT: VerificationStatus[] = ['pending', 'submitted', 'action_required'];

/** The column is plain text; only the moves in this file and identity.ts write it, always one of VERIFICATION_STATUSES. */
const statusOf = (provider: { verificationStatus: string }) => provider.verificationStatus as VerificationStatus;

async function lockProvider(tx: Tx, providerId: string) {
  const [row] = await tx
    .select({ provider: serviceProviders, user: users })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(serviceProviders.id, providerId))
    .for('update');
  if (!row) throw new AppError(404, 'Provider not found');
  return row;
}

/**
 * What an admin cannot overlook: a provider must be reachable on a verified phone, and no other
 * account still in play (any status but rejected) may hold the same SIN.
 */
async function assertApprovable(tx: Tx, provider: typeof serviceProviders.$inferSelect, user: typeof users.$inferSelect) {
  if (!CAN_APPROVE.includes(statusOf(provider))) return; // the status check below answers
  if (!user.phoneVerifiedAt) {
    throw new AppError(409, 'This provider has not verified a phone number. They must verify it before they can be approved.');
  }
  const sharing = (await providersSharingSin(tx, provider)).filter((s) => s.provider.verificationStatus !== 'rejected');
  if (sharing.length) {
    const accounts = sharing.map((s) => s.user.email).join(', ');
    throw new AppError(409, `This Social Insurance Number is also on another provider account (${accounts}). Reject or resolve that account before approving this one.`);
  }
}

async function move(ctx: AppContext, adminId: string, providerId: string, action: 'approve' | 'reject', reason?: string) {
  const allowed = action === 'approve' ? CAN_APPROVE : CAN_REJECT;
  const to: VerificationStatus = action === 'approve' ? 'approved' : 'rejected';
  return inTransaction(ctx, async (tx) => {
    const { provider, user } = await lockProvider(tx, providerId);
    if (action === 'approve') await assertApprovable(tx, provider, user);
    const [moved] = await tx
      .update(serviceProviders)
      .set({ verificationStatus: to, reviewedAt: new Date(), rejectionReason: reason ?? null, updatedAt: new Date() })
      .where(and(eq(serviceProviders.id, providerId), inArray(serviceProviders.verificationStatus, allowed)))
      .returning();
    if (!moved) throw new AppError(409, `A provider whose status is ${provider.verificationStatus} cannot be ${action === 'approve' ? 'approved' : 'rejected'}`);
    if (action === 'approve') {
      await tx.update(providerActionItems).set({ resolvedAt: new Date() }).where(and(eq(providerActionItems.providerId, providerId), isNull(providerActionItems.resolvedAt)));
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: `provider.${action}`,
      entity: 'provider',
      entityId: providerId,
      before: { verificationstatus: provider.verificationStatus },
      after: { verificationstatus: to, ...(reason ? { reason } : {}) },
    });
    await tellProvider(ctx, tx, user, providerId, to, (l) => (action === 'approve' ? messagesFor(l).decision.approved : messagesFor(l).decision.rejected(reason!)));
    return { _id: providerId, verificationstatus: to };
  });
}

export const approveProvider = (ctx: AppContext, adminId: string, providerId: string): Promise<AdminProviderDecision> => move(ctx, adminId, providerId, 'approve');
export const rejectProvider = (ctx: AppContext, adminId: string, providerId: string, reason: string): Promise<AdminProviderDecision> =>
  move(ctx, adminId, providerId, 'reject', reason);

/**
 * Suspends an approved provider: they keep their account but take no jobs until reinstated. The
 * answer counts their accepted jobs still to do, which an admin should reassign.
 */
export async function suspendProvider(ctx: AppContext, adminId: string, providerId: string, reason: string): Promise<AdminProviderDecision & { activeJobs: number }> {
  return inTransaction(ctx, async (tx) => {
    const { provider, user } = await lockProvider(tx, providerId);
    const [moved] = await tx
      .update(serviceProviders)
      .set({ verificationStatus: 'suspended', updatedAt: new Date() })
      .where(and(eq(serviceProviders.id, providerId), eq(serviceProviders.verificationStatus, 'approved')))
      .returning();
    if (!moved) throw new AppError(409, `Only an approved provider can be suspended; this one is ${provider.verificationStatus.replace('_', ' ')}`);
    const [jobs] = await tx.select({ n: count() }).from(bookings).where(and(eq(bookings.providerId, providerId), inArray(bookings.status, ['accepted', 'in_progress'])));
    await recordAudit(tx, { actorId: adminId, action: 'provider.suspend', entity: 'provider', entityId: providerId, before: { verificationstatus: 'approved' }, after: { verificationstatus: 'suspended', reason } });
    await tellProvider(ctx, tx, user, providerId, 'suspended', (l) => messagesFor(l).decision.suspended(reason));
    return { _id: providerId, verificationstatus: 'suspended', activeJobs: jobs?.n ?? 0 };
  });
}

export async function reinstateProvider(ctx: AppContext, adminId: string, providerId: string): Promise<AdminProviderDecision> {
  return inTransaction(ctx, async (tx) => {
    const { provider, user } = await lockProvider(tx, providerId);
    const [moved] = await tx
      .update(serviceProviders)
      .set({ verificationStatus: 'approved', updatedAt: new Date() })
      .where(and(eq(serviceProviders.id, providerId), eq(serviceProviders.verificationStatus, 'suspended')))
      .returning();
    if (!moved) throw new AppError(409, `Only a suspended provider can be reinstated; this one is ${provider.verificationStatus.replace('_', ' ')}`);
    await recordAudit(tx, { actorId: adminId, action: 'provider.reinstate', entity: 'provider', entityId: providerId, before: { verificationstatus: 'suspended' }, after: { verificationstatus: 'approved' } });
    await tellProvider(ctx, tx, user, providerId, 'approved', (l) => messagesFor(l).decision.reinstated);
    return { _id: providerId, verificationstatus: 'approved' };
  });
}

/** The full SIN for an admin who needs it (e.g. tax reporting); the reveal is recorded before the number leaves. */
export async function revealSin(ctx: AppContext, adminId: string, providerId: string): Promise<RevealedSin> {
  const [row] = await ctx.db.select({ sin: serviceProviders.sinCiphertext }).from(serviceProviders).where(eq(serviceProviders.id, providerId));
  if (!row) throw new AppError(404, 'Provider not found');
  if (!row.sin) throw new AppError(404, 'This provider has not given a Social Insurance Number yet');
  const socialInsuranceNum = decryptSin(ctx.config.dataEncryptionKey, row.sin);
  await recordAudit(ctx.db, { actorId: adminId, action: 'provider.sin_revealed', entity: 'provider', entityId: providerId });
  return { socialInsuranceNum };
}

/** Asks the provider to do something. A provider under review moves to action_required; an approved or suspended one keeps their status. */
export async function requestAction(ctx: AppContext, adminId: string, providerId: string, message: string) {
  return inTransaction(ctx, async (tx) => {
    const { provider, user } = await lockProvider(tx, providerId);
    const [item] = await tx.insert(providerActionItems).values({ providerId, message, createdBy: adminId }).returning();
    // A working or suspended provider keeps their status: asking for a document must not lift a suspension.
    const current = statusOf(provider);
    const to: VerificationStatus = current === 'approved' || current === 'suspended' ? current : 'action_required';
    await tx.update(serviceProviders).set({ verificationStatus: to, updatedAt: new Date() }).where(eq(serviceProviders.id, providerId));
    await recordAudit(tx, { actorId: adminId, action: 'provider.action_required', entity: 'provider', entityId: providerId, before: { verificationstatus: provider.verificationStatus }, after: { verificationstatus: to, message } });
    await tellProvider(ctx, tx, user, providerId, to, (l) => messagesFor(l).decision.actionRequired(message));
    return { _id: item!.id, message, verificationstatus: to };
  });
}

export async function clearActionItem(ctx: AppContext, adminId: string, providerId: string, itemId: string) {
  return inTransaction(ctx, async (tx) => {
    const [item] = await tx
      .update(providerActionItems)
      .set({ resolvedAt: new Date() })
      .where(and(eq(providerActionItems.id, itemId), eq(providerActionItems.providerId, providerId), isNull(providerActionItems.resolvedAt)))
      .returning();
    if (!item) throw new AppError(404, 'Open action item not found');
    await recordAudit(tx, { actorId: adminId, action: 'provider.action_cleared', entity: 'provider', entityId: providerId, before: { message: item.message }, after: null });
  });
}

export async function listProviders(ctx: AppContext, filter: { status?: VerificationStatus; pageNo: number; size: number }): Promise<AdminProviderList> {
  const where = filter.status ? eq(serviceProviders.verificationStatus, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ provider: serviceProviders, user: users })
      .from(serviceProviders)
      .innerJoin(users, eq(users.id, serviceProviders.userId))
      .where(where)
      // Oldest submissions first: the queue is worked in order.
      .orderBy(asc(sql`coalesce(${serviceProviders.submittedAt}, ${serviceProviders.createdAt})`), asc(serviceProviders.id))
      .limit(filter.size)
      .offset((filter.pageNo - 1) * filter.size),
    ctx.db.select({ n: count() }).from(serviceProviders).where(where),
  ]);
  return {
    providers: rows.map(({ provider, user }) => ({
      _id: provider.id,
      userId: user.id,
      fullname: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      isPhoneNumberVerified: user.phoneVerifiedAt !== null,
      verificationstatus: statusOf(provider),
      submittedAt: provider.submittedAt?.toISOString() ?? null,
      createdAt: provider.createdAt.toISOString(),
      identityChangedAt: unreviewedIdentityChange(provider)?.toISOString() ?? null,
    })),
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / filter.size)),
    total: total?.n ?? 0,
  };
}

export async function providerDetail(ctx: AppContext, providerId: string): Promise<AdminProviderDetail> {
  const [row] = await ctx.db.select({ provider: serviceProviders, user: users }).from(serviceProviders).innerJoin(users, eq(users.id, serviceProviders.userId)).where(eq(serviceProviders.id, providerId));
  if (!row) throw new AppError(404, 'Provider not found');
  const changedAt = unreviewedIdentityChange(row.provider);
  const [docs, items, history, identityEntries, sharing] = await Promise.all([
    ctx.db.select().from(providerDocuments).where(eq(providerDocuments.providerId, providerId)),
    ctx.db.select().from(providerActionItems).where(eq(providerActionItems.providerId, providerId)).orderBy(desc(providerActionItems.createdAt)),
    ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'provider'), eq(auditLog.entityId, providerId))).orderBy(desc(auditLog.id)).limit(100),
    changedAt
      ? ctx.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'provider'), eq(auditLog.entityId, providerId), inArray(auditLog.action, [IDENTITY_CHANGED_ACTION, 'provider.approve', 'provider.reject'])))
          .orderBy(asc(auditLog.id))
      : Promise.resolve([]),
    providersSharingSin(ctx.db, row.provider),
  ]);
  const business = toBusinessDetails(row.provider, docs, `/api/admin/providers/${providerId}/documents`);
  return {
    _id: providerId,
    userId: row.user.id,
    profile: { ...toProviderProfile(row.user, row.provider), verificationstatus: statusOf(row.provider) },
    business: {
      ...business,
      verificationstatus: statusOf(row.provider),
      // toBusinessDetails gives every document field a key (null when missing).
      documents: business.documents as AdminProviderDetail['business']['documents'],
    },
    requestedServices: row.provider.requestedServices,
    actionItems: items.map((i) => ({ _id: i.id, message: i.message, createdAt: i.createdAt.toISOString(), resolvedAt: i.resolvedAt?.toISOString() ?? null })),
    history: history.map((h) => ({ action: h.action, actorId: h.actorId, before: h.before, after: h.after, createdAt: h.createdAt.toISOString() })),
    identityChange: changedAt ? { changedAt: changedAt.toISOString(), changes: mergeIdentityChanges(sinceLastDecision(identityEntries)) } : null,
    sinSharedWith: sharing.map((s) => ({ _id: s.provider.id, userId: s.user.id, fullname: fullNameOf(s.user), email: s.user.email, verificationstatus: statusOf(s.provider) })),
    insuranceCheckedAt: row.provider.insuranceCheckedAt?.toISOString() ?? null,
  };
}

/**
 * Records that an admin saw (or no longer vouches for) the provider's liability insurance: the public
 * 'Insured' badge follows it. Checking again keeps the first time; each change is audited.
 */
export async function setInsuranceCheck(ctx: AppContext, adminId: string, providerId: string, checked: boolean) {
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx.select({ at: serviceProviders.insuranceCheckedAt }).from(serviceProviders).where(eq(serviceProviders.id, providerId)).for('update');
    if (!before) throw new AppError(404, 'Provider not found');
    const at = checked ? (before.at ?? new Date()) : null;
    if ((before.at === null) !== (at === null)) {
      await tx.update(serviceProviders).set({ insuranceCheckedAt: at, updatedAt: new Date() }).where(eq(serviceProviders.id, providerId));
      await recordAudit(tx, {
        actorId: adminId,
        action: checked ? 'provider.insurance_checked' : 'provider.insurance_unchecked',
        entity: 'provider',
        entityId: providerId,
        before: { insuranceCheckedAt: before.at?.toISOString() ?? null },
        after: { insuranceCheckedAt: at?.toISOString() ?? null },
      });
    }
    return { _id: providerId, insuranceCheckedAt: at?.toISOString() ?? null };
  });
}

/** The time of an identity change no admin has approved or rejected since, if any. */
function unreviewedIdentityChange(provider: typeof serviceProviders.$inferSelect) {
  const changed = provider.identityChangedAt;
  return changed && (!provider.reviewedAt || changed > provider.reviewedAt) ? changed : null;
}

/** The entries after the last approval or rejection: the identity changes still to review. */
function sinceLastDecision<T extends { action: string }>(entries: T[]) {
  const last = entries.findLastIndex((e) => e.action !== IDENTITY_CHANGED_ACTION);
  return entries.slice(last + 1);
}

/** Several identity changes before a review read as one: each field from its first value to its last. */
function mergeIdentityChanges(entries: { before: unknown; after: unknown }[]) {
  const merged = new Map<IdentityChangeField, { field: IdentityChangeField; before: string | null; after: string | null }>();
  for (const entry of entries) {
    const before = (entry.before ?? {}) as Record<string, string | null>;
    const after = (entry.after ?? {}) as Record<string, string | null>;
    for (const field of Object.keys(after).filter((key): key is IdentityChangeField => key in IDENTITY_FIELD_LABELS)) {
      const seen = merged.get(field);
      merged.set(field, { field, before: seen ? seen.before : (before[field] ?? null), after: after[field] ?? null });
    }
  }
  // The stored JSON does not keep key order: list the fields in the order the review page shows them.
  const order = Object.keys(IDENTITY_FIELD_LABELS);
  return [...merged.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** An admin opening a provider's document; every download is recorded. */
export async function adminReadDocument(ctx: AppContext, adminId: string, providerId: string, field: ProviderDocumentField) {
  const file = await readDocument(ctx, providerId, field);
  await recordAudit(ctx.db, { actorId: adminId, action: 'provider.document.download', entity: 'provider', entityId: providerId, after: { document: field, fileName: file.doc.fileName } });
  return file;
}
