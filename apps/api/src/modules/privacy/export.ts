// A person's copy of their data (PIPEDA principle 4.9, Québec's private-sector privacy act s. 27: in
// a structured, commonly used format): one ZIP of JSON files, one per kind of data, with the PDFs of
// their invoices and the files they gave us that are cheap to include (their picture, help-request
// screenshots). What is left out and why is in docs/decisions/023-privacy-export-and-erasure.md.
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { zipSync, strToU8 } from 'fflate';
import { invoicePdfFileName } from '@hearth/shared/invoices';
import type { AppContext } from '../../context';
import {
  bookingEvents,
  bookingMessageAttachments,
  bookingMessages,
  bookingRefunds,
  bookings,
  chatMessages,
  chatSessions,
  customerAddresses,
  inquiries,
  notifications,
  payoutAccounts,
  payouts,
  privacyRequests,
  providerActionItems,
  providerAreas,
  providerDocuments,
  providerServices,
  reviewReports,
  reviews,
  savedPaymentMethods,
  serviceProviders,
  services,
  supportTickets,
  users,
  wishlistItems,
} from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { inTransaction } from '../../outbox/outbox';
import { assertCurrentPassword } from '../auth';
import { recordAudit } from '../events';
import { listCustomerInvoices, renderInvoicePdf } from '../invoices';

/** Each person may download their data this many times an hour: an archive is heavy to build. */
export const EXPORTS_PER_HOUR = 5;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

const README = `Your Hearth data
================

This archive holds the personal information Hearth keeps about you, as JSON files
(UTF-8, dates in ISO 8601, money in cents of Canadian dollars):

  profile.json           your account: name, email, phone, when it was created and verified
  consents.json          what you agreed to receive (marketing emails, text messages about jobs)
  addresses.json         your saved addresses
  payment-methods.json   your saved cards (only the brand, last four digits and expiry: we never hold the number)
  bookings.json          the jobs you booked, each with its history, refunds and amounts
  messages.json          the conversations on your bookings
  reviews.json           the reviews you wrote (and, for professionals, the ones you received)
  notifications.json     the notifications we showed you
  wishlist.json          the services you saved
  support.json           your help requests, messages you sent us and chats tied to your email or phone
  invoices.json          the tax invoices and credit notes issued to you; their PDFs are in invoices/
  provider.json          professionals only: your profile, documents (names and types), services, areas, payout account and payouts
  files/                 your profile picture and help-request screenshots

Your Social Insurance Number is not included: we keep it encrypted and show only its last digits.
To correct anything, edit your account or contact us. To close your account and erase your data,
use "Delete my account" on your account page.
`;

// The same guide in French, for people who read Hearth in French (users.locale); file names stay as they are.
const README_FR = `Vos données Hearth
==================

Cette archive contient les renseignements personnels que Hearth conserve à votre sujet, en fichiers JSON
(UTF-8, dates en ISO 8601, montants en cents de dollars canadiens) :

  profile.json           votre compte : nom, courriel, téléphone, date de création et de vérification
  consents.json          ce que vous avez accepté de recevoir (courriels promotionnels, textos sur les travaux)
  addresses.json         vos adresses enregistrées
  payment-methods.json   vos cartes enregistrées (seulement la marque, les quatre derniers chiffres et l’expiration : nous ne conservons jamais le numéro)
  bookings.json          les travaux que vous avez réservés, chacun avec son historique, ses remboursements et ses montants
  messages.json          les conversations sur vos réservations
  reviews.json           les avis que vous avez rédigés (et, pour les professionnels, ceux que vous avez reçus)
  notifications.json     les notifications que nous vous avons affichées
  wishlist.json          les services que vous avez mis en favoris
  support.json           vos demandes d’aide, les messages que vous nous avez envoyés et les clavardages liés à votre courriel ou téléphone
  invoices.json          les factures et notes de crédit émises à votre nom; leurs PDF sont dans invoices/
  provider.json          professionnels seulement : votre profil, vos documents (noms et types), services, secteurs, compte de versement et versements
  files/                 votre photo de profil et les captures d’écran de vos demandes d’aide

Votre numéro d’assurance sociale n’est pas inclus : nous le conservons chiffré et n’en affichons que les derniers chiffres.
Pour corriger quoi que ce soit, modifiez votre compte ou écrivez-nous. Pour fermer votre compte et effacer vos données,
utilisez « Supprimer mon compte » sur la page de votre compte.
`.replace(/ :/g, '\u00a0:').replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»');

