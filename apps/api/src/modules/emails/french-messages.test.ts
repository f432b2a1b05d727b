// Messages arrive in the recipient's language: a customer or professional whose account reads
// French (users.locale = 'fr') gets French emails, SMS, notifications and invoices, with amounts and
// dates written the Canadian French way and links to the French pages; everyone else, English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DevOutboxMessage } from '@hearth/shared/dev/contract';
import { formatterFor } from '@hearth/shared/format';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings, outbox, services, siteSettings, users } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaningId: string;
let pro: ProviderFixture;
let proEmail: string;
let proPhone: string;
let admin: { id: string; token: string };
const fr = formatterFor('fr');
const NBSP = '\u00a0';

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_COMMISSION_PERCENT: '20', RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', WEB_URL: 'https://hearth.example', WISHLIST_REMINDER_HOURS: '0' });
  await seedCatalogue(t.app.ctx);
  await t.app.ctx.db.insert(siteSettings).values({ key: 'contact', value: { customerServiceEmail: 'support@hearth.example' } });
  const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  cleaningId = cleaning.id;
  await t.app.ctx.db.update(services).set({ nameFr: 'Ménage régulier' }).where(eq(services.id, cleaningId));
  pro = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'], firstName: 'Kwame' });
  const [proUser] = await t.app.ctx.db.update(users).set({ lastName: 'Boateng', locale: 'fr', smsJobAlerts: true }).where(eq(users.id, pro.userId)).returning();
  proEmail = proUser!.email;
  proPhone = proUser!.phone!;
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

let booked = 0;
const nextSlot = () => {
  booked++;
  return slot(1 + (booked % 4), ['08:00', '11:30', '15:00'][Math.floor(booked / 4) % 3]);
};
async function book(token: string) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(cleaningId, { scheduledAt: nextSlot() }), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}
const post = (url: string, token: string, payload: Record<string, unknown> = {}) => t.call({ method: 'POST', url, token, payload });
const row = async (id: string) => (await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const drain = async () => {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.outbox.drain();
};
const mailTo = (to: string, subject: string | RegExp) =>
  t.waitForMessage((m) => m.channel === 'email' && m.to === to && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')));
async function frenchCustomer(firstName = 'Chloé') {
  const c = await t.createUser({ firstName });
  await t.app.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, c.id));
  return c;
}
async function notificationsOf(token: string) {
  const res = await t.call({ method: 'GET', url: '/api/notification/list?size=50', token });
  return res.body.data.Notifications as { event: string; message: string; data: { bookingId?: string } }[];
}
/** What a mail client shows of the HTML part, without tags and the hidden inbox preview. */
const shown = (html: string) =>
  html
    .replace(/<div[^>]*data-skip-in-text="true"[\s\S]*?<\/div><\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;/g, NBSP)
    .replace(/&amp;/g, '&')
    .replace(/[ \t\n\r]+/g, ' ');

