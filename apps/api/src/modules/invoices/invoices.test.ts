// Tax invoices and credit notes through HTTP against the local gateway: what the PDF a customer
// downloads says, one gapless number sequence even when captures race or a transaction rolls back,
// one invoice per capture however often the job runs, credit notes that give each tax back to the
// cent, late-cancellation fees, who may see them, and the supplier settings production requires.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { loadConfig } from '../../config';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings, invoices } from '../../db/schema';
import { runPaymentJob } from '../bookings';
import { bookingBody, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';
import { issueInvoiceForCharge, splitInProportion } from './service';

const SUPPLIER = {
  SUPPLIER_LEGAL_NAME: 'Foyer Hearth Services Inc.',
  SUPPLIER_ADDRESS: '200 Bay St, Suite 900, Toronto ON M5J 2J2',
  SUPPLIER_GST_HST_NUMBER: '812345678 RT 0001',
  SUPPLIER_QST_NUMBER: '1234567890 TQ 0001',
};
const HOUR = 3_600_000;
const MONTREAL = { name: 'Chloé Tremblay', phonenumber: '514-555-0142', street: '1200 Rue Sainte-Catherine O', city: 'Montréal', province: 'QC', country: 'Canada', postcode: 'H3B 1K9' };

let t: TestApp;
let cleaningId: string;
let pro: ProviderFixture;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ ...SUPPLIER, RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
  pro = await provider(t, { serviceIds: [cleaningId], areas: ['M5V', 'H3B'], firstName: 'Kwame' });
  admin = await t.createUser({ role: 'admin' });
}, 60_000);
afterAll(() => t.close());

