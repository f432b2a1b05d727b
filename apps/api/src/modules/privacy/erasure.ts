// Closing an account at its owner's request, with their personal data erased (PIPEDA principle 4.5,
// Québec's private-sector privacy act s. 28): every session ends, their own rows are deleted or
// emptied, and what other rows say about them is blanked. What the tax law makes us keep stays:
// issued invoices (their own frozen copy) and the bookings' money records, without contact details.
// docs/decisions/023-privacy-export-and-erasure.md explains each choice.
import { isoDay } from '@hearth/shared/format';
import { PAYOUT_REPORT_TIME_ZONE } from '@hearth/shared/admin/payouts';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '@hearth/shared/phone';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  bookingIssues,
  bookingMessageAttachments,
  bookingMessageReads,
  bookingMessages,
  bookingRefunds,
  bookings,
  chatMessages,
  chatSessions,
  customerAddresses,
  devMailbox,
  inboxNotes,
  inquiries,
  loginFailures,
  notifications,
  otpSends,
  outbox,
  paymentCustomers,
  payoutAccounts,
  payouts,
  phoneVerifications,
  privacyRequests,
  providerActionItems,
  providerAreas,
  providerDocuments,
  providerServices,
  reviewReports,
  reviews,
  savedPaymentMethods,
  serviceProviders,
  supportTickets,
  users,
  wishlistItems,
  authTokens,
} from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { forgetCached } from '../../plugins/envelope-cache';
import { deleteImageVariants } from '../../plugins/uploads';
import { inTransaction } from '../../outbox/outbox';
import { assertCurrentPassword, expireResetLinks, findUserWithProvider, hashPassword } from '../auth';
import { recordAudit, revokeSockets } from '../events';

/** What replaces a person's words and details wherever another row keeps a mention of them. */
export const ERASED = '[erased]';
/** What the other party of a conversation sees instead of an erased person's message. */
export const ERASED_MESSAGE = 'This message was deleted when its author closed their account.';
export const erasedEmail = (userId: string) => `erased-${userId}@invalid`;

const ACTIVE_BOOKING = ['pending_payment', 'open', 'accepted', 'in_progress'] as const;
/** Card money not yet settled: a hold to capture or release, a card to charge later, a capture to retry. */
const UNSETTLED_PAYMENT = ['card_saved', 'authorized', 'hold_failed', 'capture_failed'] as const;
/** A payout that may still need the provider (their bank account, a decision on a frozen one). */
const UNSETTLED_PAYOUT = ['held', 'pending', 'sending', 'failed', 'frozen'] as const;

/**
 * Refuses (409) while the person is still needed for money or work in progress: a booking not yet
 * done or cancelled, card money not yet settled, a completed job inside the customer's confirmation
 * window, an open problem report or payment issue, a pending refund, a provider's accepted job or
 * unsettled payout. Each answer says what to do.
 */