describe('messages in the recipient’s language', () => {
  it('confirms a French customer’s booking in French, with fr-CA amounts and dates and links to the French pages; an English customer’s in English', async () => {
    const customer = await frenchCustomer();
    const id = await book(customer.token);
    const b = await row(id);
    const mail = await mailTo(customer.email, `Réservation confirmée${NBSP}: Ménage régulier`);
    const hst = b.taxes.find((x) => x.name === 'HST')!;
    const facts = [
      'Bonjour Chloé,',
      `Ménage régulier${NBSP}: ${fr.money(b.subtotalCents)}`,
      `TVH (13${NBSP}%)${NBSP}: ${fr.money(hst.amount)}`,
      `Total${NBSP}: ${fr.money(b.totalCents)}`,
      `Nous avons bloqué ${fr.money(b.totalCents)} sur votre carte`,
      formatterFor('fr').longDay(b.startsAt, 'America/Toronto'),
      'L’annulation est gratuite jusqu’au',
      'Voir votre réservation',
      'Des questions?',
      'Vous recevez ce courriel parce que vous avez réservé un service sur Hearth',
    ];
    for (const fact of facts) {
      expect(mail.body, fact).toContain(fact);
      expect(shown(mail.html!), fact).toContain(fact);
    }
    expect(fr.money(b.totalCents)).toMatch(/^\d[\d\s]*,\d\d\s\$$/);
    expect(mail.html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(mail.body).toMatch(/, de \d{1,2} h \d\d à \d{1,2} h \d\d H[NA]E/);
    expect(mail.body).not.toMatch(/ 0\d h /);
    expect(mail.html).toContain(`href="https://hearth.example/fr/profile/booking/${id}"`);
    expect(mail.html).toContain('href="https://hearth.example/fr/contactus"');
    expect(mail.body).not.toContain('Your booking');

    const english = await t.createUser({ firstName: 'Maya' });
    const other = await book(english.token);
    const en = await mailTo(english.email, 'Booking confirmed: Standard House Cleaning');
    expect(en.body).toContain('Hi Maya,');
    expect(en.body).toContain(`Total: $${((await row(other)).totalCents / 100).toFixed(2)}`);
    expect(en.html).toMatch(/<html[^>]* lang="en-CA"/);
    expect(en.html).toContain(`href="https://hearth.example/profile/booking/${other}"`);
  });

  it('stores the language a booking was made in, and writes to the account in the account’s language', async () => {
    const customer = await t.createUser({ firstName: 'Sam' });
    expect((await row(await book(customer.token))).locale).toBe('en');
    const res = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaningId, { scheduledAt: nextSlot() }), headers: { 'idempotency-key': newKey(), 'accept-language': 'fr-CA' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await row(res.body.data._id)).locale).toBe('fr');
    // The account reads English: its emails stay English whatever page the booking was made from.
    expect(await t.waitForMessages((m) => m.to === customer.email && m.subject === 'Booking confirmed: Standard House Cleaning', 2)).toHaveLength(2);
  });

  it('tells each person in their own language when a professional accepts: notification, realtime text and email', async () => {
    const frenchOne = await frenchCustomer('Élise');
    const englishOne = await t.createUser();
    const [frId, enId] = [await book(frenchOne.token), await book(englishOne.token)];
    expect((await post(`/api/booking/${frId}/accept`, pro.token)).status).toBe(200);
    expect((await post(`/api/booking/${enId}/accept`, pro.token)).status).toBe(200);
    const frNote = (await notificationsOf(frenchOne.token)).find((n) => n.data.bookingId === frId)!;
    expect(frNote.message).toMatch(new RegExp(`^Kwame B\\. \\(nouveau sur Hearth\\) a accepté votre réservation${NBSP}: Ménage régulier le \\S+ \\d+ \\S+, \\d+ h \\d\\d$`));
    const enNote = (await notificationsOf(englishOne.token)).find((n) => n.data.bookingId === enId)!;
    expect(enNote.message).toMatch(/^Kwame B\. \(new on Hearth\) accepted your booking: Standard House Cleaning on \w{3}, \w{3} \d+, \d\d:\d\d$/);
    const mail = await mailTo(frenchOne.email, `Kwame B. s’occupera de Ménage régulier`);
    expect(mail.body).toContain(`Bonne nouvelle${NBSP}: Kwame B. a accepté votre réservation.`);
    expect(mail.body).toContain(`Nouveau sur Hearth${NBSP}: aucun avis pour l’instant`);
  });

  it('writes a French customer’s tax invoice in French (PDF), and the receipt email that carries it', async () => {
    const customer = await frenchCustomer();
    const id = await book(customer.token);
    expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    await startedAMinuteAgo(t, id);
    expect((await post(`/api/booking/${id}/start`, pro.token)).status).toBe(200);
    expect((await post(`/api/booking/${id}/complete`, pro.token)).status).toBe(200);
    await drain();
    const b = await row(id);
    const done = await mailTo(customer.email, `Votre réservation Hearth est terminée${NBSP}: Ménage régulier`);
    expect(done.body).toContain(`Votre carte sera débitée de ${fr.money(b.totalCents)}`);

    const receipt = await mailTo(customer.email, /^Votre reçu Hearth /);
    expect(receipt.body).toContain(`Total facturé${NBSP}: ${fr.money(b.totalCents)}`);
    expect(receipt.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    const res = await t.app.inject({ method: 'GET', url: receipt.attachments[0]!.path });
    expect(res.statusCode).toBe(200);
    // pdf.js reads no-break spaces back as plain ones.
    const text = (await pdfText(res.rawPayload)).replace(/[\u00a0\u202f]/g, ' ');
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const hst = b.taxes.find((x) => x.name === 'HST')!;
    for (const fact of [
      'FACTURE',
      'No d’inscription TPS/TVH : ',
      'No de facture HRT-',
      'FACTURÉ À',
      'Ménage régulier',
      'Payée en totalité par carte',
      plain(`Sous-total avant taxes ${fr.money(b.subtotalCents)}`),
      plain(`TVH 13 % ${fr.money(hst.amount)}`),
      plain(`Total (CAD) ${fr.money(b.totalCents)}`),
      'exploite la plateforme Hearth',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toMatch(/\d+ \S+ 20\d\d/); // the date spelled the French way: "28 novembre 2026"
  });

  it('sends a French professional their job alert SMS and email in French', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    const res = await post(`/api/admin/bookings/${id}/assign`, admin.token, { providerId: pro.providerId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = await row(id);
    const mail = await mailTo(proEmail, `Hearth vous a confié un travail${NBSP}: Ménage régulier`);
    expect(mail.body).toContain('Bonjour Kwame,');
    expect(mail.body).toContain(`Votre versement${NBSP}: ${fr.money(b.payoutCents)}`);
    // The button opens the job's own page, in French.
    expect(mail.html).toContain(`href="https://hearth.example/fr/serviceprovider/servicerequest/${id}"`);
    expect(mail.html).toContain('Voir le travail');
    const sms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === proPhone && m.body.includes('nouveau travail'));
    expect(sms.body).toMatch(new RegExp(`^Hearth${NBSP}: vous avez un nouveau travail, Ménage régulier le `));
    expect(sms.body).toContain(' h ');
    // The customer who booked in English is told in English.
    expect((await mailTo(customer.email, /Kwame B\. will take care/)).body).toContain('Hearth assigned Kwame B. to your booking');
  });

  it('sends a French marketing email whose unsubscribe link and one-click headers still work', async () => {
    const c = await frenchCustomer('Léa');
    const lawn = await serviceBySlug(t, 'lawn-maintenance');
    expect((await t.call({ method: 'PUT', url: `/api/user/wishlist/${lawn.id}`, token: c.token })).status).toBeLessThan(300);
    await drain();
    const mail = (await t.waitForMessage((m: DevOutboxMessage) => m.channel === 'email' && m.to === c.email && (m.subject ?? '').startsWith('Prêt à réserver'))) as DevOutboxMessage;
    expect(mail.body).toContain('Bonjour Léa,');
    expect(mail.body).toContain(`https://hearth.example/fr/services/lawn-maintenance/book`);
    expect(mail.body).toContain(`Vous désabonner${NBSP}: https://hearth.example/fr/unsubscribe?token=`);
    const [queued] = await t.app.ctx.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.topic, 'email'), sql`${outbox.payload}->>'to' = ${c.email}`, sql`${outbox.payload}->>'subject' like 'Prêt à réserver%'`));
    const headers = (queued!.payload as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClickUrl = /^<([^>]+)>/.exec(headers['List-Unsubscribe']!)![1]!;
    expect(oneClickUrl).toContain('/api/auth/unsubscribe?token=');
    const token = decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(mail.body)![1]!);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/auth/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: c.token })).body.data.marketingEmails).toBe(false);
  });
});
