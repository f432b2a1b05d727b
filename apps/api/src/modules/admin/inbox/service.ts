// The admin inbox: visitor inquiries (footer, contact page, chat leads), support tickets and booking
// issues (money an admin must decide) in one list. Tickets store 'open' where the others store 'new';
// the inbox speaks 'new' for all. Every change (status, note, email reply) is written with its audit
// entry in one transaction.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { INBOX_TRANSITIONS, type InboxKind, type InboxStatus } from '@hearth/shared/admin/inbox';
import { adminInboxEndpoints, INBOX_NOT_FOUND, type InboxItemDetail, type InboxItemSummary, type InboxListQuery, type InboxNote, type InboxPage, type InboxReplyInput } from '@hearth/shared/admin/inbox/contract';
import { BOOKING_ISSUE_KINDS, BOOKING_ISSUE_LABELS, type BookingIssueKind } from '@hearth/shared/booking';
import { endpointUrl } from '@hearth/shared/contract';
import type { Locale } from '@hearth/shared/locale';
import { localizeMessage } from '@hearth/shared/messages';
import type { AppContext } from '../../../context';
import { queryRows, type Tx } from '../../../db/client';
import { bookingIssues, bookings, chatMessages, inboxNotes, inquiries, services, supportTickets, users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { inTransaction } from '../../../outbox/outbox';
import { recordAudit } from '../../events';
import { containing } from '../../../db/like-patterns';
import { localized } from '../../catalog';

const PREVIEW_CHARS = 140;
const NOT_FOUND = INBOX_NOT_FOUND;
/** What the audit log calls each kind: a booking issue is not the booking itself. */
const AUDIT_ENTITY: Record<InboxKind, string> = { inquiry: 'inquiry', ticket: 'ticket', booking: 'booking_issue' };

type StoredTicketStatus = (typeof supportTickets.$inferSelect)['status'];
const ticketStatusToInbox = (s: StoredTicketStatus): InboxStatus => (s === 'open' ? 'new' : s);
const inboxStatusToTicket = (s: InboxStatus): StoredTicketStatus => (s === 'new' ? 'open' : s);

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A booking issue's subject in the admin's language: what happened, and to which service ("Card dispute — Hedge Trimming"). */
const issueSubject = (kind: BookingIssueKind, service: string, locale: Locale) => `${localizeMessage(BOOKING_ISSUE_LABELS[kind], locale)} — ${service}`;
const issueLabelSql = (locale: Locale) =>
  sql`case bi.kind ${sql.join(
    BOOKING_ISSUE_KINDS.map((k) => sql`when ${k} then ${localizeMessage(BOOKING_ISSUE_LABELS[k], locale)}`),
    sql` `,
  )} end`;

/**
 * The three tables as one relation with the summary's columns (timestamps as ISO text, the same from
 * both drivers). A booking issue shows its booking's customer, who is who an admin calls back.
 */
const inboxItems = (locale: Locale) => sql`(
  select 'inquiry' as kind, i.id::text as id, i.status, i.source, i.name, i.email, i.phone, null::text as subject,
         i.description, i.needs_callback, i.created_at, i.updated_at
    from ${inquiries} i
  union all
  select 'ticket', t.id::text, case t.status when 'open' then 'new' else t.status end, 'help',
         nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, u.phone, t.subject,
         t.description, false, t.created_at, t.updated_at
    from ${supportTickets} t left join ${users} u on u.id = t.user_id
  union all
  select 'booking', bi.id::text, bi.status, 'booking',
         nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, coalesce(u.phone, b.phone), ${issueLabelSql(locale)} || ' — ' || ${locale === 'fr' ? sql`coalesce(s.name_fr, s.name)` : sql`s.name`},
         bi.description, false, bi.created_at, bi.updated_at
    from ${bookingIssues} bi
    join ${bookings} b on b.id = bi.booking_id
    join ${users} u on u.id = b.customer_id
    join ${services} s on s.id = b.service_id
) items`;

function listWhere(q: InboxListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (q.kind) conditions.push(sql`kind = ${q.kind}`);
  if (q.status) conditions.push(sql`status = ${q.status}`);
  if (q.source) conditions.push(sql`source = ${q.source}`);
  if (q.needsCallback !== undefined) conditions.push(sql`needs_callback = ${q.needsCallback}`);
  if (q.q) {
    const pattern = containing(q.q);
    const text = sql`(coalesce(name, '') ilike ${pattern} or coalesce(email, '') ilike ${pattern} or coalesce(subject, '') ilike ${pattern} or description ilike ${pattern})`;
    // Phones are stored as +1XXXXXXXXXX: "416-555 0142" finds them by its digits.
    const digits = q.q.replace(/\D/g, '');
    conditions.push(digits.length >= 3 ? sql`(${text} or phone like ${`%${digits}%`})` : text);
  }
  return sql.join(conditions, sql` and `);
}

interface SummaryRow {
  kind: InboxKind;
  id: string;
  status: InboxStatus;
  source: InboxItemSummary['source'];
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  description: string;
  needs_callback: boolean;
  created_at: string;
  updated_at: string;
}

const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : text);