async function assertNothingPending(tx: Tx, userId: string, providerId: string | null) {
  const now = new Date();
  const mine = or(eq(bookings.customerId, userId), providerId ? eq(bookings.providerId, providerId) : sql`false`)!;
  const first = async (where: SQL) => (await tx.select({ id: bookings.id }).from(bookings).where(where).limit(1)).length > 0;

  if (await first(and(eq(bookings.customerId, userId), inArray(bookings.status, [...ACTIVE_BOOKING]))!)) {
    throw new AppError(409, 'You have a booking that is not finished yet. Cancel it, or wait until the job is done, then close your account.');
  }
  if (providerId && (await first(and(eq(bookings.providerId, providerId), inArray(bookings.status, ['accepted', 'in_progress']))!))) {
    throw new AppError(409, 'You have accepted jobs that are not finished yet. Complete them or hand them back, then close your account.');
  }
  if (await first(and(eq(bookings.customerId, userId), inArray(bookings.paymentStatus, [...UNSETTLED_PAYMENT]))!)) {
    throw new AppError(409, 'A payment on one of your bookings is not settled yet. Please try again once it is, usually within a few days.');
  }
  if (await first(and(eq(bookings.customerId, userId), eq(bookings.status, 'completed'), gt(bookings.confirmationEndsAt, now))!)) {
    throw new AppError(409, 'A job you booked was completed recently and you can still report a problem with it. Please try again once that window has closed.');
  }
  const openIssue = await tx
    .select({ id: bookingIssues.id })
    .from(bookingIssues)
    .innerJoin(bookings, eq(bookings.id, bookingIssues.bookingId))
    .where(and(mine, ne(bookingIssues.status, 'closed')))
    .limit(1);
  if (openIssue.length) throw new AppError(409, 'A problem report or payment issue on one of your bookings is still open. Our team will settle it first; contact support if you need it sooner.');
  const pendingRefund = await tx
    .select({ id: bookingRefunds.id })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .where(and(eq(bookings.customerId, userId), eq(bookingRefunds.status, 'pending')))
    .limit(1);
  if (pendingRefund.length) throw new AppError(409, 'A refund to you is still on its way. Please try again once it has gone through.');
  if (providerId) {
    const owed = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.providerId, providerId), inArray(payouts.status, [...UNSETTLED_PAYOUT])))
      .limit(1);
    if (owed.length) throw new AppError(409, 'A payout to you is not settled yet. Please try again once it has been paid to your bank account.');
    const reportYear = await unreportedPayoutYear(tx, providerId, now);
    if (reportYear !== null) {
      throw new AppError(
        409,
        `Payouts you received in ${reportYear} must be reported to the Canada Revenue Agency, with your name, address, date of birth and SIN, by January 31, ${reportYear + 1} (Part XX of the Income Tax Act). Your account can be closed after that; you can download your data now.`,
      );
    }
  }
}

/**
 * The platform's annual seller report (Part XX of the Income Tax Act, due January 31 of the next
 * year) needs the identity of every provider paid in the year: the latest year with payouts to this
 * provider whose report may not be filed yet, or null. Erasing before then would leave the report
 * without them.
 */
async function unreportedPayoutYear(tx: Tx, providerId: string, now: Date): Promise<number | null> {
  const thisYear = Number(isoDay(now, PAYOUT_REPORT_TIME_ZONE).slice(0, 4));
  const reportDue = new Date(`${thisYear}-02-01T05:00:00Z`);
  // Before February (Toronto time), last year's report may still be open too.
  const firstOpenYear = now < reportDue ? thisYear - 1 : thisYear;
  const [latest] = await tx
    .select({ year: sql<number>`max(extract(year from ${payouts.paidAt} at time zone ${PAYOUT_REPORT_TIME_ZONE}))::int` })
    .from(payouts)
    .where(and(eq(payouts.providerId, providerId), eq(payouts.status, 'paid')));
  return latest?.year != null && latest.year >= firstOpenYear ? latest.year : null;
}

