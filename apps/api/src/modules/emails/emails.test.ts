// The emails (and SMS) a customer and a professional get along a booking's life, read from the dev
// mailbox as they would be received: subject, the facts in the text part, the same facts in the HTML
// part, and the files attached (the calendar event, the tax invoice and credit note PDFs).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DevOutboxMessage } from '@hearth/shared/dev/contract';
import { localDateTime } from '@hearth/shared/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings, reviews, siteSettings, users } from '../../db/schema';
import { sweep } from '../bookings';
import { bookingBody, endConfirmationWindow, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaningId: string;
let pro: ProviderFixture;
let proEmail: string;
let proPhone: string;
let admin: { id: string; token: string };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_COMMISSION_PERCENT: '20', RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', WEB_URL: 'https://hearth.example' });
  await seedCatalogue(t.app.ctx);
  await t.app.ctx.db.insert(siteSettings).values({ key: 'contact', value: { customerServiceEmail: 'support@hearth.example' } });
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
  pro = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'], firstName: 'Kwame' });
  const [proUser] = await t.app.ctx.db.update(users).set({ lastName: 'Boateng' }).where(eq(users.id, pro.userId)).returning();
  proEmail = proUser!.email;
  proPhone = proUser!.phone!;
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

let booked = 0;
/** Each booking at its own time within the days a hold lasts, so the professional's jobs never overlap. */
const nextSlot = () => {
  booked++;
  return slot(1 + (booked % 4), ['08:00', '11:30', '15:00'][Math.floor(booked / 4) % 3]);
};
async function book(token: string, over: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(cleaningId, { scheduledAt: nextSlot(), ...over }), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}
const post = (url: string, token: string, payload: Record<string, unknown> = {}) => t.call({ method: 'POST', url, token, payload });
const row = async (id: string) => (await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const drain = async () => {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.outbox.drain();
};
const cad = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const mailTo = (to: string, subject: string | RegExp) =>
  t.waitForMessage((m) => m.channel === 'email' && m.to === to && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')));
async function download(m: DevOutboxMessage, index: number) {
  const res = await t.app.inject({ method: 'GET', url: m.attachments[index]!.path });
  expect(res.statusCode).toBe(200);
  return { type: res.headers['content-type'], bytes: res.rawPayload };
}
/** What a mail client shows of the HTML part: its text, without the hidden inbox preview. */
function shownText(html: string) {
  return html
    .replace(/<div[^>]*data-skip-in-text="true"[\s\S]*?<\/div><\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
/** Every fact must be in the text part and shown by the HTML part, which also carries the brand and the footer. */
function expectFacts(m: DevOutboxMessage, facts: string[]) {
  const shown = shownText(m.html ?? '');
  for (const fact of facts) {
    expect(m.body, `text part: ${fact}`).toContain(fact);
    expect(shown, `HTML part: ${fact}`).toContain(fact);
  }
  expect(m.html).toMatch(/^<!DOCTYPE html/);
  expect(m.html).toContain('Hearth');
  expect(m.body).toContain('support@hearth.example');
  expect(m.html).toContain('mailto:support@hearth.example');
}
/** "Tuesday, November 24, 2026" and "10:00" on the Toronto wall clock. */
function torontoDay(at: Date) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(at);
  return { day, time: localDateTime(at, 'ON').time };
}
async function completedJob(customerToken: string) {
  const id = await book(customerToken);
  expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
  await startedAMinuteAgo(t, id);
  expect((await post(`/api/booking/${id}/start`, pro.token)).status).toBe(200);
  expect((await post(`/api/booking/${id}/complete`, pro.token)).status).toBe(200);
  await drain();
  return id;
}

describe('customer emails', () => {
  it('confirms a booking with its date, address, price and each tax, payment and cancellation terms, and a calendar file', async () => {
    const customer = await t.createUser({ firstName: 'Maya' });
    const id = await book(customer.token, { scheduledAt: slot(3, '10:00') });
    const b = await row(id);
    const mail = await mailTo(customer.email, 'Booking confirmed: Standard House Cleaning');
    const { day, time } = torontoDay(b.startsAt);
    const hst = b.taxes.find((x) => x.name === 'HST')!;
    expectFacts(mail, [
      'Hi Maya,',
      day,
      time,
      '12 Front St W, Toronto, ON M5V 2T6',
      `Standard House Cleaning: ${cad(b.subtotalCents)}`,
      `HST (13%): ${cad(hst.amount)}`,
      `Total: ${cad(b.totalCents)}`,
      `We placed a hold of ${cad(b.totalCents)} on your card`,
      'Cancelling is free until',
      `50% of the total (${cad(Math.round(b.totalCents / 2))}) comes back`,
    ]);
    expect(mail.body).toContain(`https://hearth.example/profile/booking/${id}`);
    expect(mail.html).toContain(`href="https://hearth.example/profile/booking/${id}"`);

    expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'hearth-booking.ics', contentType: expect.stringContaining('text/calendar') })]);
    const ics = (await download(mail, 0)).bytes.toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const utc = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
    expect(ics).toContain(`DTSTART:${utc(b.startsAt)}`);
    expect(ics).toContain(`DTEND:${utc(b.endsAt)}`);
    expect(ics).toContain('SUMMARY:Standard House Cleaning (Hearth)');
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:12 Front St W\\, Toronto\\, ON M5V 2T6');
  });

  it('says when a card saved for a job weeks ahead will be held', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token, { scheduledAt: slot(20, '09:00') });
    const b = await row(id);
    expect(b.paymentStatus).toBe('card_saved');
    const mail = await mailTo(customer.email, 'Booking confirmed: Standard House Cleaning');
    expectFacts(mail, ['Your card is saved for this booking and nothing is held yet', torontoDay(b.holdAttemptAt!).day]);
  });

  it('names the professional who accepted, with their rating', async () => {
    const customer = await t.createUser();
    const first = await book(customer.token);
    expect((await post(`/api/booking/${first}/accept`, pro.token)).status).toBe(200);
    const unrated = await mailTo(customer.email, 'Kwame B. will take care of Standard House Cleaning');
    expectFacts(unrated, ['Good news: Kwame B. accepted your booking', 'New on Hearth: no reviews yet']);
    expect(unrated.body).not.toContain('Boateng');

    // Two earlier jobs were rated 5 and 4.
    for (const rating of [5, 4]) {
      const earlier = await book(customer.token);
      await t.app.ctx.db.insert(reviews).values({ bookingId: earlier, customerId: customer.id, providerId: pro.providerId, serviceId: cleaningId, rating, review: 'Fine work' });
    }
    const other = await t.createUser();
    const second = await book(other.token);
    expect((await post(`/api/booking/${second}/accept`, pro.token)).status).toBe(200);
    expectFacts(await mailTo(other.email, /Kwame B\./), ['Rating: 4.5 out of 5 from 2 reviews']);
  });

  it('tells the customer the job is done and when a problem can be reported, then sends the receipt with the tax invoice', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    const b = await row(id);
    const done = await mailTo(customer.email, 'Your Hearth booking is complete: Standard House Cleaning');
    expectFacts(done, [`Your card will be charged ${cad(b.totalCents)}`, 'Report a problem from your booking page by', torontoDay(b.confirmationEndsAt!).day]);

    const receipt = await mailTo(customer.email, /^Your Hearth receipt/);
    expectFacts(receipt, [`Total charged: ${cad(b.totalCents)}`, `HST (13%): ${cad(b.taxes[0]!.amount)}`, 'We charged your card for Standard House Cleaning']);
    expect(receipt.subject).toMatch(/^Your Hearth receipt \S+/);
    expect(receipt.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^hearth-invoice-.+\.pdf$/) })]);
    const pdf = await download(receipt, 0);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('tells the customer and the professional about a late cancellation: what is refunded and the fee', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    await t.app.ctx.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() + 5 * HOUR), endsAt: sql`${new Date(Date.now() + 5 * HOUR).toISOString()}::timestamptz + (${bookings.endsAt} - ${bookings.startsAt})` })
      .where(eq(bookings.id, id));
    const res = await post(`/api/booking/${id}/cancel`, customer.token, { reason: 'Plans changed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = await row(id);
    const refund = Math.round(b.totalCents / 2);
    const mail = await mailTo(customer.email, 'Your Hearth booking was cancelled');
    expectFacts(mail, ['You cancelled your booking.', `Refunded (released from the hold): ${cad(refund)}`, `Late-cancellation fee charged: ${cad(b.totalCents - refund)}`]);

    const toPro = await mailTo(proEmail, 'A Hearth job was cancelled: Standard House Cleaning');
    expect(toPro.body).toContain('The customer cancelled it.');
    expect(toPro.body).toMatch(/You will receive \$\d+\.\d\d as the late-cancellation fee/);
    // The fee is charged: the receipt says what it is for.
    await drain();
    expect((await mailTo(customer.email, /^Your Hearth receipt/)).body).toContain('We charged the late-cancellation fee for Standard House Cleaning');
  });

  it('tells the customer when Hearth cancels (with the reason and a full refund) and when nobody accepted in time', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    expect((await post(`/api/admin/bookings/${id}/cancel`, admin.token, { reason: 'Storm warning in Toronto' })).status).toBe(200);
    const b = await row(id);
    expectFacts(await mailTo(customer.email, 'Your Hearth booking was cancelled'), ['Hearth cancelled your booking.', 'Reason: Storm warning in Toronto', `We refund the full ${cad(b.totalCents)}`]);

    const late = await t.createUser();
    const open = await book(late.token);
    await t.app.ctx.db.update(bookings).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(bookings.id, open));
    await sweep(t.app.ctx);
    expectFacts(await mailTo(late.email, 'Your Hearth booking was cancelled'), ['No professional was available for your booking before its start time', 'We refund the full']);
  });

  it('confirms a refund once the gateway sent it, with the credit note', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    const res = await t.call({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, token: admin.token, payload: { amountCents: 2000, reason: 'Arrived late' }, headers: { 'idempotency-key': randomUUID() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await drain();
    const mail = await mailTo(customer.email, 'A refund of $20.00 on your Hearth booking');
    expectFacts(mail, ['We refunded $20.00 to the card you paid with', 'Reason: Arrived late', '5 to 10 business days']);
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^hearth-credit-note-.+\.pdf$/) })]);
    expect((await download(mail, 0)).bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('professional emails and SMS', () => {
  it('tells a professional Hearth assigned them a job, by SMS too once they opted in, and the customer who it is', async () => {
    await t.app.ctx.db.update(users).set({ smsJobAlerts: true }).where(eq(users.id, pro.userId));
    try {
      const customer = await t.createUser();
      const id = await book(customer.token);
      const res = await post(`/api/admin/bookings/${id}/assign`, admin.token, { providerId: pro.providerId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const b = await row(id);
      const mail = await mailTo(proEmail, 'Hearth assigned you a job: Standard House Cleaning');
      expectFacts(mail, ['Hi Kwame,', torontoDay(b.startsAt).day, '12 Front St W, Toronto, ON M5V 2T6', `Your payout: ${cad(b.payoutCents)}`]);
      const sms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === proPhone && m.body.includes('new job'));
      expect(sms.body).toContain('Standard House Cleaning');
      expect(sms.html).toBeNull();
      expectFacts(await mailTo(customer.email, /Kwame B\. will take care/), ['Hearth assigned Kwame B. to your booking']);
    } finally {
      await t.app.ctx.db.update(users).set({ smsJobAlerts: false }).where(eq(users.id, pro.userId));
    }
  });

  it('sends no SMS to a professional who did not opt in', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    expect((await post(`/api/admin/bookings/${id}/assign`, admin.token, { providerId: pro.providerId })).status).toBe(200);
    expect((await post(`/api/admin/bookings/${id}/cancel`, admin.token, { reason: 'Duplicate booking' })).status).toBe(200);
    const mail = await t.waitForMessages((m) => m.to === proEmail && m.subject === 'A Hearth job was cancelled: Standard House Cleaning' && m.body.includes('Hearth cancelled it.'), 1);
    expect(mail).toHaveLength(1);
    await drain();
    const { body } = await t.call<DevOutboxMessage[]>({ method: 'GET', url: '/api/dev/outbox' });
    expect(body.filter((m) => m.channel === 'sms' && m.to === proPhone && m.body.includes('off your schedule'))).toEqual([]);
  });

  it('tells the professional a payout was sent, with the commission taken', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await drain();
    const b = await row(id);
    const mail = await mailTo(proEmail, `Hearth sent you ${cad(b.payoutCents)}`);
    expectFacts(mail, [`Job price before tax: ${cad(b.subtotalCents)}`, `Hearth commission: −${cad(b.commissionCents)}`, `Your payout: ${cad(b.payoutCents)}`, 'ending in 6789']);
  });
});