/** Throws 429 past EXPORTS_PER_HOUR for this person, counted in the database (every API instance agrees). */
async function assertUnderHourlyLimit(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'export'), gt(privacyRequests.createdAt, sql`now() - interval '1 hour'`)));
  if ((row?.n ?? 0) >= EXPORTS_PER_HOUR) {
    throw new AppError(429, `You can download your data ${EXPORTS_PER_HOUR} times an hour. Please try again later.`, undefined, { 'Retry-After': '3600' });
  }
}

async function readFile(ctx: AppContext, key: string): Promise<Uint8Array | null> {
  try {
    const file = await ctx.storage.get(key);
    return file ? new Uint8Array(file.body) : null;
  } catch (err) {
    // A missing or unreadable file leaves the rest of the archive useful; it is listed as missing.
    ctx.log.warn({ err, key }, 'data export: could not read a stored file');
    return null;
  }
}

const customerUser = alias(users, 'customer_user');

/** Every file of the archive, by name. */
async function collect(ctx: AppContext, userId: string): Promise<Record<string, Uint8Array>> {
  const db = ctx.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'User not found');
  const [provider] = await db.select().from(serviceProviders).where(eq(serviceProviders.userId, userId));
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(user.locale === 'fr' ? README_FR : README) };

  files['profile.json'] = json({
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerifiedAt: iso(user.emailVerifiedAt),
    pendingEmail: user.pendingEmail,
    phone: user.phone,
    phoneVerifiedAt: iso(user.phoneVerifiedAt),
    profilePicture: user.profilePic ? 'files/profile-picture.webp' : null,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  });
  if (user.profilePic) {
    const picture = await readFile(ctx, `uploads/large/${user.profilePic}`);
    if (picture) files['files/profile-picture.webp'] = picture;
  }
  files['consents.json'] = json({
    marketingEmails: user.marketingEmails,
    smsJobAlerts: user.role === 'serviceprovider' ? user.smsJobAlerts : undefined,
    note: 'Service messages about your bookings, payments and account are sent whatever these say.',
  });

  const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId)).orderBy(asc(customerAddresses.createdAt));
  files['addresses.json'] = json(
    addresses.map((a) => ({ name: a.name, phone: a.phone, street: a.street, city: a.city, province: a.province, country: a.country, postcode: a.postcode, isDefault: a.isDefault, createdAt: iso(a.createdAt) })),
  );

  const cards = await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.userId, userId)).orderBy(asc(savedPaymentMethods.createdAt));
  files['payment-methods.json'] = json(cards.map((c) => ({ brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, isDefault: c.isDefault, savedAt: iso(c.createdAt) })));

  // Bookings the person made, with everything that happened to each.
  const booked = await db
    .select({ b: bookings, service: services.name })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.customerId, userId))
    .orderBy(asc(bookings.createdAt));
  const bookingIds = booked.map((r) => r.b.id);
  const events = bookingIds.length ? await db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, bookingIds)).orderBy(asc(bookingEvents.id)) : [];
  const refunds = bookingIds.length ? await db.select().from(bookingRefunds).where(inArray(bookingRefunds.bookingId, bookingIds)).orderBy(asc(bookingRefunds.createdAt)) : [];
  files['bookings.json'] = json(
    booked.map(({ b, service }) => ({
      id: b.id,
      service,
      status: b.status,
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      quantity: b.quantity,
      address: b.address,
      phone: b.phone,
      email: b.email,
      note: b.note,
      discountCode: b.discountCode,
      amounts: { subtotal: b.subtotalCents, discount: b.discountCents, taxes: b.taxes, tax: b.taxCents, total: b.totalCents, charged: b.capturedCents, notCharged: b.refundedCents },
      paymentStatus: b.paymentStatus,
      cancelReason: b.cancelReason,
      createdAt: iso(b.createdAt),
      history: events.filter((e) => e.bookingId === b.id).map((e) => ({ at: iso(e.createdAt), from: e.fromStatus, to: e.toStatus, by: e.actorId === userId ? 'you' : e.actorRole, reason: e.reason })),
      refunds: refunds.filter((r) => r.bookingId === b.id).map((r) => ({ at: iso(r.createdAt), amount: r.amountCents, status: r.status, reason: r.reason })),
    })),
  );

  // Conversations on the person's bookings and jobs: both sides, as they already see them.
  const jobIds = provider ? (await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerId, provider.id))).map((r) => r.id) : [];
  const threadIds = [...bookingIds, ...jobIds];
  const messages = threadIds.length
    ? await db.select().from(bookingMessages).where(inArray(bookingMessages.bookingId, threadIds)).orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id))
    : [];
  const attachments = messages.length
    ? await db.select().from(bookingMessageAttachments).where(inArray(bookingMessageAttachments.messageId, messages.map((m) => m.id)))
    : [];
  files['messages.json'] = json(
    messages.map((m) => ({
      bookingId: m.bookingId,
      sentAt: iso(m.createdAt),
      fromYou: m.senderId === userId,
      text: m.text,
      attachments: attachments.filter((a) => a.messageId === m.id).map((a) => ({ fileName: a.fileName, contentType: a.contentType, sizeBytes: a.sizeBytes })),
    })),
  );

  const written = await db
    .select({ r: reviews, service: services.name })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(eq(reviews.customerId, userId))
    .orderBy(asc(reviews.createdAt));
  const received = provider
    ? await db
        .select({ r: reviews, service: services.name, first: customerUser.firstName, last: customerUser.lastName })
        .from(reviews)
        .innerJoin(services, eq(services.id, reviews.serviceId))
        .innerJoin(customerUser, eq(customerUser.id, reviews.customerId))
        .where(eq(reviews.providerId, provider.id))
        .orderBy(asc(reviews.createdAt))
    : [];
  const reported = await db.select().from(reviewReports).where(eq(reviewReports.reporterId, userId)).orderBy(asc(reviewReports.createdAt));
  files['reviews.json'] = json({
    reportsYouMade: reported.map((r) => ({ reviewId: r.reviewId, reason: r.reason, details: r.details, outcome: r.outcome, createdAt: iso(r.createdAt), resolvedAt: iso(r.resolvedAt) })),
    written: written.map(({ r, service }) => ({ bookingId: r.bookingId, service, rating: r.rating, review: r.review, reply: r.reply, hidden: r.hiddenAt !== null, createdAt: iso(r.createdAt) })),
    ...(provider
      ? {
          received: received.map(({ r, service, first, last }) => ({
            bookingId: r.bookingId,
            service,
            // As the public pages show the author: a first name and an initial.
            from: `${first}${last ? ` ${last[0]!.toUpperCase()}.` : ''}`,
            rating: r.rating,
            review: r.review,
            yourReply: r.reply,
            repliedAt: iso(r.repliedAt),
            createdAt: iso(r.createdAt),
          })),
        }
      : {}),
  });

  const notes = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt));
  files['notifications.json'] = json(notes.map((n) => ({ event: n.event, message: n.message, data: n.data, createdAt: iso(n.createdAt), readAt: iso(n.readAt) })));

  const saved = await db
    .select({ name: services.name, slug: services.slug, savedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(services, eq(services.id, wishlistItems.serviceId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt));
  files['wishlist.json'] = json(saved.map((s) => ({ service: s.name, slug: s.slug, savedAt: iso(s.savedAt) })));

  // Help requests, messages sent from the site and chats, matched by account or contact details.
  const tickets = await db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(asc(supportTickets.createdAt));
  for (const t of tickets) {
    const screenshot = await readFile(ctx, t.screenshotKey);
    if (screenshot) files[`files/support/${t.id}.webp`] = screenshot;
  }
  const contacts = [user.email, user.pendingEmail].filter((e): e is string => !!e);
  const leads = await db
    .select()
    .from(inquiries)
    .where(or(inArray(inquiries.email, contacts), user.phone ? eq(inquiries.phone, user.phone) : sql`false`))
    .orderBy(asc(inquiries.createdAt));
  const sessionIds = leads.flatMap((l) => (l.chatSessionId ? [l.chatSessionId] : []));
  const chats = await db
    .select()
    .from(chatSessions)
    .where(or(user.phone ? eq(chatSessions.phone, user.phone) : sql`false`, sessionIds.length ? inArray(chatSessions.id, sessionIds) : sql`false`))
    .orderBy(asc(chatSessions.createdAt));
  const chatLines = chats.length ? await db.select().from(chatMessages).where(inArray(chatMessages.sessionId, chats.map((c) => c.id))).orderBy(asc(chatMessages.id)) : [];
  files['support.json'] = json({
    helpRequests: tickets.map((t) => ({ subject: t.subject, description: t.description, status: t.status, screenshot: `files/support/${t.id}.webp`, createdAt: iso(t.createdAt) })),
    messagesToUs: leads.map((l) => ({ name: l.name, email: l.email, phone: l.phone, message: l.description, source: l.source, status: l.status, createdAt: iso(l.createdAt) })),
    chats: chats.map((c) => ({
      name: c.visitorName,
      phone: c.phone,
      startedAt: iso(c.createdAt),
      messages: chatLines
        .filter((m) => m.sessionId === c.id)
        .map((m) => ({ from: m.role === 'human' ? 'you' : 'assistant', text: m.content, files: m.files.map((f) => ({ fileName: f.fileName, contentType: f.contentType, sizeBytes: f.sizeBytes })), at: iso(m.createdAt) })),
    })),
  });

  const invoiceList = await listCustomerInvoices(ctx, userId);
  files['invoices.json'] = json(invoiceList.map((i) => ({ ...i, pdf: `invoices/${invoicePdfFileName(i)}` })));
  for (const i of invoiceList) files[`invoices/${invoicePdfFileName(i)}`] = new Uint8Array(await renderInvoicePdf(ctx, i._id));

  if (provider) files['provider.json'] = json(await providerSection(ctx, provider));
  return files;
}

async function providerSection(ctx: AppContext, p: typeof serviceProviders.$inferSelect) {
  const db = ctx.db;
  const [docs, offered, areas, [account], paid, asked, jobs] = await Promise.all([
    db.select().from(providerDocuments).where(eq(providerDocuments.providerId, p.id)),
    db.select({ name: services.name }).from(providerServices).innerJoin(services, eq(services.id, providerServices.serviceId)).where(eq(providerServices.providerId, p.id)),
    db.select().from(providerAreas).where(eq(providerAreas.providerId, p.id)),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, p.id)),
    db.select().from(payouts).where(eq(payouts.providerId, p.id)).orderBy(asc(payouts.createdAt)),
    db.select().from(providerActionItems).where(eq(providerActionItems.providerId, p.id)).orderBy(asc(providerActionItems.createdAt)),
    db
      .select({ b: bookings, service: services.name })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(eq(bookings.providerId, p.id))
      .orderBy(asc(bookings.startsAt)),
  ]);
  return {
    profile: {
      verificationStatus: p.verificationStatus,
      dateOfBirth: p.dob,
      address: { street: p.street, city: p.city, province: p.province, postcode: p.postcode },
      businessName: p.businessName,
      qualification: p.qualification,
      residentStatus: p.residentStatus,
      yearsOfExperience: p.yearsOfExperience,
      languages: p.languages,
      publicBio: p.bio,
      insuranceCheckedAt: iso(p.insuranceCheckedAt),
      servicesAskedForAtSignUp: p.requestedServices,
      socialInsuranceNumber: p.sinLast3 ? 'On file (encrypted; not included in this copy)' : null,
      submittedAt: iso(p.submittedAt),
      reviewedAt: iso(p.reviewedAt),
      rejectionReason: p.rejectionReason,
    },
    documents: docs.map((d) => ({ field: d.field, fileName: d.fileName, contentType: d.contentType, sizeBytes: d.sizeBytes, uploadedAt: iso(d.uploadedAt) })),
    services: offered.map((s) => s.name),
    areas: areas.map((a) => ({ kind: a.kind, label: a.label, province: a.province })),
    payoutAccount: account ? { bankAccountLast4: account.bankAccountLast4, transitNumber: account.transitNumber, institutionNumber: account.institutionNumber, changedAt: iso(account.bankAccountChangedAt) } : null,
    requestsFromOurTeam: asked.map((a) => ({ message: a.message, at: iso(a.createdAt), resolvedAt: iso(a.resolvedAt) })),
    // The jobs themselves without the customers' contact details, which are theirs, not yours.
    jobs: jobs.map(({ b, service }) => ({ bookingId: b.id, service, status: b.status, startsAt: iso(b.startsAt), city: b.address.city, province: b.province, payout: b.payoutCents, completedAt: iso(b.completedAt) })),
    payouts: paid.map((x) => ({ bookingId: x.bookingId, kind: x.kind, gross: x.grossCents, commission: x.commissionCents, amount: x.amountCents, status: x.status, payableAt: iso(x.payableAt), paidAt: iso(x.paidAt) })),
  };
}

/**
 * The archive for the signed-in person, after their password: a ZIP and its file name. Recorded
 * (a privacy request and an audit entry, neither holding the data itself).
 */
export async function exportOwnData(ctx: AppContext, userId: string, password: string): Promise<{ zip: Buffer; fileName: string }> {
  const [user] = await ctx.db.select({ email: users.email, passwordHash: users.passwordHash, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'User not found');
  await assertCurrentPassword(ctx, user, password);
  await assertUnderHourlyLimit(ctx, userId);
  const files = await collect(ctx, userId);
  const zip = Buffer.from(zipSync(files, { level: 6, mtime: new Date() }));
  const names = Object.keys(files);
  await inTransaction(ctx, async (tx) => {
    await tx.insert(privacyRequests).values({ kind: 'export', userId, detail: `${names.length} files, ${zip.length} bytes` });
    await recordAudit(tx, { actorId: userId, action: 'privacy.export', entity: 'user', entityId: userId, after: { files: names.length, bytes: zip.length } });
  });
  return { zip, fileName: `hearth-data-${new Date().toISOString().slice(0, 10)}.zip` };
}
