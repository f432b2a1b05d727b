// Privacy rights through HTTP against a real database: a person downloads a ZIP of their data, and
// closes their account with their personal data erased everywhere but the invoices the tax law keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { seedCatalogue } from '../../db/seed/demo';
import { queryRows } from '../../db/client';
import {
  auditLog,
  bookingMessageAttachments,
  bookingMessages,
  bookings,
  invoices,
  localGatewayAccounts,
  privacyRequests,
  serviceProviders,
  supportTickets,
  users,
  payouts,
} from '../../db/schema';
import { bookingBody, endConfirmationWindow, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';
import { ERASED_MESSAGE } from './erasure';
import { EXPORTS_PER_HOUR } from './export';

let t: TestApp;
let cleaningId: string;
let pro: ProviderFixture;
let admin: { token: string };
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', RATE_LIMIT_FORMS_PER_HOUR: '1000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
  pro = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'], firstName: 'Kwame' });
  admin = await t.createUser({ role: 'admin' });
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f766e' } }).png().toBuffer();
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: Record<string, unknown> = {}) => t.call({ method: 'POST', url, token, payload });
const drain = async () => {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.outbox.drain();
};

interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
  phone: string;
  firstName: string;
  lastName: string;
  street: string;
}

let booked = 0;
/** A customer with distinctive details, so any copy of them left behind is found by a plain text search. */
async function customer(tag: string, phone: string): Promise<Person> {
  const firstName = `Zephyrine${tag}`;
  const lastName = `Quillfeather${tag}`;
  const street = `${77 + booked} Marigold${tag} Lane`;
  const u = await t.createUser({ email: uniqueEmail(`zq${tag.toLowerCase()}`), phone });
  expect((await post('/api/user/profile', u.token, { firstname: firstName, lastname: lastName })).status).toBe(200);
  return { id: u.id, email: u.email, password: u.password, token: u.token, phone, firstName, lastName, street };
}

const address = (p: Person) => ({ name: `${p.firstName} ${p.lastName}`, phonenumber: p.phone, street: p.street, city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' });

async function book(p: Person) {
  booked++;
  const res = await t.call({
    method: 'POST',
    url: '/api/booking',
    token: p.token,
    payload: bookingBody(cleaningId, { scheduledAt: slot(1 + (booked % 4), ['08:00', '11:30', '15:00'][Math.floor(booked / 4) % 3]), address: address(p), phonenumber: p.phone, email: p.email }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

/**
 * Everything a customer leaves behind: a saved address and card, a picture, a completed and charged
 * job (its invoice), a conversation with a file, a review, a help request, a message from the
 * contact form and a mistyped password.
 */
async function customerWithHistory(tag: string, phone: string) {
  const p = await customer(tag, phone);
  expect((await post('/api/user/addresses', p.token, { ...address(p), isDefault: true })).status).toBe(201);
  expect((await post('/api/user/payment-methods', p.token, { paymentMethodId: 'pm_card_visa' })).status).toBeLessThan(300);
  const picture = multipartBody([{ name: 'image', filename: 'me.png', contentType: 'image/png', content: png }]);
  expect((await t.call({ method: 'POST', url: '/api/user/profile-pic', token: p.token, ...picture })).status).toBe(200);

  const bookingId = await book(p);
  expect((await post(`/api/booking/${bookingId}/accept`, pro.token)).status).toBe(200);
  const withFile = multipartBody([
    { name: 'text', value: `Hi, this is ${p.firstName} ${p.lastName} at ${p.street}; call me on ${p.phone}.` },
    { name: 'files', filename: 'kitchen.png', contentType: 'image/png', content: png },
  ]);
  expect((await t.call({ method: 'POST', url: `/api/booking/${bookingId}/messages`, token: p.token, ...withFile })).status).toBe(201);
  expect((await post(`/api/booking/${bookingId}/messages`, pro.token, { text: `Thanks ${p.firstName}, see you then.` })).status).toBe(201);
  await startedAMinuteAgo(t, bookingId);
  expect((await post(`/api/booking/${bookingId}/start`, pro.token)).status).toBe(200);
  expect((await post(`/api/booking/${bookingId}/complete`, pro.token)).status).toBe(200);
  await drain();
  await endConfirmationWindow(t, bookingId);
  expect((await post('/api/review', p.token, { bookingId, rating: 4, review: `${p.firstName} says: spotless kitchen.` })).status).toBe(201);

  const help = multipartBody([
    { name: 'subject', value: `Help for ${p.firstName} ${p.lastName}` },
    { name: 'description', value: `Please call ${p.phone}.` },
    { name: 'upload', filename: 'screen.png', contentType: 'image/png', content: png },
  ]);
  expect((await t.call({ method: 'POST', url: '/api/support', token: p.token, ...help })).status).toBe(201);
  expect((await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: p.email, phonenumber: p.phone, description: `Do you clean on Sundays? ${p.firstName}` } })).status).toBe(201);
  expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: 'not-my-password' } })).status).toBe(401);
  await drain();
  return { ...p, bookingId };
}

