// The admin inbox through HTTP: inquiries, chat leads with their transcript, support tickets and
// booking issues in one list; notes, status moves and email replies, each in the audit log; admins only.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';
import { auditLog, bookingIssues, bookings, inquiries } from '../../../db/schema';
import { seedCatalogue } from '../../../db/seed/demo';
import { serviceBySlug } from '../../../test/booking-fixtures';
import type { BookingIssueKind } from '@hearth/shared/booking';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let png: Buffer;
let cleaning: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_FORMS_PER_HOUR: '1000' });
  admin = await t.createUser({ role: 'admin', firstName: 'Ada' });
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f766e' } }).png().toBuffer();
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
});
afterAll(() => t.close());

const say = async (sessionId: string, chatInput: string) => {
  const res = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId, chatInput } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** A chat lead: the visitor gives a name, a phone number and what they need. */
async function chatLead(name: string) {
  const sessionId = randomUUID();
  await say(sessionId, 'Hello!');
  await say(sessionId, name);
  await say(sessionId, '416-555-0142');
  await say(sessionId, 'I need my gutters cleaned before winter');
  const list = await t.call({ method: 'GET', url: `/api/admin/inbox?source=chat&q=${encodeURIComponent(name)}`, token: admin.token });
  expect(list.body.data.items).toHaveLength(1);
  return list.body.data.items[0]._id as string;
}

async function inquiry(email: string, description = 'Do you clean carpets in Mississauga?') {
  const res = await t.call({ method: 'POST', url: '/api/inquiry', payload: { email, phonenumber: '647-555-0199', description } });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const list = await t.call({ method: 'GET', url: `/api/admin/inbox?q=${encodeURIComponent(email)}`, token: admin.token });
  return list.body.data.items[0]._id as string;
}