function toSummary(r: SummaryRow): InboxItemSummary {
  return {
    _id: r.id,
    kind: r.kind,
    status: r.status,
    source: r.source,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    preview: preview(r.description),
    needsCallback: r.needs_callback,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function listInbox(ctx: AppContext, q: InboxListQuery, locale: Locale = 'en'): Promise<InboxPage> {
  const where = listWhere(q);
  const [rows, [count]] = await Promise.all([
    queryRows<SummaryRow>(
      ctx.db,
      sql`select kind, id, status, source, name, email, phone, subject, description, needs_callback,
                 ${iso(sql`created_at`)} as created_at, ${iso(sql`updated_at`)} as updated_at
            from ${inboxItems(locale)} where ${where}
           order by items.created_at desc, id desc limit ${q.size} offset ${(q.pageNo - 1) * q.size}`,
    ),
    queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${inboxItems(locale)} where ${where}`),
  ]);
  const total = count?.n ?? 0;
  return { items: rows.map(toSummary), pageNo: q.pageNo, size: q.size, total, pages: Math.max(1, Math.ceil(total / q.size)) };
}

/** The item as stored, with its summary; 404 when it does not exist. */
async function loadItem(db: Tx, kind: InboxKind, id: string, opts: { lock?: boolean; locale?: Locale } = {}) {
  if (kind === 'inquiry') {
    const query = db.select().from(inquiries).where(eq(inquiries.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, NOT_FOUND.inquiry);
    const summary: SummaryRow = {
      kind,
      id: row.id,
      status: row.status,
      source: row.source,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: null,
      description: row.description,
      needs_callback: row.needsCallback,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
    return { summary, chatSessionId: row.chatSessionId, user: null, screenshotKey: null, booking: null };
  }
  if (kind === 'booking') return loadBookingIssue(db, id, opts);
  const query = db.select({ ticket: supportTickets }).from(supportTickets).where(eq(supportTickets.id, id));
  const [found] = opts.lock ? await query.for('update') : await query;
  if (!found) throw new AppError(404, NOT_FOUND.ticket);
  const { ticket } = found;
  const [user] = ticket.userId ? await db.select().from(users).where(eq(users.id, ticket.userId)) : [];
  const fullname = user ? `${user.firstName} ${user.lastName}`.trim() : null;
  const summary: SummaryRow = {
    kind,
    id: ticket.id,
    status: ticketStatusToInbox(ticket.status),
    source: 'help',
    name: fullname || null,
    email: user?.email ?? null,
    phone: user?.phone ?? null,
    subject: ticket.subject,
    description: ticket.description,
    needs_callback: false,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
  return {
    summary,
    chatSessionId: null,
    user: user ? { _id: user.id, fullname: fullname ?? user.email, email: user.email } : null,
    screenshotKey: ticket.screenshotKey,
    booking: null,
  };
}

async function loadBookingIssue(db: Tx, id: string, opts: { lock?: boolean; locale?: Locale }) {
  const query = db
    .select({ issue: bookingIssues, booking: { id: bookings.id, phone: bookings.phone }, customer: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone }, service: services.name, serviceFr: services.nameFr })
    .from(bookingIssues)
    .innerJoin(bookings, eq(bookings.id, bookingIssues.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookingIssues.id, id));
  const [found] = opts.lock ? await query.for('update', { of: bookingIssues }) : await query;
  if (!found) throw new AppError(404, NOT_FOUND.booking);
  const { issue, booking, customer, service, serviceFr } = found;
  const summary: SummaryRow = {
    kind: 'booking',
    id: issue.id,
    status: issue.status,
    source: 'booking',
    name: `${customer.firstName} ${customer.lastName}`.trim() || null,
    email: customer.email,
    phone: customer.phone ?? booking.phone,
    subject: issueSubject(issue.kind, localized(opts.locale ?? 'en', service, serviceFr), opts.locale ?? 'en'),
    description: issue.description,
    needs_callback: false,
    created_at: issue.createdAt.toISOString(),
    updated_at: issue.updatedAt.toISOString(),
  };
  return { summary, chatSessionId: null, user: null, screenshotKey: null, booking: { _id: booking.id, issueKind: issue.kind } };
}

async function listNotes(db: Tx, kind: InboxKind, itemId: string): Promise<InboxNote[]> {
  const rows = await db
    .select({ note: inboxNotes, author: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(inboxNotes)
    .leftJoin(users, eq(users.id, inboxNotes.authorId))
    .where(and(eq(inboxNotes.kind, kind), eq(inboxNotes.itemId, itemId)))
    .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id));
  return rows.map(({ note, author }) => ({
    _id: note.id,
    body: note.body,
    author: author ? { _id: author.id, fullname: `${author.firstName} ${author.lastName}`.trim() } : null,
    createdAt: note.createdAt.toISOString(),
  }));
}

export async function inboxItemDetail(ctx: AppContext, kind: InboxKind, id: string, locale: Locale = 'en'): Promise<InboxItemDetail> {
  const item = await loadItem(ctx.db, kind, id, { locale });
  const [notes, transcript] = await Promise.all([
    listNotes(ctx.db, kind, id),
    item.chatSessionId ? ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, item.chatSessionId)).orderBy(asc(chatMessages.id)) : null,
  ]);
  return {
    ...toSummary(item.summary),
    description: item.summary.description,
    transcript:
      transcript?.map((m) => ({
        _id: m.id,
        role: m.role,
        content: m.content,
        // Storage keys stay on the server.
        files: m.files.map((f) => ({ fileName: f.fileName, contentType: f.contentType, sizeBytes: f.sizeBytes })),
        createdAt: m.createdAt.toISOString(),
      })) ?? null,
    user: item.user,
    screenshotPath: kind === 'ticket' ? endpointUrl(adminInboxEndpoints.screenshot, { params: { id } }) : null,
    notes,
    booking: item.booking,
    nextStatuses: [...INBOX_TRANSITIONS[item.summary.status]],
  };
}

/** Moves an item along INBOX_TRANSITIONS with one conditional UPDATE, so two admins cannot both move it from the same status. */
async function moveStatus(tx: Tx, kind: InboxKind, id: string, from: InboxStatus, to: InboxStatus): Promise<boolean> {
  if (!INBOX_TRANSITIONS[from].includes(to)) return false;
  const now = new Date();
  let moved: { id: string }[];
  if (kind === 'inquiry') {
    moved = await tx.update(inquiries).set({ status: to, updatedAt: now }).where(and(eq(inquiries.id, id), eq(inquiries.status, from))).returning({ id: inquiries.id });
  } else if (kind === 'booking') {
    moved = await tx.update(bookingIssues).set({ status: to, updatedAt: now }).where(and(eq(bookingIssues.id, id), eq(bookingIssues.status, from))).returning({ id: bookingIssues.id });
  } else {
    moved = await tx
      .update(supportTickets)
      .set({ status: inboxStatusToTicket(to), updatedAt: now })
      .where(and(eq(supportTickets.id, id), eq(supportTickets.status, inboxStatusToTicket(from))))
      .returning({ id: supportTickets.id });
  }
  return moved.length > 0;
}

const STATUS_WORDS: Record<InboxStatus, string> = { new: 'new', in_progress: 'in progress', closed: 'closed' };

export async function setInboxStatus(ctx: AppContext, adminId: string, kind: InboxKind, id: string, to: InboxStatus) {
  return inTransaction(ctx, async (tx) => {
    const { summary } = await loadItem(tx, kind, id, { lock: true });
    if (summary.status === to) throw new AppError(409, `This item is already ${STATUS_WORDS[to]}`);
    if (!(await moveStatus(tx, kind, id, summary.status, to))) {
      throw new AppError(409, `An item that is ${STATUS_WORDS[summary.status]} cannot be marked ${STATUS_WORDS[to]}`);
    }
    await recordAudit(tx, { actorId: adminId, action: `${AUDIT_ENTITY[kind]}.status`, entity: AUDIT_ENTITY[kind], entityId: id, before: { status: summary.status }, after: { status: to } });
    return { _id: id, kind, status: to, nextStatuses: [...INBOX_TRANSITIONS[to]] };
  });
}

async function insertNote(tx: Tx, adminId: string, kind: InboxKind, itemId: string, body: string) {
  const [note] = await tx.insert(inboxNotes).values({ kind, itemId, authorId: adminId, body }).returning();
  await recordAudit(tx, { actorId: adminId, action: `${AUDIT_ENTITY[kind]}.note`, entity: AUDIT_ENTITY[kind], entityId: itemId, after: { noteId: note!.id, body } });
  return note!;
}

export async function addInboxNote(ctx: AppContext, adminId: string, kind: InboxKind, id: string, body: string): Promise<InboxNote> {
  return inTransaction(ctx, async (tx) => {
    await loadItem(tx, kind, id);
    const note = await insertNote(tx, adminId, kind, id, body);
    const [author] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, adminId));
    return { _id: note.id, body: note.body, author: author ? { _id: adminId, fullname: `${author.firstName} ${author.lastName}`.trim() } : null, createdAt: note.createdAt.toISOString() };
  });
}

/**
 * Emails the visitor (through the outbox, so it goes out once committed and is retried) and keeps
 * what was sent as a note. A new item moves to in progress: someone is on it.
 */
export async function replyByEmail(ctx: AppContext, adminId: string, kind: InboxKind, id: string, input: InboxReplyInput) {
  return inTransaction(ctx, async (tx) => {
    const { summary } = await loadItem(tx, kind, id, { lock: true });
    if (!summary.email) throw new AppError(409, 'This item has no email address to reply to: call the visitor back instead');
    await ctx.outbox.enqueue(tx, 'email', { to: summary.email, subject: input.subject, text: input.message });
    await insertNote(tx, adminId, kind, id, `Replied by email to ${summary.email}\nSubject: ${input.subject}\n\n${input.message}`);
    let status = summary.status;
    if (status === 'new' && (await moveStatus(tx, kind, id, 'new', 'in_progress'))) {
      status = 'in_progress';
      await recordAudit(tx, { actorId: adminId, action: `${AUDIT_ENTITY[kind]}.status`, entity: AUDIT_ENTITY[kind], entityId: id, before: { status: 'new' }, after: { status } });
    }
    await recordAudit(tx, { actorId: adminId, action: `${AUDIT_ENTITY[kind]}.reply`, entity: AUDIT_ENTITY[kind], entityId: id, after: { to: summary.email, subject: input.subject } });
    return { _id: id, kind, status, to: summary.email };
  });
}

/** A ticket's screenshot, for admins only (it never sits under /uploads); opening one is logged. */
export async function ticketScreenshot(ctx: AppContext, adminId: string, id: string) {
  const item = await loadItem(ctx.db, 'ticket', id);
  const file = item.screenshotKey ? await ctx.storage.get(item.screenshotKey) : null;
  if (!file) throw new AppError(404, 'Screenshot not found');
  await recordAudit(ctx.db, { actorId: adminId, action: 'ticket.screenshot.view', entity: 'ticket', entityId: id });
  return file;
}