describe('downloading my data', () => {
  it('answers a ZIP with every section for a customer with a booking, a message, a review and an invoice', async () => {
    const p = await customerWithHistory('A', '+16475550181');
    const res = await t.app.inject({ method: 'POST', url: '/api/user/data-export', headers: { authorization: `Bearer ${p.token}` }, payload: { password: p.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hearth-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => {
      expect(files[name], `${name} in the archive`).toBeDefined();
      return JSON.parse(strFromU8(files[name]!));
    };
    expect(strFromU8(files['README.txt']!)).toContain('Your Hearth data');
    expect(read('profile.json')).toMatchObject({ email: p.email, firstName: p.firstName, lastName: p.lastName, phone: p.phone, profilePicture: 'files/profile-picture.webp' });
    expect(files['files/profile-picture.webp']!.length).toBeGreaterThan(0);
    expect(read('consents.json')).toMatchObject({ marketingEmails: true });
    expect(read('addresses.json')).toEqual([expect.objectContaining({ street: p.street, phone: p.phone, isDefault: true })]);
    const cards = read('payment-methods.json');
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
    expect(JSON.stringify(cards)).not.toContain('pm_');

    const [job] = read('bookings.json');
    expect(job).toMatchObject({ id: p.bookingId, status: 'completed', address: { street: p.street }, email: p.email });
    expect(job.amounts.total).toBeGreaterThan(0);
    expect(job.history.map((h: { to: string }) => h.to)).toEqual(expect.arrayContaining(['open', 'accepted', 'in_progress', 'completed']));

    const messages = read('messages.json');
    expect(messages).toEqual([
      expect.objectContaining({ fromYou: true, text: expect.stringContaining(p.street), attachments: [expect.objectContaining({ fileName: 'kitchen.png' })] }),
      expect.objectContaining({ fromYou: false, text: `Thanks ${p.firstName}, see you then.` }),
    ]);
    expect(read('reviews.json').written).toEqual([expect.objectContaining({ bookingId: p.bookingId, rating: 4 })]);
    expect(read('notifications.json').length).toBeGreaterThan(0);
    expect(read('wishlist.json')).toEqual([]);
    const support = read('support.json');
    expect(support.helpRequests).toEqual([expect.objectContaining({ subject: `Help for ${p.firstName} ${p.lastName}` })]);
    expect(support.messagesToUs).toEqual([expect.objectContaining({ email: p.email })]);

    const invoiceList = read('invoices.json');
    expect(invoiceList).toEqual([expect.objectContaining({ kind: 'invoice', bookingId: p.bookingId })]);
    const pdf = files[invoiceList[0].pdf];
    expect(pdf && strFromU8(pdf.slice(0, 5))).toBe('%PDF-');
    expect(files['provider.json']).toBeUndefined();

    // Recorded without the data itself.
    const [request] = await t.app.ctx.db.select().from(privacyRequests).where(and(eq(privacyRequests.userId, p.id), eq(privacyRequests.kind, 'export')));
    expect(request).toMatchObject({ status: 'done' });
    const audit = await t.app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'privacy.export')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.after)).not.toContain(p.email);
  });

  it('asks for the current password, and limits how often', async () => {
    const p = await customer('B', '+16475550182');
    const missing = await post('/api/user/data-export', p.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ password: 'Enter your current password to confirm' });
    const wrong = await post('/api/user/data-export', p.token, { password: 'Wrong-Horse-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: 'Password is incorrect' });

    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await post('/api/user/data-export', p.token, { password: p.password })).status).toBe(200);
    const tooMany = await post('/api/user/data-export', p.token, { password: p.password });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toBe(`You can download your data ${EXPORTS_PER_HOUR} times an hour. Please try again later.`);
  });

  it('includes a provider’s profile, services, areas and payout account, without the SIN', async () => {
    await t.app.ctx.db.update(serviceProviders).set({ sinCiphertext: 'x', sinLast3: '046', sinFingerprint: 'fp', businessName: 'Kwame Cleans' }).where(eq(serviceProviders.id, pro.providerId));
    const [row] = await t.app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, pro.userId));
    const res = await t.app.inject({ method: 'POST', url: '/api/user/data-export', headers: { authorization: `Bearer ${pro.token}` }, payload: { password: 'Correct-Horse-9' } });
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const section = JSON.parse(strFromU8(files['provider.json']!));
    expect(section.profile).toMatchObject({ businessName: 'Kwame Cleans', socialInsuranceNumber: 'On file (encrypted; not included in this copy)' });
    expect(section.services).toEqual(['Standard House Cleaning']);
    expect(section.areas).toEqual([expect.objectContaining({ kind: 'fsa', label: 'M5V' })]);
    expect(section.payoutAccount).toMatchObject({ bankAccountLast4: '6789' });
    // No text carries the SIN's last digits; a timestamp or an id may hold the same three digits by chance.
    const texts = JSON.stringify(section).match(/"[^"]*"/g) ?? [];
    expect(texts.filter((text) => text.includes('046') && !/^"\d{4}-\d{2}-\d{2}T/.test(text) && !/^"[0-9a-f-]{36}"$/.test(text))).toEqual([]);
    expect(JSON.parse(strFromU8(files['profile.json']!)).email).toBe(row!.email);
  });
});