let booked = 0;
/** Each booking at its own time within the days a hold lasts, so the provider's jobs never overlap. */
const nextSlot = () => {
  booked++;
  return slot(1 + (booked % 4), ['08:00', '09:30', '11:00', '12:30', '14:00', '15:30'][Math.floor(booked / 4) % 6]);
};
const post = (url: string, token: string, payload: Record<string, unknown> = {}) => t.call({ method: 'POST', url, token, payload });
async function book(token: string, over: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(cleaningId, { scheduledAt: nextSlot(), ...over }), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}
/** Accepted, started and completed by the provider; the capture is left to the outbox. */
async function complete(id: string) {
  expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
  await startedAMinuteAgo(t, id);
  expect((await post(`/api/booking/${id}/start`, pro.token)).status).toBe(200);
  expect((await post(`/api/booking/${id}/complete`, pro.token)).status).toBe(200);
}
const drain = async () => {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.outbox.drain();
};
const bookingRow = async (id: string) => (await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const listOf = async (id: string, token: string) => {
  const res = await t.call({ method: 'GET', url: `/api/booking/${id}/invoices`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { _id: string; kind: string; number: string; invoiceNumber: string | null; lateCancellationFee: boolean; subtotalCents: number; taxCents: number; totalCents: number }[];
};
async function pdfOf(invoiceId: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { headers: res.headers, text: await pdfText(res.rawPayload) };
}
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
/** Every number issued so far, in order. */
const issuedSequences = async () => (await t.app.ctx.db.select({ s: invoices.sequence }).from(invoices).orderBy(asc(invoices.sequence))).map((r) => r.s);

describe('the tax invoice for a charged job', () => {
  it('is issued when the job is charged and its PDF shows the supplier, number, customer, service, each tax and the total', async () => {
    const customer = await t.createUser({ firstName: 'Maya' });
    const id = await book(customer.token);
    await complete(id);
    await drain();
    const b = await bookingRow(id);
    expect(b.paymentStatus).toBe('captured');

    const [invoice, ...others] = await listOf(id, customer.token);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', invoiceNumber: null, lateCancellationFee: false, subtotalCents: b.subtotalCents - b.discountCents, taxCents: b.taxCents, totalCents: b.totalCents });
    expect(invoice!.number).toMatch(/^HRT-\d{6}$/);

    const { headers, text } = await pdfOf(invoice!._id, customer.token);
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(`attachment; filename="Hearth-invoice-${invoice!.number}.pdf"`);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Foyer Hearth Services Inc.');
    expect(text).toContain('200 Bay St');
    expect(text).toContain('GST/HST registration no. 812345678 RT 0001');
    // Ontario: no Québec number on the document.
    expect(text).not.toContain('QST');
    expect(text).toContain(`Invoice no. ${invoice!.number}`);
    expect(text).toContain('Maya customer');
    expect(text).toContain('12 Front St W');
    expect(text).toContain('Standard House Cleaning');
    expect(text).toContain(`Subtotal before tax ${money(b.subtotalCents)}`);
    expect(text).toContain(`HST 13% ${money(b.taxCents)}`);
    expect(text).toContain(`Total (CAD) ${money(b.totalCents)}`);
  });

  it('names the QST number and both taxes, each with its rate, for a job in Québec', async () => {
    const customer = await t.createUser({ firstName: 'Chloé' });
    const id = await book(customer.token, { address: MONTREAL, phonenumber: MONTREAL.phonenumber, zipcode: MONTREAL.postcode });
    await complete(id);
    await drain();
    const b = await bookingRow(id);
    const gst = b.taxes.find((x) => x.name === 'GST')!;
    const qst = b.taxes.find((x) => x.name === 'QST')!;
    expect(gst.amount + qst.amount).toBe(b.taxCents);

    const [invoice] = await listOf(id, customer.token);
    const { text } = await pdfOf(invoice!._id, customer.token);
    expect(text).toContain('GST/HST registration no. 812345678 RT 0001');
    expect(text).toContain('QST registration no. 1234567890 TQ 0001');
    expect(text).toContain(`GST 5% ${money(gst.amount)}`);
    expect(text).toContain(`QST 9.975% ${money(qst.amount)}`);
    expect(text).toContain(`Total (CAD) ${money(b.totalCents)}`);
    expect(text).toContain('Montréal QC H3B 1K9');
  });

  it('issues exactly one invoice for a capture even when the settle job runs again and concurrently', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    await complete(id);
    const b = await bookingRow(id);
    const job = { op: 'settle' as const, bookingId: id, captureCents: b.totalCents };
    await Promise.all([runPaymentJob(t.app.ctx, job), runPaymentJob(t.app.ctx, job), drain()]);
    await runPaymentJob(t.app.ctx, job);
    await drain();
    const list = await listOf(id, customer.token);
    expect(list.map((i) => i.kind)).toEqual(['invoice']);
    expect(list[0]!.totalCents).toBe(b.totalCents);
  });

  it('numbers documents from one sequence with no gaps while several captures race', async () => {
    const customer = await t.createUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await book(customer.token));
    for (const id of ids) await complete(id);
    const rows = await Promise.all(ids.map(bookingRow));
    await Promise.all(rows.map((b) => runPaymentJob(t.app.ctx, { op: 'settle', bookingId: b.id, captureCents: b.totalCents })));
    await drain();
    const numbers = (await Promise.all(ids.map((id) => listOf(id, customer.token)))).map((list) => list[0]!.number);
    expect(new Set(numbers).size).toBe(5);
    const sequences = await issuedSequences();
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });

  it('gives a rolled-back number to the next document, leaving no gap', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    const b = await bookingRow(id);
    const before = await issuedSequences();
    // A capture recorded and invoiced, then the transaction fails: neither happened.
    let numberTaken = '';
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await tx.update(bookings).set({ paymentStatus: 'captured', capturedCents: b.totalCents }).where(eq(bookings.id, id));
        numberTaken = (await issueInvoiceForCharge(t.app.ctx, tx, id))!.number;
        throw new Error('the capture could not be recorded');
      }),
    ).rejects.toThrow('the capture could not be recorded');
    expect(await issuedSequences()).toEqual(before);

    await complete(id);
    await drain();
    const [invoice] = await listOf(id, customer.token);
    expect(invoice!.number).toBe(numberTaken);
    const after = await issuedSequences();
    expect(after).toEqual(after.map((_, i) => i + 1));
  });

  it('invoices a late-cancellation fee as such, its price and tax adding up to what was charged', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    const startsAt = new Date(Date.now() + 11 * HOUR);
    await t.app.ctx.db
      .update(bookings)
      .set({ startsAt, endsAt: sql`${startsAt.toISOString()}::timestamptz + (${bookings.endsAt} - ${bookings.startsAt})` })
      .where(eq(bookings.id, id));
    expect((await post(`/api/booking/${id}/cancel`, customer.token, { reason: 'Sick' })).status).toBe(200);
    await drain();
    const b = await bookingRow(id);
    expect(b.capturedCents).toBe(b.totalCents - Math.round(b.totalCents / 2));

    const [invoice] = await listOf(id, customer.token);
    expect(invoice).toMatchObject({ kind: 'invoice', lateCancellationFee: true, totalCents: b.capturedCents });
    expect(invoice!.subtotalCents + invoice!.taxCents).toBe(b.capturedCents);
    const { text } = await pdfOf(invoice!._id, customer.token);
    expect(text).toContain('Late-cancellation fee: Standard House Cleaning');
    expect(text).toContain('This invoice is for the late-cancellation fee');
    expect(text).toContain(`HST 13% ${money(invoice!.taxCents)}`);
    expect(text).toContain(`Total (CAD) ${money(b.capturedCents)}`);
  });
});

