// The booking conversation over HTTP and real sockets: who can read and write, attachments checked
// by content, live delivery to both parties, unread counts and the read-only window.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_REQUIRED, THREAD_NOT_OPEN_MESSAGE, THREAD_READ_ONLY_MESSAGE } from '@hearth/shared/account';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { openSocket, type TestSocket } from '../../test/ws-client';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingEvents } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture, startedAMinuteAgo } from '../../test/booking-fixtures';

let t: TestApp;
let base: string;
let serviceId: string;
let pro: ProviderFixture;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  serviceId = (await serviceBySlug(t, 'bedroom-cleaning')).id;
  pro = await provider(t, { serviceIds: [serviceId], areas: ['M5V'], firstName: 'Sam' });
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f766e' } }).png().toBuffer();
});
afterAll(() => t.close());

let day = 2;
/** A booking accepted by the fixture provider, each on its own day (a provider takes no overlapping jobs). */
async function booking(token: string, accept = true) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(serviceId, { scheduledAt: slot(++day) }), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data._id as string;
  if (accept) expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
  return id;
}
/** Waits until a socket has heard the BookingMessage carrying `text` (waitFor answers the first of an event). */
async function heard(ws: TestSocket, text: string) {
  const find = () => ws.messages.find((m) => m.event === 'BookingMessage' && (m.data.message as { text?: string }).text === text);
  for (let i = 0; i < 100 && !find(); i++) await new Promise((r) => setTimeout(r, 50));
  const found = find();
  if (!found) throw new Error(`the socket never heard the message "${text}"`);
  return found;
}
const send = (id: string, token: string, text: string) => t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token, payload: { text } });
const thread = (id: string, token: string, query = '') => t.call({ method: 'GET', url: `/api/booking/${id}/messages${query}`, token });