/** Every way a phone number may have been typed or stored, so mentions of it are found whatever the form. */
function phoneForms(raw: string): string[] {
  const e164 = normalizePhone(raw);
  const digits = (e164 ?? raw).replace(/\D/g, '').slice(-10);
  if (digits.length !== 10) return [raw];
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [raw, `+1${digits}`, `1${digits}`, digits, `${a}-${b}-${c}`, `(${a}) ${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `(${a})${b}-${c}`];
}

const SYNTAX = /[\\^$.*+?()[\]{}|/]/g;
const escapeJs = (s: string) => s.replace(SYNTAX, '\\$&');
/** PostgreSQL's regular expressions read a backslash before any non-alphanumeric character as that character. */
const escapePg = (s: string) => s.replace(/[^\p{L}\p{N}\s]/gu, '\\$&');
const distinct = (values: (string | null | undefined)[]) => [...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v.length >= 2))].sort((a, b) => b.length - a.length);

/** Who the person is, as other rows may mention them, and what of theirs hangs off other tables. */
interface Subject {
  /** Found anywhere, they point at this person: emails, phone numbers, full names, streets, business name. */
  strong: string[];
  /** First and last name alone: blanked only in rows that are about this person (they name many people). */
  names: string[];
  /** Ids whose presence in a row ties it to this person: theirs, their bookings', tickets', chats'. */
  ids: string[];
  emails: string[];
  phones: string[];
}

/**
 * Blanks every mention of the person in the rows other people keep (notifications, messages, audit
 * entries, admin notes, reasons, logs of sent messages). A row is about the person when it names
 * them unmistakably or carries one of their ids; only then are first or last names on their own
 * replaced, so other people who share a first name keep theirs.
 */
async function blankMentions(tx: Tx, subject: Subject) {
  const boundary = (values: string[], flags: string) => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${values.map(escapeJs).join('|')})(?![\\p{L}\\p{N}_])`, flags);
  const naming = boundary(subject.strong, 'iu');
  const everything = boundary([...subject.strong, ...subject.names], 'giu');
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const redact = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(everything, ERASED);
    if (Array.isArray(value)) return value.map(redact);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
    return value;
  };
  const ids = subject.ids.map(escapePg).join('|');
  // A loose first pass in SQL over the whole row (its ids included); the exact test is made below.
  const candidates = [...subject.strong.map(escapePg), ids].join('|');
  for (const { table, columns, json } of MENTION_COLUMNS) {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select t.id::text as id, (t::text ~* ${ids}) as by_id, ${sql.join(
        columns.map((c) => sql`t.${sql.identifier(c)} as ${sql.identifier(c)}`),
        sql`, `,
      )} from ${sql.identifier(table)} t where t::text ~* ${candidates}`,
    );
    for (const row of rows) {
      if (!row.by_id && !columns.some((c) => strings(row[c]).some((text) => naming.test(text)))) continue;
      const changes = columns.flatMap((c) => {
        const before = row[c];
        if (before === null || before === undefined) return [];
        const after = redact(before);
        if (JSON.stringify(after) === JSON.stringify(before)) return [];
        return [sql`${sql.identifier(c)} = ${json ? sql`${JSON.stringify(after)}::jsonb` : sql`${after as string}`}`];
      });
      if (changes.length) await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(changes, sql`, `)} where id::text = ${row.id as string}`);
    }
  }
}

/** Where rows keep words about other people: each is searched for mentions of an erased person. */
const MENTION_COLUMNS: { table: string; columns: string[]; json?: boolean }[] = [
  { table: 'notifications', columns: ['message'] },
  { table: 'notifications', columns: ['data'], json: true },
  { table: 'outbox', columns: ['payload'], json: true },
  { table: 'audit_log', columns: ['before', 'after'], json: true },
  { table: 'inbox_notes', columns: ['body'] },
  { table: 'booking_events', columns: ['reason'] },
  { table: 'booking_issues', columns: ['description', 'resolution'] },
  { table: 'booking_refunds', columns: ['reason'] },
  { table: 'booking_messages', columns: ['text'] },
  { table: 'bookings', columns: ['note', 'cancel_reason'] },
  { table: 'chat_messages', columns: ['content'] },
  { table: 'inquiries', columns: ['name', 'description'] },
  { table: 'support_tickets', columns: ['subject', 'description'] },
  { table: 'provider_action_items', columns: ['message'] },
];

export interface ErasureSummary {
  erasedAt: Date;
  /** Storage keys and gateway ids, handled once the erasure has committed. */
  files: string[];
  profilePic: string | null;
  cards: string[];
  gatewayCustomer: string | null;
  payoutAccount: string | null;
  requestId: string;
  counts: Record<string, number>;
}

/**
 * The erasure itself, in one transaction: nothing is half-erased. The user row stays as an empty
 * stub (invoices, bookings and payouts point at it) with erased_at set and sign-in impossible.
 */