describe('credit notes', () => {
  it('issues one per refund of charged money, each split into price and tax that add up, and all of them give back the invoice to the cent', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    await complete(id);
    await drain();
    const b = await bookingRow(id);
    const refund = (amountCents: number) =>
      t.call({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, token: admin.token, payload: { amountCents, reason: 'Goodwill' }, headers: { 'idempotency-key': randomUUID() } });

    expect((await refund(1001)).status).toBe(200);
    await drain();
    const [invoice, first] = await listOf(id, customer.token);
    expect(first).toMatchObject({ kind: 'credit_note', invoiceNumber: invoice!.number, totalCents: 1001 });
    expect(first!.subtotalCents + first!.taxCents).toBe(1001);
    // 13% HST on the price: the tax share of $10.01 is 13/113 of it, to the cent.
    expect(first!.taxCents).toBe(Math.round((1001 * 13) / 113));

    const { headers, text } = await pdfOf(first!._id, customer.token);
    expect(headers['content-disposition']).toBe(`attachment; filename="Hearth-credit-note-${first!.number}.pdf"`);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note no. ${first!.number}`);
    expect(text).toContain(`Credits invoice ${invoice!.number}`);
    expect(text).toContain('GST/HST registration no. 812345678 RT 0001');
    expect(text).toContain(`Price credited ${money(first!.subtotalCents)}`);
    expect(text).toContain(`HST 13% credited ${money(first!.taxCents)}`);
    expect(text).toContain(`Total credited (CAD) ${money(1001)}`);

    // The rest, in one more refund: the two credit notes cancel the invoice exactly.
    expect((await refund(b.capturedCents - 1001)).status).toBe(200);
    await drain();
    const all = await listOf(id, customer.token);
    const notes = all.filter((d) => d.kind === 'credit_note');
    expect(notes).toHaveLength(2);
    expect(notes.reduce((s, n) => s + n.subtotalCents, 0)).toBe(invoice!.subtotalCents);
    expect(notes.reduce((s, n) => s + n.taxCents, 0)).toBe(invoice!.taxCents);
    expect(notes.reduce((s, n) => s + n.totalCents, 0)).toBe(invoice!.totalCents);
  });

  it('splits any amount into parts that add up exactly', () => {
    expect(splitInProportion(1001, [10000, 1300])).toEqual([886, 115]);
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(7, [0, 0])).toEqual([7, 0]);
    for (const amount of [1, 99, 12345, 100001]) expect(splitInProportion(amount, [17000, 850, 1695]).reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

describe('who sees invoices', () => {
  it('lets the customer and admins list and download them; everyone else gets 404, providers 403', async () => {
    const customer = await t.createUser();
    const stranger = await t.createUser();
    const id = await book(customer.token);
    await complete(id);
    await drain();
    const [invoice] = await listOf(id, customer.token);
    expect((await listOf(id, admin.token)).map((i) => i._id)).toEqual([invoice!._id]);
    expect((await pdfOf(invoice!._id, admin.token)).text).toContain(invoice!.number);

    const strangerList = await t.call({ method: 'GET', url: `/api/booking/${id}/invoices`, token: stranger.token });
    expect(strangerList).toMatchObject({ status: 404, body: { message: 'Booking not found' } });
    const strangerPdf = await t.call({ method: 'GET', url: `/api/invoices/${invoice!._id}/pdf`, token: stranger.token });
    expect(strangerPdf).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
    // The provider did the job but is not a party to the invoice.
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}/invoices`, token: pro.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${invoice!._id}/pdf`, token: pro.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${invoice!._id}/pdf` })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/invoices/not-an-id/pdf', token: customer.token })).status).toBe(404);
    expect(await t.call({ method: 'GET', url: '/api/booking/not-an-id/invoices', token: customer.token })).toMatchObject({ status: 404, body: { message: 'Booking not found' } });
  });

  it('lets admins search invoices by number and booking, with a field message for a bad date', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    await complete(id);
    await drain();
    const [invoice] = await listOf(id, customer.token);
    const byNumber = await t.call({ method: 'GET', url: `/api/admin/invoices?number=${invoice!.number}`, token: admin.token });
    expect(byNumber.body.data).toMatchObject({ total: 1, items: [{ _id: invoice!._id, serviceName: 'Standard House Cleaning', customerName: 'Test customer' }] });
    const byBooking = await t.call({ method: 'GET', url: `/api/admin/invoices?bookingId=${id}`, token: admin.token });
    expect(byBooking.body.data.items.map((i: { _id: string }) => i._id)).toEqual([invoice!._id]);
    const bad = await t.call({ method: 'GET', url: '/api/admin/invoices?from=28-11-2026', token: admin.token });
    expect(bad).toMatchObject({ status: 400, body: { errors: { from: 'Use a date like 2026-11-28' } } });
    expect((await t.call({ method: 'GET', url: '/api/admin/invoices', token: customer.token })).status).toBe(403);
  });
});

