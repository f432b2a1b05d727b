// A provider's own onboarding: personal details, business details with verification documents,
// the services and areas they work in, and the payout account. Decisions on a provider (approve,
// reject, ask for action) live in review.ts.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProviderProfileInput } from '@hearth/shared/schemas/profile';
import type { BankDetailsInput, ProviderCategoryInput } from '@hearth/shared/providers/contract';
import { REQUIRED_PROVIDER_DOCUMENTS, type ProviderDocumentField, type ProviderVerificationInput } from '@hearth/shared/schemas/provider';
import { normalizePhone } from '@hearth/shared/phone';
import { languagesToStore, professionalLanguages, type PublicProfile, type publicProfileInputSchema } from '@hearth/shared/professionals/wire';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { categories, payoutAccounts, providerActionItems, providerAreas, providerDocuments, providerServices, serviceProviders, services, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { imageUrls } from '../../plugins/uploads';
import { inTransaction } from '../../outbox/outbox';
import { push } from '../events';
import { messagesFor, webLink } from '../../i18n';
import { assertCurrentPassword, requestEmailChange } from '../auth';
import { encryptSin, sinFingerprint } from './sin';
import { businessIdentityChanges, fullNameOf, legalNameChange, notifyAdmins, sendBackToReview } from './identity';
import { documentStorageKey, type CheckedDocument } from './documents';
import { bankAccountChangedEmail, bankAccountChangedText, timeZoneOf } from './security-notices';
import { toBusinessDetails, toProviderProfile } from './provider-dto';

export const DOCUMENT_FIELDS = Object.keys(REQUIRED_PROVIDER_DOCUMENTS) as ProviderDocumentField[];

export async function providerOf(db: Tx, userId: string) {
  const [row] = await db
    .select({ provider: serviceProviders, user: users })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(serviceProviders.userId, userId))
    .limit(1);
  if (!row) throw new AppError(404, 'Provider profile not found');
  return row;
}

/** Pages beyond personal and business details need an approved provider. */
export function requireApproved(provider: { verificationStatus: string }) {
  if (provider.verificationStatus === 'suspended') {
    throw new AppError(403, 'Your account is suspended. Contact our support team to have it reviewed.');
  }
  if (provider.verificationStatus !== 'approved') {
    throw new AppError(403, 'Your account is waiting for approval. Complete your business details to get approved.');
  }
}

// --- Personal details ---------------------------------------------------------------------------

export async function getProfile(ctx: AppContext, userId: string) {
  const { provider, user } = await providerOf(ctx.db, userId);
  return toProviderProfile(user, provider);
}

/**
 * Saves personal details. A different phone number is not taken from here: it needs an OTP
 * (verify-otp sets it), so the reply says a phone change is pending. A different email moves the
 * sign-in, so it needs the current password and only starts a change: the new address gets a link
 * and the account keeps its email until it is opened, while the current address is told at once.
 */