async function eraseWithin(ctx: AppContext, tx: Tx, userId: string, actorId: string, passwordHash: string): Promise<ErasureSummary> {
  // The row lock makes a second erasure (a double click) wait, then find the account already erased.
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.erasedAt) throw new AppError(404, 'This account has already been closed');
  const [provider] = await tx.select().from(serviceProviders).where(eq(serviceProviders.userId, userId));
  const providerId = provider?.id ?? null;
  await assertNothingPending(tx, userId, providerId);

  const customerBookings = await tx.select({ id: bookings.id, phone: bookings.phone, email: bookings.email, address: bookings.address }).from(bookings).where(eq(bookings.customerId, userId));
  const jobs = providerId ? await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerId, providerId)) : [];
  const addresses = await tx.select().from(customerAddresses).where(eq(customerAddresses.userId, userId));
  const cards = await tx.select({ token: savedPaymentMethods.gatewayPaymentMethodId }).from(savedPaymentMethods).where(eq(savedPaymentMethods.userId, userId));
  const [gatewayCustomer] = await tx.select({ id: paymentCustomers.customerId }).from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  const [payoutAccount] = providerId ? await tx.select({ id: payoutAccounts.accountId }).from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)) : [];
  const documents = providerId ? await tx.select({ key: providerDocuments.storageKey }).from(providerDocuments).where(eq(providerDocuments.providerId, providerId)) : [];
  const attachments = await tx
    .select({ id: bookingMessageAttachments.id, key: bookingMessageAttachments.storageKey })
    .from(bookingMessageAttachments)
    .innerJoin(bookingMessages, eq(bookingMessages.id, bookingMessageAttachments.messageId))
    .where(eq(bookingMessages.senderId, userId));
  const tickets = await tx.select({ id: supportTickets.id, key: supportTickets.screenshotKey }).from(supportTickets).where(eq(supportTickets.userId, userId));

  const phones = distinct([user.phone, ...addresses.map((a) => a.phone), ...customerBookings.flatMap((b) => [b.phone, b.address.phonenumber])]).flatMap(phoneForms);
  const emails = distinct([user.email, user.pendingEmail, ...customerBookings.map((b) => b.email)]);
  const e164Phones = distinct(phones.map((p) => normalizePhone(p)));
  // Help requests and chat leads are matched by the contact details they were sent with.
  const leads = emails.length || e164Phones.length
    ? await tx
        .select({ id: inquiries.id, chatSessionId: inquiries.chatSessionId })
        .from(inquiries)
        .where(or(emails.length ? inArray(inquiries.email, emails) : sql`false`, e164Phones.length ? inArray(inquiries.phone, [...e164Phones, ...phones]) : sql`false`))
    : [];
  const sessions = await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      or(
        e164Phones.length ? inArray(chatSessions.phone, [...e164Phones, ...phones]) : sql`false`,
        leads.length ? inArray(chatSessions.inquiryId, leads.map((l) => l.id)) : sql`false`,
        leads.some((l) => l.chatSessionId) ? inArray(chatSessions.id, leads.flatMap((l) => (l.chatSessionId ? [l.chatSessionId] : []))) : sql`false`,
      ),
    );
  const sessionIds = sessions.map((s) => s.id);
  const chatFiles = sessionIds.length ? (await tx.select({ files: chatMessages.files }).from(chatMessages).where(inArray(chatMessages.sessionId, sessionIds))).flatMap((m) => m.files.map((f) => f.storageKey)) : [];

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const subject: Subject = {
    strong: distinct([
      ...emails,
      ...phones,
      fullName.includes(' ') ? fullName : null,
      ...addresses.flatMap((a) => [a.street, a.name.includes(' ') ? a.name : null]),
      ...customerBookings.flatMap((b) => [b.address.street, b.address.name.includes(' ') ? b.address.name : null]),
      provider?.street,
      provider?.businessName,
    ]),
    names: distinct([user.firstName, user.lastName]),
    ids: [userId, ...(providerId ? [providerId] : []), ...customerBookings.map((b) => b.id), ...jobs.map((j) => j.id), ...tickets.map((t) => t.id), ...leads.map((l) => l.id), ...sessionIds],
    emails,
    phones,
  };

  const erasedAt = new Date();
  // The account: no way in, nothing that says who it was.
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      pendingEmail: null,
      passwordHash,
      firstName: '',
      lastName: '',
      phone: null,
      phoneVerifiedAt: null,
      profilePic: null,
      marketingEmails: false,
      smsJobAlerts: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())`,
      erasedAt,
      updatedAt: erasedAt,
    })
    .where(eq(users.id, userId));
  await expireResetLinks(tx, userId);
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await tx.delete(otpSends).where(eq(otpSends.userId, userId));
  await tx.delete(loginFailures).where(inArray(loginFailures.email, emails));

  // The customer account area.
  await tx.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
  await tx.delete(savedPaymentMethods).where(eq(savedPaymentMethods.userId, userId));
  await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(bookingMessageReads).where(eq(bookingMessageReads.userId, userId));
  if (attachments.length) await tx.delete(bookingMessageAttachments).where(inArray(bookingMessageAttachments.id, attachments.map((a) => a.id)));
  await tx.update(bookingMessages).set({ text: ERASED_MESSAGE }).where(eq(bookingMessages.senderId, userId));
  // The rating stays in the provider's average; the words, which can say who wrote them, go.
  await tx.update(reviews).set({ review: '' }).where(eq(reviews.customerId, userId));
  // What they told admins about others' reviews stays decided; their own words in it go.
  await tx.update(reviewReports).set({ details: null }).where(eq(reviewReports.reporterId, userId));

  // Bookings are money records (kept six years): they keep the service, dates, amounts, taxes and
  // the place of supply (province, city, postal-code area), and lose who and where exactly.
  if (customerBookings.length) {
    await tx
      .update(bookings)
      .set({
        address: sql`jsonb_build_object('name', '', 'phonenumber', '', 'street', '', 'city', ${bookings.address}->>'city', 'province', ${bookings.address}->>'province', 'country', ${bookings.address}->>'country', 'postcode', ${bookings.fsa})`,
        phone: '',
        email: '',
        zipcode: sql`${bookings.fsa}`,
        note: '',
        updatedAt: erasedAt,
      })
      .where(eq(bookings.customerId, userId));
    await tx
      .update(bookingIssues)
      .set({ description: ERASED })
      .where(and(inArray(bookingIssues.bookingId, customerBookings.map((b) => b.id)), eq(bookingIssues.kind, 'problem_report')));
  }

  // Help requests and chat leads exist only to answer the person: nothing of them is a record to keep.
  const ticketIds = tickets.map((t) => t.id);
  const leadIds = leads.map((l) => l.id);
  if (ticketIds.length) {
    await tx.delete(inboxNotes).where(and(eq(inboxNotes.kind, 'ticket'), inArray(inboxNotes.itemId, ticketIds)));
    await tx.delete(supportTickets).where(inArray(supportTickets.id, ticketIds));
  }
  if (leadIds.length) {
    await tx.delete(inboxNotes).where(and(eq(inboxNotes.kind, 'inquiry'), inArray(inboxNotes.itemId, leadIds)));
    await tx.delete(inquiries).where(inArray(inquiries.id, leadIds));
  }
  if (sessionIds.length) await tx.delete(chatSessions).where(inArray(chatSessions.id, sessionIds));

  // The provider's identity and work profile. The row stays: their jobs and payouts point at it.
  if (providerId) {
    await tx
      .update(serviceProviders)
      .set({
        requestedServices: [],
        languages: [],
        dob: null,
        street: null,
        city: null,
        province: null,
        postcode: null,
        businessName: null,
        qualification: null,
        sinCiphertext: null,
        sinLast3: null,
        sinFingerprint: null,
        identityChangedAt: null,
        residentStatus: null,
        yearsOfExperience: null,
        bio: null,
        insuranceCheckedAt: null,
        rejectionReason: null,
        updatedAt: erasedAt,
      })
      .where(eq(serviceProviders.id, providerId));
    await tx.delete(providerDocuments).where(eq(providerDocuments.providerId, providerId));
    await tx.delete(providerActionItems).where(eq(providerActionItems.providerId, providerId));
    await tx.delete(providerServices).where(eq(providerServices.providerId, providerId));
    await tx.delete(providerAreas).where(eq(providerAreas.providerId, providerId));
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.providerId, providerId));
    // Their public answers to reviews were their words: they go with the profile.
    await tx.update(reviews).set({ reply: null, repliedAt: null }).where(eq(reviews.providerId, providerId));
  }

  // Messages sent to the person are gone with their address; the logs of other messages lose the mentions.
  const to = [...emails, ...phones];
  if (to.length) {
    await tx.delete(outbox).where(and(inArray(outbox.topic, ['email', 'sms']), sql`${outbox.payload}->>'to' = any(${sql.param(to)}::text[])`));
    await tx.delete(outbox).where(and(eq(outbox.topic, 'identity'), sql`${outbox.payload}->>'email' = any(${sql.param(to)}::text[])`));
  }
  const related = [...subject.strong, ...subject.ids].map(escapePg).join('|');
  await tx.delete(outbox).where(and(ne(outbox.status, 'pending'), sql`${outbox.payload}::text ~* ${related}`));
  // The development mailbox stands for the recipients' own inboxes: its copies go whole.
  await tx.delete(devMailbox).where(or(to.length ? sql`${devMailbox.to} = any(${sql.param(to)}::text[])` : sql`false`, sql`${devMailbox}::text ~* ${related}`));
  await blankMentions(tx, subject);

  const counts = {
    addresses: addresses.length,
    cards: cards.length,
    files: documents.length + attachments.length + tickets.length + chatFiles.length + (user.profilePic ? 1 : 0),
    bookingsKept: customerBookings.length,
    jobsKept: jobs.length,
  };
  const [request] = await tx
    .insert(privacyRequests)
    .values({ kind: 'erasure', userId, detail: `Erased ${counts.addresses} addresses, ${counts.cards} cards, ${counts.files} files; kept the money records of ${counts.bookingsKept} bookings and ${counts.jobsKept} jobs, and the invoices.` })
    .returning({ id: privacyRequests.id });
  await recordAudit(tx, { actorId, action: 'privacy.erase', entity: 'user', entityId: userId, after: { erasedAt: erasedAt.toISOString(), role: user.role, ...counts } });
  await revokeSockets(ctx, tx, userId);

  return {
    erasedAt,
    files: [...documents.map((d) => d.key), ...attachments.map((a) => a.key), ...tickets.map((t) => t.key), ...chatFiles].filter(Boolean),
    profilePic: user.profilePic,
    cards: cards.map((c) => c.token),
    gatewayCustomer: gatewayCustomer?.id ?? null,
    payoutAccount: payoutAccount?.id ?? null,
    requestId: request!.id,
    counts,
  };
}

/**
 * What lives outside the database, once the erasure has committed: stored files and the gateway's
 * records of cards and the payout account. A failure is logged (keys and ids only) and noted on the
 * privacy request for a person to finish; the account is erased either way.
 */
async function eraseOutside(ctx: AppContext, userId: string, s: ErasureSummary) {
  const failures: string[] = [];
  const attempt = async (what: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      ctx.log.error({ err, userId, what }, 'erasure: could not remove something outside the database');
      failures.push(what);
    }
  };
  for (const key of s.files) await attempt(`file ${key}`, () => ctx.storage.delete(key));
  if (s.profilePic) await attempt(`profile picture ${s.profilePic}`, () => deleteImageVariants(ctx, 'profile', s.profilePic!));
  for (const card of s.cards) await attempt(`card ${card}`, () => ctx.payments.detachPaymentMethod(card));
  if (s.gatewayCustomer) await attempt(`gateway customer ${s.gatewayCustomer}`, () => ctx.payments.forgetCustomer(s.gatewayCustomer!));
  if (s.payoutAccount) await attempt(`payout account ${s.payoutAccount}`, () => ctx.payments.closePayoutAccount(s.payoutAccount!));
  if (failures.length) {
    await ctx.db
      .update(privacyRequests)
      .set({ detail: sql`${privacyRequests.detail} || ${` Still to remove by hand: ${failures.join('; ')}.`}` })
      .where(eq(privacyRequests.id, s.requestId));
  }
}

/** The signed-in person closes their own account, proving it with their password. */
export async function eraseOwnAccount(ctx: AppContext, userId: string, password: string): Promise<{ erasedAt: string }> {
  const row = await findUserWithProvider(ctx.db, { id: userId });
  if (!row || row.user.erasedAt) throw new AppError(404, 'This account has already been closed');
  if (row.user.role === 'admin') throw new AppError(403, 'An admin account cannot be closed from here. Ask another admin to deactivate it.');
  await assertCurrentPassword(ctx, row.user, password);
  // Checked before the slow hash so a refusal answers at once; checked again under the row lock.
  await assertNothingPending(ctx.db, userId, row.provider?.id ?? null);
  const passwordHash = await hashPassword(ctx.config, randomBytes(32).toString('base64url'));
  const summary = await inTransaction(ctx, (tx) => eraseWithin(ctx, tx, userId, userId, passwordHash));
  await eraseOutside(ctx, userId, summary);
  // Public review lists show the author's name: drop the cached copies.
  forgetCached(ctx.db);
  return { erasedAt: summary.erasedAt.toISOString() };
}