describe('supplier settings', () => {
  const production = { HEARTH_ENV: 'production', JWT_SECRET: 'x'.repeat(48), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), WEB_API_SHARED_SECRET: 'w'.repeat(48), ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true' };

  it('refuses to start in production without the supplier, and accepts it with every setting', () => {
    expect(() => loadConfig(production)).toThrow(/SUPPLIER_LEGAL_NAME, SUPPLIER_ADDRESS, SUPPLIER_GST_HST_NUMBER, SUPPLIER_QST_NUMBER must be set/);
    expect(loadConfig({ ...production, ...SUPPLIER }).supplier).toEqual({ legalName: 'Foyer Hearth Services Inc.', address: '200 Bay St, Suite 900, Toronto ON M5J 2J2', gstHstNumber: '812345678 RT 0001', qstNumber: '1234567890 TQ 0001' });
  });

  it('refuses registration numbers of the wrong shape', () => {
    expect(() => loadConfig({ SUPPLIER_GST_HST_NUMBER: '812345678' })).toThrow(/SUPPLIER_GST_HST_NUMBER must look like 123456789 RT 0001/);
    expect(() => loadConfig({ SUPPLIER_QST_NUMBER: '1234567890 RT 0001' })).toThrow(/SUPPLIER_QST_NUMBER must look like 1234567890 TQ 0001/);
  });

  it('prints plainly fake demo values outside production', () => {
    expect(loadConfig({}).supplier.legalName).toMatch(/demo, not a real business/);
  });
});