export async function updateProfile(ctx: AppContext, userId: string, input: ProviderProfileInput) {
  const { provider, user } = await providerOf(ctx.db, userId);
  const [firstName = input.firstname, ...rest] = input.firstname.split(/\s+/);
  const emailChangeRequested = input.email !== user.email;
  if (emailChangeRequested) {
    // First, so a wrong password saves nothing. An address another account uses is refused only
    // when its link is opened: refusing here would tell whoever holds the session who is registered.
    await requestEmailChange(ctx, userId, { email: input.email, password: input.password ?? '' }, { refuseTakenNow: false });
  }
  await inTransaction(ctx, async (tx) => {
    await tx.update(users).set({ firstName, lastName: rest.join(' '), updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(serviceProviders)
      .set({ languages: [...new Set(input.language)], dob: input.dob, street: input.street, city: input.city, province: input.province, postcode: input.postcode, updatedAt: new Date() })
      .where(eq(serviceProviders.id, provider.id));
    // The legal name is part of the identity an admin approved.
    await sendBackToReview(ctx, tx, provider, user, legalNameChange(user, firstName, rest.join(' ')));
  });
  const phoneChangePending = normalizePhone(input.phonenumber) !== (user.phoneVerifiedAt ? user.phone : null);
  return { profile: await getProfile(ctx, userId), phoneChangePending, emailChangeRequested, pendingEmail: emailChangeRequested ? input.email : user.pendingEmail };
}

// --- Business details and documents ------------------------------------------------------------

export async function getBusinessDetails(ctx: AppContext, userId: string) {
  const { provider } = await providerOf(ctx.db, userId);
  const docs = await ctx.db.select().from(providerDocuments).where(eq(providerDocuments.providerId, provider.id));
  return toBusinessDetails(provider, docs);
}

/**
 * Submits business details for review. Files are written first; the rows that point at them are
 * swapped in one transaction, and replaced files are deleted only after it commits, so a failure
 * leaves the previous submission intact.
 */
export async function submitBusinessDetails(ctx: AppContext, userId: string, input: ProviderVerificationInput, documents: CheckedDocument[]) {
  const { provider, user } = await providerOf(ctx.db, userId);
  if (provider.verificationStatus === 'suspended') throw new AppError(403, 'Your account is suspended. Contact support.');
  const existing = await ctx.db.select().from(providerDocuments).where(eq(providerDocuments.providerId, provider.id));
  const have = new Set([...existing.map((d) => d.field), ...documents.map((d) => d.field)]);
  const missing = Object.fromEntries(Object.entries(REQUIRED_PROVIDER_DOCUMENTS).filter(([field]) => !have.has(field as ProviderDocumentField)));
  if (Object.keys(missing).length) throw new AppError(400, Object.values(missing)[0]!, missing);
  const approved = provider.verificationStatus === 'approved';
  const fingerprint = sinFingerprint(ctx.config.dataEncryptionKey, input.socialInsuranceNum);
  // Everyone but an approved provider goes to review anyway; an approved one only for an identity change.
  const identityChanges = approved ? await businessIdentityChanges(ctx, provider, existing, input, fingerprint, documents) : [];

  const stored = await Promise.all(
    documents.map(async (doc) => {
      const key = documentStorageKey(provider.id, doc);
      await ctx.storage.put(key, doc.bytes, doc.contentType);
      return { doc, key };
    }),
  );
  const replaced = existing.filter((e) => documents.some((d) => d.field === e.field)).map((e) => e.storageKey);
  try {
    await inTransaction(ctx, async (tx) => {
      for (const { doc, key } of stored) {
        await tx
          .insert(providerDocuments)
          .values({ providerId: provider.id, field: doc.field, storageKey: key, fileName: doc.fileName, contentType: doc.contentType, sizeBytes: doc.bytes.length })
          .onConflictDoUpdate({
            target: [providerDocuments.providerId, providerDocuments.field],
            set: { storageKey: key, fileName: doc.fileName, contentType: doc.contentType, sizeBytes: doc.bytes.length, uploadedAt: new Date() },
          });
      }
      await tx
        .update(serviceProviders)
        .set({
          businessName: input.bussinessname || null,
          qualification: input.qualification,
          sinCiphertext: encryptSin(ctx.config.dataEncryptionKey, input.socialInsuranceNum),
          sinLast3: input.socialInsuranceNum.slice(-3),
          sinFingerprint: fingerprint,
          residentStatus: input.residentStatus,
          yearsOfExperience: input.yearsOfExperince,
          // Everyone but an approved provider goes (back) to review here; sendBackToReview below decides for them.
          ...(approved ? {} : { verificationStatus: 'submitted', submittedAt: new Date(), rejectionReason: null }),
          updatedAt: new Date(),
        })
        .where(eq(serviceProviders.id, provider.id));
      // Resubmitting answers what admins asked for.
      await tx.update(providerActionItems).set({ resolvedAt: new Date() }).where(and(eq(providerActionItems.providerId, provider.id), isNull(providerActionItems.resolvedAt)));
      if (approved) await sendBackToReview(ctx, tx, provider, user, identityChanges);
      else await notifyAdmins(ctx, tx, (l) => messagesFor(l).decision.adminSubmitted(fullNameOf(user)), provider.id);
    });
  } catch (err) {
    await Promise.all(stored.map(({ key }) => ctx.storage.delete(key)));
    throw err;
  }
  await Promise.all(replaced.map((key) => ctx.storage.delete(key)));
  return getBusinessDetails(ctx, userId);
}

/**
 * Removes one document. Allowed before approval, except while a submission is being reviewed;
 * once approved, only when an admin has asked for something (an open Action Required item), and
 * then, like any identity change, it sends the provider back to review.
 */
export async function deleteDocument(ctx: AppContext, userId: string, field: ProviderDocumentField) {
  const { provider, user } = await providerOf(ctx.db, userId);
  if (provider.verificationStatus === 'submitted') throw new AppError(409, 'Your documents are being reviewed. You can change them once the review is done.');
  if (provider.verificationStatus === 'approved') {
    const [open] = await ctx.db.select({ id: providerActionItems.id }).from(providerActionItems).where(and(eq(providerActionItems.providerId, provider.id), isNull(providerActionItems.resolvedAt))).limit(1);
    if (!open) throw new AppError(403, 'Documents cannot be removed once your account is approved. Contact support if something changed.');
  }
  const removed = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.delete(providerDocuments).where(and(eq(providerDocuments.providerId, provider.id), eq(providerDocuments.field, field))).returning();
    if (!row) throw new AppError(404, 'Document not found');
    await sendBackToReview(ctx, tx, provider, user, [{ field, before: row.fileName, after: null }]);
    return row;
  });
  await ctx.storage.delete(removed.storageKey);
  return getBusinessDetails(ctx, userId);
}