/** Every text and JSON column of every table, searched for the person's details; "table.column" of each hit. */
async function tablesMentioning(needles: string[], except: string[]) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.app.ctx.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
        order by table_name, column_name`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const patterns = needles.map((n) => `%${n}%`);
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    if (except.includes(table_name)) continue;
    const [row] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike any(${sql.param(patterns)}::text[])`,
    );
    if (row!.n > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

describe('deleting my account', () => {
  it('refuses without the password or the typed confirmation, and leaves the account as it was', async () => {
    const p = await customer('C', '+16475550183');
    const none = await post('/api/user/erase', p.token, {});
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ password: 'Enter your current password to confirm', confirm: 'Type DELETE to confirm' });
    const wrong = await post('/api/user/erase', p.token, { password: 'Wrong-Horse-9', confirm: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: 'Password is incorrect' });
    const lower = await post('/api/user/erase', p.token, { password: p.password, confirm: 'delete' });
    expect(lower.body.errors).toEqual({ confirm: 'Type DELETE to confirm' });
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: p.token })).body.data.email).toBe(p.email);
  });

  it('refuses while a booking is in progress, saying what to do', async () => {
    const p = await customer('D', '+16475550184');
    await book(p);
    const res = await post('/api/user/erase', p.token, { password: p.password, confirm: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You have a booking that is not finished yet. Cancel it, or wait until the job is done, then close your account.');
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: p.token })).status).toBe(200);
  });

  it('refuses a provider with an accepted job, a payout not yet paid, or payouts not yet reported to the CRA', async () => {
    const other = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'], firstName: 'Ines' });
    const c = await customer('E', '+16475550185');
    const id = await book(c);
    expect((await post(`/api/booking/${id}/accept`, other.token)).status).toBe(200);
    const accepted = await post('/api/user/erase', other.token, { password: 'Correct-Horse-9', confirm: 'DELETE' });
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toBe('You have accepted jobs that are not finished yet. Complete them or hand them back, then close your account.');
    await startedAMinuteAgo(t, id);
    expect((await post(`/api/booking/${id}/start`, other.token)).status).toBe(200);
    expect((await post(`/api/booking/${id}/complete`, other.token)).status).toBe(200);
    await drain();
    const held = await post('/api/user/erase', other.token, { password: 'Correct-Horse-9', confirm: 'DELETE' });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('A payout to you is not settled yet. Please try again once it has been paid to your bank account.');

    // Paid this year: the platform's annual seller report still needs who they are.
    await t.app.ctx.db.update(payouts).set({ status: 'paid', paidAt: new Date(), transferId: 'tr_test' }).where(eq(payouts.bookingId, id));
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(new Date()));
    const reported = await post('/api/user/erase', other.token, { password: 'Correct-Horse-9', confirm: 'DELETE' });
    expect(reported.status).toBe(409);
    expect(reported.body.message).toContain(`Payouts you received in ${year} must be reported to the Canada Revenue Agency`);
    expect(reported.body.message).toContain(`by January 31, ${year + 1} (Part XX of the Income Tax Act)`);
    // Paid in a year whose report is filed: nothing holds the account any more.
    await t.app.ctx.db.update(payouts).set({ paidAt: new Date(`${year - 2}-06-01T12:00:00Z`) }).where(eq(payouts.bookingId, id));
    expect((await post('/api/user/erase', other.token, { password: 'Correct-Horse-9', confirm: 'DELETE' })).status).toBe(200);
  });

  it('closes the account and leaves none of the person’s details in any table or file, except their invoices', async () => {
    const p = await customerWithHistory('F', '+16475550186');
    const db = t.app.ctx.db;
    const [user] = await db.select().from(users).where(eq(users.id, p.id));
    const [attachment] = await db
      .select({ key: bookingMessageAttachments.storageKey })
      .from(bookingMessageAttachments)
      .innerJoin(bookingMessages, eq(bookingMessages.id, bookingMessageAttachments.messageId))
      .where(eq(bookingMessages.bookingId, p.bookingId));
    const [ticket] = await db.select({ key: supportTickets.screenshotKey }).from(supportTickets).where(eq(supportTickets.userId, p.id));
    const files = [attachment!.key, ticket!.key, `uploads/large/${user!.profilePic}`, `uploads/blur/${user!.profilePic}`];
    for (const key of files) expect(await t.app.ctx.storage.get(key), key).not.toBeNull();
    const needles = [p.email, p.phone.slice(2), '647-555-0186', p.firstName, p.lastName, p.street];
    expect(await tablesMentioning(needles, ['invoices'])).not.toEqual([]);

    const res = await post('/api/user/erase', p.token, { password: p.password, confirm: 'DELETE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your account is closed and your personal data has been erased.');
    await drain();

    // Nowhere in the database but the invoices the tax law makes us keep…
    expect(await tablesMentioning(needles, ['invoices'])).toEqual([]);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.bookingId, p.bookingId));
    expect(invoice!.billTo).toMatchObject({ name: `${p.firstName} ${p.lastName}` });
    expect((await t.call({ method: 'GET', url: `/api/invoices/${invoice!.id}/pdf`, token: admin.token })).status).toBe(200);
    // …and no stored file of theirs.
    for (const key of files) expect(await t.app.ctx.storage.get(key), key).toBeNull();

    // The money record stays, without who or where exactly; the provider sees the message was deleted.
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, p.bookingId));
    expect(kept).toMatchObject({ status: 'completed', province: 'ON', phone: '', email: '', address: expect.objectContaining({ street: '', city: 'Toronto', postcode: 'M5V' }) });
    expect(kept!.totalCents).toBeGreaterThan(0);
    // The rating still counts for the professional; the words and the name are gone.
    const reviews = await t.call({ method: 'GET', url: '/api/review/service/standard-house-cleaning' });
    expect(JSON.stringify(reviews.body)).toContain('"customerName":"Former customer"');
    const thread = await t.call({ method: 'GET', url: `/api/booking/${p.bookingId}/messages`, token: pro.token });
    expect(thread.body.data.messages.map((m: { text: string }) => m.text)).toContain(ERASED_MESSAGE);

    // No way back in: the session ended and the old credentials open nothing. (Last: a failed
    // sign-in is counted under the email typed, as for any address.)
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: p.token })).status).toBe(401);
    expect((await post('/api/user/erase', p.token, { password: p.password, confirm: 'DELETE' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: p.password } })).status).toBe(401);

    const [request] = await db.select().from(privacyRequests).where(and(eq(privacyRequests.userId, p.id), eq(privacyRequests.kind, 'erasure')));
    expect(request!.detail).toMatch(/^Erased 1 addresses, 1 cards, 3 files; kept the money records of 1 bookings/);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'privacy.erase')));
    expect(audit).toBeDefined();
  });

  it('erases a provider’s identity, documents’ rows and payout account, and ends the session', async () => {
    const other = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'], firstName: 'Oluwaseun' });
    await t.app.ctx.db.update(serviceProviders).set({ dob: '1988-04-02', street: '9 Quince Court', businessName: 'Oluwaseun Shine', sinCiphertext: 'x', sinLast3: '046', sinFingerprint: 'fp' }).where(eq(serviceProviders.id, other.providerId));
    const [account] = await t.app.ctx.db.select({ email: localGatewayAccounts.email }).from(localGatewayAccounts);
    expect(account).toBeDefined();
    const res = await post('/api/user/erase', other.token, { password: 'Correct-Horse-9', confirm: 'DELETE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.app.ctx.db.select().from(serviceProviders).where(eq(serviceProviders.id, other.providerId));
    expect(row).toMatchObject({ dob: null, street: null, businessName: null, sinCiphertext: null, sinLast3: null, sinFingerprint: null, languages: [] });
    expect(await tablesMentioning(['Oluwaseun', '9 Quince Court'], ['invoices'])).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/profile', token: other.token })).status).toBe(401);
  });

  it('is for customers and providers: an admin is refused', async () => {
    const res = await post('/api/user/erase', admin.token, { password: 'Correct-Horse-9', confirm: 'DELETE' });
    expect(res.status).toBe(403);
  });
});