describe('booking conversation', () => {
  it('opens at acceptance, reaches both parties live, and counts unread messages', async () => {
    const customer = await t.createUser({ firstName: 'Maya' });
    const id = await booking(customer.token, false);

    const before = await thread(id, customer.token);
    expect(before.body.data).toMatchObject({ open: false, canSend: false, closedReason: THREAD_NOT_OPEN_MESSAGE, messages: [] });
    const early = await send(id, customer.token, 'Call me at 416-555-0100');
    expect([early.status, early.body.message]).toEqual([409, THREAD_NOT_OPEN_MESSAGE]);

    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
    const [customerWs, providerWs] = await Promise.all([openSocket(base, { userId: customer.id, token: customer.token }), openSocket(base, { userId: pro.userId, token: pro.token })]);

    const opened = await thread(id, customer.token);
    expect(opened.body.data).toMatchObject({ open: true, canSend: true, closedReason: null, counterpart: { name: expect.stringMatching(/^Sam /), role: 'serviceprovider' }, unreadCount: 0 });

    const sent = await send(id, customer.token, '  The side door is open <script>alert(1)</script>  ');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ bookingId: id, text: 'The side door is open <script>alert(1)</script>', sender: { _id: customer.id, name: expect.stringMatching(/^Maya /), role: 'customer' }, attachments: [] });
    const live = await providerWs.waitFor('BookingMessage');
    expect(live.data).toMatchObject({ bookingId: id, message: { _id: sent.body.data._id, text: sent.body.data.text } });
    // The sender's other tabs hear it too (clients dedupe by id).
    expect((await customerWs.waitFor('BookingMessage')).data).toMatchObject({ message: { _id: sent.body.data._id } });

    // The provider sees one unread message on the job list and in the thread; reading clears it.
    const jobs = await t.call({ method: 'GET', url: '/api/service-provider/mybookings', token: pro.token });
    expect(jobs.body.data.items.find((j: { _id: string }) => j._id === id).unreadMessages).toBe(1);
    expect((await thread(id, pro.token)).body.data.unreadCount).toBe(1);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/messages/read`, token: pro.token })).body.data).toEqual({ unreadCount: 0 });
    const reply = await send(id, pro.token, 'On my way, 10 minutes.');
    expect(reply.status).toBe(201);
    expect((await heard(customerWs, 'On my way, 10 minutes.')).data).toMatchObject({ bookingId: id, message: { _id: reply.body.data._id } });
    const mine = await t.call({ method: 'GET', url: '/api/booking/mybookings', token: customer.token });
    expect(mine.body.data.items.find((b: { _id: string }) => b._id === id).unreadMessages).toBe(1);
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: pro.token })).body.data.unreadMessages).toBe(0);

    const full = await thread(id, customer.token);
    expect(full.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['On my way, 10 minutes.', sent.body.data.text]);
    customerWs.close();
    providerWs.close();
  });

  it('lets only the two parties and admins read, and only the parties write', async () => {
    const customer = await t.createUser();
    const id = await booking(customer.token);
    await send(id, customer.token, 'Hello');
    const stranger = await t.createUser();
    const otherPro = await provider(t, { serviceIds: [serviceId], areas: ['M5V'] });
    for (const token of [stranger.token, otherPro.token]) {
      const res = await thread(id, token);
      expect([res.status, res.body.message]).toEqual([404, 'Booking not found']);
      expect((await send(id, token, 'let me in')).status).toBe(404);
    }
    expect((await thread(id, '')).status).toBe(401);
    const admin = await t.createUser({ role: 'admin' });
    const read = await thread(id, admin.token);
    expect(read.body.data).toMatchObject({ canSend: false, messages: [{ text: 'Hello' }] });
    expect((await send(id, admin.token, 'Admin here')).status).toBe(403);
    // Reading as an admin does not mark anything read for the parties.
    await t.call({ method: 'POST', url: `/api/booking/${id}/messages/read`, token: admin.token });
    expect((await thread(id, pro.token)).body.data.unreadCount).toBe(1);
  });

  it('takes files checked by content, serves them to the parties only, and refuses empty or bad sends', async () => {
    const customer = await t.createUser();
    const id = await booking(customer.token);

    const empty = await send(id, customer.token, '   ');
    expect([empty.status, empty.body.errors]).toEqual([400, { text: MESSAGE_REQUIRED }]);
    const tooLong = await send(id, customer.token, 'x'.repeat(2001));
    expect(tooLong.body.errors.text).toBe('Message must be at most 2000 characters');

    const withFiles = multipartBody([
      { name: 'text', value: 'Photo of the stain and the quote' },
      { name: 'files', filename: 'stain.png', contentType: 'image/png', content: png },
      { name: 'files', filename: 'quote.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const sent = await t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, ...withFiles });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [image, doc] = sent.body.data.attachments;
    expect(image).toMatchObject({ fileName: 'stain.png', contentType: 'image/png', sizeBytes: png.length });
    expect(doc).toMatchObject({ fileName: 'quote.pdf', contentType: 'application/pdf' });

    const download = await t.app.inject({ method: 'GET', url: doc.url, headers: { authorization: `Bearer ${pro.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="quote.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const stranger = await t.createUser();
    expect((await t.app.inject({ method: 'GET', url: doc.url, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode).toBe(404);

    const fileOnly = multipartBody([{ name: 'files', filename: 'only.png', contentType: 'image/png', content: png }]);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, ...fileOnly })).status).toBe(201);

    const fake = multipartBody([{ name: 'files', filename: 'invoice.pdf', contentType: 'application/pdf', content: png }]);
    const refused = await t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, ...fake });
    expect([refused.status, refused.body.errors.files]).toEqual([415, 'This file is not a valid PDF. Only .png .jpg .gif .jpeg .webp .pdf are allowed']);
    const traversal = multipartBody([{ name: 'files', filename: '../../etc/passwd.exe', contentType: 'application/octet-stream', content: pdf }]);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, ...traversal })).status).toBe(415);
    const many = multipartBody(Array.from({ length: 6 }, (_, i) => ({ name: 'files', filename: `p${i}.png`, contentType: 'image/png', content: png })));
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, ...many })).status).toBe(413);
    const big = multipartBody([{ name: 'files', filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]) }]);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, ...big })).status).toBe(413);

    // Refused sends left nothing behind.
    const all = await thread(id, customer.token);
    expect(all.body.data.messages).toHaveLength(2);
  });

  it('answers 404 for a booking id that cannot name one, and 400 naming a bad page field', async () => {
    const customer = await t.createUser();
    const malformed = await thread('not-a-uuid', customer.token);
    expect([malformed.status, malformed.body.message]).toEqual([404, 'Booking not found']);
    const id = await booking(customer.token);
    const badCursor = await thread(id, customer.token, '?before=nope');
    expect([badCursor.status, badCursor.body.errors]).toEqual([400, { before: 'Unknown message' }]);
  });

  it('pages back through older messages and turns read-only 7 days after the job ends', async () => {
    const customer = await t.createUser();
    const id = await booking(customer.token);
    for (let i = 1; i <= 5; i++) expect((await send(id, i % 2 ? customer.token : pro.token, `message ${i}`)).status).toBe(201);
    const page1 = await thread(id, customer.token, '?size=2');
    expect(page1.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['message 5', 'message 4']);
    expect(page1.body.data.hasMore).toBe(true);
    const page2 = await thread(id, customer.token, `?size=2&before=${page1.body.data.messages[1]._id}`);
    expect(page2.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['message 3', 'message 2']);
    const page3 = await thread(id, customer.token, `?size=2&before=${page2.body.data.messages[1]._id}`);
    expect([page3.body.data.messages.length, page3.body.data.hasMore]).toEqual([1, false]);

    await startedAMinuteAgo(t, id);
    await t.call({ method: 'POST', url: `/api/booking/${id}/start`, token: pro.token });
    await t.call({ method: 'POST', url: `/api/booking/${id}/complete`, token: pro.token });
    const justDone = await thread(id, customer.token);
    expect(justDone.body.data.canSend).toBe(true);
    expect(new Date(justDone.body.data.readOnlyAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    // Eight days later (the completion moved back in time): read-only, still readable.
    await t.app.ctx.db.update(bookingEvents).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(bookingEvents.bookingId, id));
    const closed = await thread(id, pro.token);
    expect(closed.body.data).toMatchObject({ open: true, canSend: false, closedReason: THREAD_READ_ONLY_MESSAGE });
    expect(closed.body.data.messages).toHaveLength(5);
    expect((await send(id, pro.token, 'One more thing')).status).toBe(409);
  });
});