/** A document's bytes for its owner or an admin (routes decide who may ask). */
export async function readDocument(ctx: AppContext, providerId: string, field: ProviderDocumentField) {
  const [doc] = await ctx.db.select().from(providerDocuments).where(and(eq(providerDocuments.providerId, providerId), eq(providerDocuments.field, field)));
  if (!doc) throw new AppError(404, 'Document not found');
  const file = await ctx.storage.get(doc.storageKey);
  if (!file) throw new AppError(404, 'Document not found');
  return { doc, body: file.body };
}

export async function openActionItems(ctx: AppContext, userId: string) {
  const { provider } = await providerOf(ctx.db, userId);
  const rows = await ctx.db
    .select({ _id: providerActionItems.id, message: providerActionItems.message, createdAt: providerActionItems.createdAt })
    .from(providerActionItems)
    .where(and(eq(providerActionItems.providerId, provider.id), isNull(providerActionItems.resolvedAt)))
    .orderBy(asc(providerActionItems.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// --- Services and areas ------------------------------------------------------------------------

export async function getCategories(ctx: AppContext, userId: string) {
  const { provider } = await providerOf(ctx.db, userId);
  requireApproved(provider);
  const [chosen, areas, catalogue] = await Promise.all([
    ctx.db.select({ serviceId: providerServices.serviceId }).from(providerServices).where(eq(providerServices.providerId, provider.id)),
    ctx.db.select().from(providerAreas).where(eq(providerAreas.providerId, provider.id)).orderBy(asc(providerAreas.kind), asc(providerAreas.label)),
    ctx.db
      .select({ categoryId: categories.id, categoryName: categories.name, serviceId: services.id, serviceName: services.name, slug: services.slug })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(and(eq(services.active, true), eq(categories.active, true)))
      .orderBy(asc(categories.sortOrder), asc(services.sortOrder)),
  ]);
  const selected = new Set(chosen.map((c) => c.serviceId));
  const grouped = new Map<string, { _id: string; name: string; services: { _id: string; name: string; slug: string; selected: boolean }[] }>();
  for (const r of catalogue) {
    let g = grouped.get(r.categoryId);
    if (!g) grouped.set(r.categoryId, (g = { _id: r.categoryId, name: r.categoryName, services: [] }));
    g.services.push({ _id: r.serviceId, name: r.serviceName, slug: r.slug, selected: selected.has(r.serviceId) });
  }
  return {
    services: [...selected],
    areas: areas.map((a) => ({ _id: a.id, kind: a.kind, value: a.label, province: a.province, label: a.province ? `${a.label}, ${a.province}` : a.label })),
    categories: [...grouped.values()],
  };
}

/** Replaces the provider's services and/or areas; other tabs of the provider refresh (UpdateCategory). */
export async function setCategories(ctx: AppContext, userId: string, input: Partial<ProviderCategoryInput>) {
  const { provider } = await providerOf(ctx.db, userId);
  requireApproved(provider);
  if (input.services) {
    const ids = [...new Set(input.services)];
    const found = await ctx.db.select({ id: services.id }).from(services).where(and(inArray(services.id, ids), eq(services.active, true)));
    if (found.length !== ids.length) throw new AppError(400, 'Choose services from the list', { services: 'Choose services from the list' });
  }
  await inTransaction(ctx, async (tx) => {
    if (input.services) {
      await tx.delete(providerServices).where(eq(providerServices.providerId, provider.id));
      await tx.insert(providerServices).values([...new Set(input.services)].map((serviceId) => ({ providerId: provider.id, serviceId })));
    }
    if (input.areas) {
      await tx.delete(providerAreas).where(eq(providerAreas.providerId, provider.id));
      // Cities match on "name|province" in lower case; the label keeps the spelling the provider typed.
      const rows = input.areas.map((a) =>
        a.kind === 'fsa'
          ? { kind: a.kind, value: a.value, label: a.value, province: null }
          : { kind: a.kind, value: `${a.value.toLowerCase()}|${a.province}`, label: a.value, province: a.province },
      );
      const unique = new Map(rows.map((r) => [`${r.kind}:${r.value}`, r]));
      await tx.insert(providerAreas).values([...unique.values()].map((a) => ({ providerId: provider.id, ...a })));
    }
    await tx.update(serviceProviders).set({ updatedAt: sql`now()` }).where(eq(serviceProviders.id, provider.id));
    await push(ctx, tx, [userId], 'UpdateCategory', {});
  });
  return getCategories(ctx, userId);
}

// --- Payout account ----------------------------------------------------------------------------

async function payoutRow(ctx: AppContext, providerId: string) {
  const [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId));
  return row ?? null;
}

function toPayoutDto(row: typeof payoutAccounts.$inferSelect | null, status: { payoutsEnabled: boolean } | null) {
  if (!row) return { connected: false, gateway: null, payoutsEnabled: false, requirementsDue: [], bankAccount: null, payoutsHeldUntil: null };
  const held = row.payoutsHeldUntil && row.payoutsHeldUntil > new Date() ? row.payoutsHeldUntil : null;
  return {
    connected: true,
    gateway: row.gateway,
    // The gateway's last word by webhook (account.updated) wins: it can pause payouts after setup.
    payoutsEnabled: row.payoutsEnabled ?? status?.payoutsEnabled ?? false,
    /** What the gateway still needs before it pays out, in its own terms ('individual.verification.document'). */
    requirementsDue: row.requirementsDue,
    bankAccount: row.bankAccountLast4 ? { last4: row.bankAccountLast4, routing_number: `${row.transitNumber}-${row.institutionNumber}`, display: `•••• •••• ${row.bankAccountLast4}` } : null,
    /** Set while payouts wait after a bank account change: no transfer goes out before it. */
    payoutsHeldUntil: held?.toISOString() ?? null,
  };
}

/** GET fetch-stripe-account: the provider's payout account as the gateway sees it. */
export async function fetchPayoutAccount(ctx: AppContext, userId: string) {
  const { provider } = await providerOf(ctx.db, userId);
  requireApproved(provider);
  const row = await payoutRow(ctx, provider.id);
  // The gateway is asked only while no webhook has told us yet: once one has, its stored word wins
  // anyway, and the dashboard and Bank page read this on every visit.
  const status = row && row.payoutsEnabled === null ? await ctx.payments.getPayoutAccount(row.accountId) : null;
  return toPayoutDto(row, status);
}

/** GET stripe-account: creates the connected account once, and the hosted onboarding link if any. */
export async function ensurePayoutAccount(ctx: AppContext, userId: string) {
  const { provider, user } = await providerOf(ctx.db, userId);
  requireApproved(provider);
  let row = await payoutRow(ctx, provider.id);
  if (!row) {
    const { accountId } = await ctx.payments.createPayoutAccount({ email: user.email, providerId: provider.id });
    // Two tabs racing: the primary key keeps the first account; the second is simply not used.
    await ctx.db.insert(payoutAccounts).values({ providerId: provider.id, gateway: ctx.payments.name, accountId }).onConflictDoNothing();
    row = await payoutRow(ctx, provider.id);
  }
  // Back from the gateway's hosted pages to the bank page in the provider's language.
  const base = webLink(ctx.config, user.locale, '/serviceprovider/bankdetail');
  const onboardingUrl = await ctx.payments.onboardingLink(row!.accountId, { returnUrl: `${base}?onboarding=done`, refreshUrl: `${base}?onboarding=retry` });
  return { ...toPayoutDto(row, await ctx.payments.getPayoutAccount(row!.accountId)), onboardingUrl };
}

/**
 * POST external-account: the Canadian bank account payouts go to. Only its last four digits are kept.
 * Whoever holds a session could otherwise send the provider's money anywhere, so it takes the
 * current password, the provider hears of it by email and text, and payouts wait
 * PAYOUT_HOLD_AFTER_BANK_CHANGE_HOURS so the owner has time to stop them. The first account is held
 * too: earned payouts may already be waiting for it, and a thief could just as well add it.
 */
export async function setBankAccount(ctx: AppContext, userId: string, input: BankDetailsInput) {
  const { provider, user } = await providerOf(ctx.db, userId);
  requireApproved(provider);
  await assertCurrentPassword(ctx, user, input.password);
  await ensurePayoutAccount(ctx, userId);
  const row = (await payoutRow(ctx, provider.id))!;
  const changedAt = new Date();
  const heldUntil = new Date(changedAt.getTime() + ctx.config.payoutHoldAfterBankChangeHours * 3600_000);
  // Held before the gateway is asked, so no payout slips out to the new account in between; if the
  // gateway call fails the hold stays, as the account may have changed there all the same.
  await ctx.db.update(payoutAccounts).set({ payoutsHeldUntil: heldUntil, updatedAt: changedAt }).where(eq(payoutAccounts.providerId, provider.id));
  const [transit, institution] = input.routing_number.split('-');
  const { last4 } = await ctx.payments.setBankAccount(row.accountId, {
    routingNumber: input.routing_number,
    accountNumber: input.account_number,
    holderName: `${user.firstName} ${user.lastName}`.trim(),
  });
  const timeZone = timeZoneOf(provider.province);
  await inTransaction(ctx, async (tx) => {
    await tx
      .update(payoutAccounts)
      .set({ bankAccountLast4: last4, transitNumber: transit, institutionNumber: institution, bankAccountChangedAt: changedAt, payoutsHeldUntil: heldUntil, updatedAt: new Date() })
      .where(eq(payoutAccounts.providerId, provider.id));
    await ctx.outbox.enqueue(tx, 'email', { to: user.email, ...bankAccountChangedEmail(ctx.config, user.firstName, last4, changedAt, heldUntil, timeZone, user.locale) });
    if (user.phone && user.phoneVerifiedAt) await ctx.outbox.enqueue(tx, 'sms', { to: user.phone, body: bankAccountChangedText(last4, changedAt, timeZone, user.locale) });
  });
  return fetchPayoutAccount(ctx, userId);
}

/** What customers read about the provider, as the provider edits it; the photo is the account picture. */
export async function getPublicProfile(ctx: AppContext, userId: string): Promise<PublicProfile> {
  const { provider, user } = await providerOf(ctx.db, userId);
  return toPublicProfile(ctx, provider, user);
}

export async function savePublicProfile(ctx: AppContext, userId: string, input: z.output<typeof publicProfileInputSchema>): Promise<PublicProfile> {
  const { provider, user } = await providerOf(ctx.db, userId);
  const [saved] = await ctx.db
    .update(serviceProviders)
    .set({ bio: input.bio || null, languages: languagesToStore(provider.languages, input.languages), yearsOfExperience: input.yearsOfExperience, updatedAt: new Date() })
    .where(eq(serviceProviders.id, provider.id))
    .returning();
  return toPublicProfile(ctx, saved ?? provider, user);
}

function toPublicProfile(ctx: AppContext, provider: typeof serviceProviders.$inferSelect, user: typeof users.$inferSelect): PublicProfile {
  return {
    bio: provider.bio ?? '',
    languages: professionalLanguages(provider.languages),
    yearsOfExperience: provider.yearsOfExperience,
    photo: user.profilePic ? imageUrls(ctx.config, 'profile', user.profilePic) : null,
    profilePath: provider.verificationStatus === 'approved' ? `/professionals/${provider.id}` : null,
  };
}