async function ticket(token: string, subject: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/support',
    token,
    ...multipartBody([
      { name: 'subject', value: subject },
      { name: 'description', value: 'The booking page spins forever.' },
      { name: 'upload', filename: 'shot.png', contentType: 'image/png', content: png },
    ]),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

const audits = (entityId: string) => t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

/**
 * A booking issue as the bookings module records one (a problem report, a dispute…), on a booking
 * of `customerId`'s written straight to the database: the inbox only reads them.
 */
async function bookingIssue(customerId: string, kind: BookingIssueKind, description: string) {
  const db = t.app.ctx.db;
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const [booking] = await db
    .insert(bookings)
    .values({
      customerId,
      serviceId: cleaning.id,
      status: 'open',
      idempotencyKey: randomUUID(),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      quantity: 1,
      address: { name: 'Noor Aziz', phonenumber: '416-555-0177', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' },
      fsa: 'M5V',
      cityKey: 'toronto|ON',
      province: 'ON',
      phone: '+14165550177',
      email: 'noor.booking@example.ca',
      zipcode: 'M5V 2T6',
      unitPriceCents: 12900,
      subtotalCents: 12900,
      discountCents: 0,
      taxCents: 1677,
      totalCents: 14577,
      taxes: [{ name: 'HST', rate: 13000, amount: 1677 }],
      payoutCents: 10320,
      commissionCents: 2580,
      paymentMethodId: 'pm_card_visa',
      paymentStatus: 'authorized',
    })
    .returning({ id: bookings.id });
  const [issue] = await db.insert(bookingIssues).values({ bookingId: booking!.id, kind, description }).returning({ id: bookingIssues.id });
  return { bookingId: booking!.id, issueId: issue!.id };
}

describe('admin inbox', () => {
  it('lists inquiries, chat leads and tickets together, newest first, filtered from the query string', async () => {
    const customer = await t.createUser({ firstName: 'Tess' });
    const inquiryId = await inquiry('list.visitor@example.ca');
    const leadId = await chatLead('Omar Haddad');
    const ticketId = await ticket(customer.token, 'Booking page stuck');

    const all = await t.call({ method: 'GET', url: '/api/admin/inbox?size=100', token: admin.token });
    expect(all.status).toBe(200);
    const ids = all.body.data.items.map((i: { _id: string }) => i._id);
    expect(ids.indexOf(ticketId)).toBeLessThan(ids.indexOf(leadId));
    expect(ids.indexOf(leadId)).toBeLessThan(ids.indexOf(inquiryId));
    expect(all.body.data.items.find((i: { _id: string }) => i._id === ticketId)).toMatchObject({
      kind: 'ticket',
      status: 'new',
      source: 'help',
      subject: 'Booking page stuck',
      name: 'Tess customer',
      email: customer.email,
    });

    const tickets = await t.call({ method: 'GET', url: '/api/admin/inbox?kind=ticket', token: admin.token });
    expect(tickets.body.data.items.every((i: { kind: string }) => i.kind === 'ticket')).toBe(true);
    const byPhone = await t.call({ method: 'GET', url: '/api/admin/inbox?q=(416)%20555-0142', token: admin.token });
    expect(byPhone.body.data.items.map((i: { _id: string }) => i._id)).toContain(leadId);
    const paged = await t.call({ method: 'GET', url: '/api/admin/inbox?size=1&pageNo=2', token: admin.token });
    expect(paged.body.data).toMatchObject({ pageNo: 2, size: 1, total: all.body.data.total, pages: all.body.data.total });

    const bad = await t.call({ method: 'GET', url: '/api/admin/inbox?status=open&needsCallback=maybe', token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ status: 'Unknown status', needsCallback: 'needsCallback must be true or false' });
  });

  it('shows a chat lead with its transcript, and filters leads that need a call back', async () => {
    const leadId = await chatLead('Lena Park');
    const detail = await t.call({ method: 'GET', url: `/api/admin/inbox/inquiry/${leadId}`, token: admin.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ kind: 'inquiry', source: 'chat', name: 'Lena Park', email: null, phone: '+14165550142', status: 'new', nextStatuses: ['in_progress', 'closed'], notes: [] });
    const transcript = detail.body.data.transcript as { role: string; content: string }[];
    expect(transcript[0]).toMatchObject({ role: 'human', content: 'Hello!' });
    expect(transcript.map((m) => m.content)).toContain('I need my gutters cleaned before winter');
    expect(transcript.some((m) => m.role === 'ai')).toBe(true);

    // The assistant flags a lead it could not help; only flagged leads pass the filter.
    await t.app.ctx.db.update(inquiries).set({ needsCallback: true }).where(eq(inquiries.id, leadId));
    const callbacks = await t.call({ method: 'GET', url: '/api/admin/inbox?needsCallback=true&size=100', token: admin.token });
    expect(callbacks.body.data.items.map((i: { _id: string }) => i._id)).toContain(leadId);
    expect(callbacks.body.data.items.every((i: { needsCallback: boolean }) => i.needsCallback)).toBe(true);
    const others = await t.call({ method: 'GET', url: '/api/admin/inbox?needsCallback=false&size=100', token: admin.token });
    expect(others.body.data.items.map((i: { _id: string }) => i._id)).not.toContain(leadId);
  });

  it('keeps notes with their author and time, and audits them', async () => {
    const id = await inquiry('notes.visitor@example.ca');
    const empty = await t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${id}/notes`, token: admin.token, payload: { body: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ body: 'Note is required' });

    const added = await t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${id}/notes`, token: admin.token, payload: { body: 'Called, left a voicemail.' } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ body: 'Called, left a voicemail.', author: { _id: admin.id, fullname: 'Ada admin' } });

    const detail = await t.call({ method: 'GET', url: `/api/admin/inbox/inquiry/${id}`, token: admin.token });
    expect(detail.body.data.notes).toEqual([added.body.data]);
    expect(await audits(id)).toEqual([expect.objectContaining({ action: 'inquiry.note', actorId: admin.id, entity: 'inquiry' })]);

    const missing = await t.call({ method: 'POST', url: `/api/admin/inbox/ticket/${randomUUID()}/notes`, token: admin.token, payload: { body: 'x' } });
    expect(missing.status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/admin/inbox/leads/${id}`, token: admin.token })).status).toBe(404);
    // A malformed id is that kind's 404, checked before the body.
    const malformed = await t.call({ method: 'POST', url: '/api/admin/inbox/ticket/not-an-id/notes', token: admin.token, payload: { body: '' } });
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Support ticket not found');
    const unknownKind = await t.call({ method: 'GET', url: `/api/admin/inbox/leads/${id}`, token: admin.token });
    expect(unknownKind.body.message).toBe('Inbox item not found');
    const screenshot = await t.call({ method: 'GET', url: '/api/admin/inbox/ticket/not-an-id/screenshot', token: admin.token });
    expect(screenshot.status).toBe(404);
    expect(screenshot.body.message).toBe('Support ticket not found');
  });

  it('moves items new → in progress → closed, refuses other moves, and audits each', async () => {
    const customer = await t.createUser();
    const id = await ticket(customer.token, 'Refund question');
    const status = (to: string) => t.call({ method: 'POST', url: `/api/admin/inbox/ticket/${id}/status`, token: admin.token, payload: { status: to } });

    const started = await status('in_progress');
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'in_progress', nextStatuses: ['closed'] });
    const backToNew = await status('new');
    expect(backToNew.status).toBe(409);
    expect(backToNew.body.message).toBe('An item that is in progress cannot be marked new');
    expect((await status('closed')).status).toBe(200);
    expect((await status('closed')).body.message).toBe('This item is already closed');
    expect((await status('done')).body.errors).toEqual({ status: 'Choose a status' });

    const list = await t.call({ method: 'GET', url: '/api/admin/inbox?kind=ticket&status=closed', token: admin.token });
    expect(list.body.data.items.map((i: { _id: string }) => i._id)).toContain(id);
    const entries = await audits(id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['ticket.status', { status: 'new' }, { status: 'in_progress' }],
      ['ticket.status', { status: 'in_progress' }, { status: 'closed' }],
    ]);
  });

  it('replies by email through the outbox, keeps the reply as a note and starts the item', async () => {
    const id = await inquiry('reply.visitor@example.ca');
    const noSubject = await t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${id}/reply`, token: admin.token, payload: { message: 'Hi' } });
    expect(noSubject.body.errors).toEqual({ subject: 'Subject is required' });

    const res = await t.call({
      method: 'POST',
      url: `/api/admin/inbox/inquiry/${id}/reply`,
      token: admin.token,
      payload: { subject: 'About your carpets', message: 'Yes, we clean carpets in Mississauga. Book online any time.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Reply sent to reply.visitor@example.ca', data: { status: 'in_progress', to: 'reply.visitor@example.ca' } });
    const mail = await t.waitForMessage((m) => m.to === 'reply.visitor@example.ca' && m.subject === 'About your carpets');
    expect(mail.body).toContain('we clean carpets in Mississauga');

    const detail = await t.call({ method: 'GET', url: `/api/admin/inbox/inquiry/${id}`, token: admin.token });
    expect(detail.body.data.status).toBe('in_progress');
    expect(detail.body.data.notes[0].body).toMatch(/^Replied by email to reply\.visitor@example\.ca\nSubject: About your carpets/);
    const actions = (await audits(id)).map((e) => e.action).sort();
    expect(actions).toEqual(['inquiry.note', 'inquiry.reply', 'inquiry.status']);
  });

  it('cannot email a chat lead, who left no address', async () => {
    const leadId = await chatLead('Sam Wu');
    const res = await t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${leadId}/reply`, token: admin.token, payload: { subject: 'Hi', message: 'Hello' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This item has no email address to reply to: call the visitor back instead');
  });

  it("serves a ticket's screenshot to admins as an attachment and logs it", async () => {
    const customer = await t.createUser();
    const id = await ticket(customer.token, 'Screenshot please');
    const detail = await t.call({ method: 'GET', url: `/api/admin/inbox/ticket/${id}`, token: admin.token });
    const res = await t.app.inject({ method: 'GET', url: detail.body.data.screenshotPath, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const [logged] = await t.app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'ticket.screenshot.view')));
    expect(logged?.actorId).toBe(admin.id);
  });

  it("lists booking issues with the booking's customer and service, newest first, through every filter", async () => {
    const customer = await t.createUser({ firstName: 'Noor' });
    const earlier = await inquiry('before.the.dispute@example.ca');
    const { issueId } = await bookingIssue(customer.id, 'dispute', 'The cardholder told their bank the charge was not theirs.');

    const all = await t.call({ method: 'GET', url: '/api/admin/inbox?size=100', token: admin.token });
    const ids = all.body.data.items.map((i: { _id: string }) => i._id);
    expect(ids).toContain(issueId);
    expect(ids.indexOf(issueId)).toBeLessThan(ids.indexOf(earlier));
    const expected = {
      _id: issueId,
      kind: 'booking',
      source: 'booking',
      status: 'new',
      name: 'Noor customer',
      email: customer.email,
      // The customer's account has no phone: the booking's contact number is the one to call.
      phone: '+14165550177',
      subject: 'Card dispute — Standard House Cleaning',
      preview: 'The cardholder told their bank the charge was not theirs.',
      needsCallback: false,
    };
    expect(all.body.data.items.find((i: { _id: string }) => i._id === issueId)).toMatchObject(expected);

    const list = async (query: string) => {
      const res = await t.call({ method: 'GET', url: `/api/admin/inbox?size=100&${query}`, token: admin.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { items: { _id: string; kind: string; source: string }[]; total: number };
    };
    const byKind = await list('kind=booking');
    expect(byKind.items.map((i) => i._id)).toContain(issueId);
    expect(byKind.items.every((i) => i.kind === 'booking')).toBe(true);
    expect(byKind.total).toBe(byKind.items.length);
    expect((await list('source=booking')).items.map((i) => i._id)).toEqual(byKind.items.map((i) => i._id));
    expect((await list('kind=ticket')).items.map((i) => i._id)).not.toContain(issueId);
    expect((await list('source=help')).items.map((i) => i._id)).not.toContain(issueId);
    expect((await list('status=closed')).items.map((i) => i._id)).not.toContain(issueId);
    expect((await list('needsCallback=true')).items.map((i) => i._id)).not.toContain(issueId);
    // Found by the subject's words, the description, the customer's email and the booking's phone.
    for (const q of ['card dispute', 'not theirs', customer.email, '416 555 0177']) {
      expect((await list(`q=${encodeURIComponent(q)}`)).items.map((i) => i._id), q).toContain(issueId);
    }
    expect((await list('kind=booking&q=gutters')).items.map((i) => i._id)).not.toContain(issueId);
  });

  it('opens a booking issue with its booking, moves it along its statuses and keeps notes, each audited', async () => {
    const customer = await t.createUser({ firstName: 'Iris', phone: '+14165550188' });
    const { bookingId, issueId } = await bookingIssue(customer.id, 'problem_report', 'They left after an hour; two rooms were not cleaned.');
    const url = `/api/admin/inbox/booking/${issueId}`;

    const detail = await t.call({ method: 'GET', url, token: admin.token });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({
      kind: 'booking',
      source: 'booking',
      name: 'Iris customer',
      phone: '+14165550188',
      subject: 'Problem reported by the customer — Standard House Cleaning',
      description: 'They left after an hour; two rooms were not cleaned.',
      booking: { _id: bookingId, issueKind: 'problem_report' },
      transcript: null,
      user: null,
      screenshotPath: null,
      notes: [],
      nextStatuses: ['in_progress', 'closed'],
    });
    const other = await inquiry('no.booking.here@example.ca');
    expect((await t.call({ method: 'GET', url: `/api/admin/inbox/inquiry/${other}`, token: admin.token })).body.data.booking).toBeNull();

    const started = await t.call({ method: 'POST', url: `${url}/status`, token: admin.token, payload: { status: 'in_progress' } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ kind: 'booking', status: 'in_progress', nextStatuses: ['closed'] });
    const again = await t.call({ method: 'POST', url: `${url}/status`, token: admin.token, payload: { status: 'new' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An item that is in progress cannot be marked new');
    const [stored] = await t.app.ctx.db.select().from(bookingIssues).where(eq(bookingIssues.id, issueId));
    expect(stored!.status).toBe('in_progress');
    const inProgress = await t.call({ method: 'GET', url: '/api/admin/inbox?source=booking&status=in_progress', token: admin.token });
    expect(inProgress.body.data.items.map((i: { _id: string }) => i._id)).toContain(issueId);

    const note = await t.call({ method: 'POST', url: `${url}/notes`, token: admin.token, payload: { body: 'Asked the provider for photos.' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect((await t.call({ method: 'GET', url, token: admin.token })).body.data.notes).toEqual([note.body.data]);

    const entries = await audits(issueId);
    expect(entries.map((e) => [e.entity, e.action, e.actorId]).sort()).toEqual([
      ['booking_issue', 'booking_issue.note', admin.id],
      ['booking_issue', 'booking_issue.status', admin.id],
    ]);

    const missing = await t.call({ method: 'GET', url: `/api/admin/inbox/booking/${randomUUID()}`, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Booking issue not found');
    expect((await t.call({ method: 'GET', url: '/api/admin/inbox/booking/not-an-id', token: admin.token })).status).toBe(404);
    // The issue's id names the issue, not its booking.
    expect((await t.call({ method: 'GET', url: `/api/admin/inbox/booking/${bookingId}`, token: admin.token })).status).toBe(404);
  });

  it('refuses customers and providers', async () => {
    const id = await inquiry('forbidden.visitor@example.ca');
    for (const role of ['customer', 'serviceprovider'] as const) {
      const { token } = await t.createUser({ role });
      expect((await t.call({ method: 'GET', url: '/api/admin/inbox', token })).status).toBe(403);
      expect((await t.call({ method: 'GET', url: `/api/admin/inbox/inquiry/${id}`, token })).status).toBe(403);
      expect((await t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${id}/notes`, token, payload: { body: 'x' } })).status).toBe(403);
      expect((await t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${id}/status`, token, payload: { status: 'closed' } })).status).toBe(403);
      expect((await t.call({ method: 'POST', url: `/api/admin/inbox/inquiry/${id}/reply`, token, payload: { subject: 'a', message: 'b' } })).status).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/admin/inbox' })).status).toBe(401);
  });
});
