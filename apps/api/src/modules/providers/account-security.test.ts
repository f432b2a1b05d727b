// A provider's sign-in email and payout bank account cannot be moved with a session alone: both need
// the current password, the owner is told, and payouts wait after a bank account change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { seedCatalogue } from '../../db/seed/demo';
import { localGatewayTransfers, outbox, payoutAccounts, payouts, users } from '../../db/schema';
import { sweep } from '../bookings';
import { bookingBody, newKey, provider as workingProvider, serviceBySlug, startedAMinuteAgo, endConfirmationWindow } from '../../test/booking-fixtures';

let t: TestApp;
let cleaningId: string;

beforeAll(async () => {
  t = await createTestApp({ PAYOUT_HOLD_AFTER_BANK_CHANGE_HOURS: '72' });
  await seedCatalogue(t.app.ctx);
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
});
afterAll(() => t.close());

/** The password every test user is created with (createUser's default). */
const PASSWORD = 'Correct-Horse-9';
/** Ten digits, as the profile form sends them. */
const uniquePhone = () => uniqueTestPhone('416').slice(2);
const linkToken = (body: string) => /\/verify-email\/([\w-]+)/.exec(body)?.[1] ?? '';

async function providerWithPhone() {
  const phone = uniquePhone();
  const p = await t.createUser({ role: 'serviceprovider', phone: `+1${phone}`, firstName: 'Noor' });
  return { ...p, phone };
}

const details = (phone: string, over: Record<string, unknown> = {}) => ({
  firstname: 'Noor Haddad',
  phonenumber: phone,
  language: ['English'],
  dob: '1985-06-01',
  postcode: 'K1A 0B1',
  street: '24 Sussex Dr',
  city: 'Ottawa',
  province: 'ON',
  ...over,
});

const emailOf = async (userId: string) => (await t.app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

/** Delivers everything due, twice: a delivered job may itself write mail (the reset link). */
async function settle() {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.outbox.drain();
}

async function messagesTo(to: string) {
  const { body } = await t.call<{ to: string; subject: string | null; body: string; channel: string }[]>({ method: 'GET', url: '/api/dev/outbox' });
  return body.filter((m) => m.to === to);
}

describe("a provider's email", () => {
  it('cannot be changed without the current password, and a wrong one saves nothing', async () => {
    const p = await providerWithPhone();
    const newEmail = uniqueEmail('moved');
    for (const password of [undefined, 'not-my-password']) {
      const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details(p.phone, { email: newEmail, password, firstname: 'Changed Name' }) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ password: password ? 'Password is incorrect' : 'Enter your current password to confirm this change' });
    }
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect(row).toMatchObject({ email: p.email, pendingEmail: null, firstName: 'Noor' });
    await settle();
    expect(await messagesTo(newEmail)).toEqual([]);
  });

  it('changes only when the link sent to the new address is opened; the current address is told at once', async () => {
    const p = await providerWithPhone();
    const newEmail = uniqueEmail('moved');
    const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details(p.phone, { email: newEmail, password: p.password }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Profile saved. Please open the link we sent to ${newEmail} to confirm it (your email changes when you do).`);
    expect(res.body.data).toMatchObject({ email: p.email, pendingEmail: newEmail, firstname: 'Noor Haddad' });
    expect(await emailOf(p.id)).toBe(p.email);

    const notice = await t.waitForMessage((m) => m.to === p.email && m.subject === 'Someone asked to change your Hearth email');
    expect(notice.body).toContain(newEmail);
    expect(notice.body).toContain("If this wasn't you");

    // Until the link is opened the new address is nobody's: a reset asked for it goes nowhere.
    expect((await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: newEmail } })).status).toBe(200);
    await settle();
    expect((await messagesTo(newEmail)).map((m) => m.subject)).toEqual(['Confirm your new email for Hearth']);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: p.password } })).status).toBe(401);

    const link = linkToken((await messagesTo(newEmail))[0]!.body);
    const opened = await t.call({ method: 'GET', url: `/api/auth/verify-email/${link}` });
    expect(opened.status).toBe(200);
    expect(await emailOf(p.id)).toBe(newEmail);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/profile', token: p.token })).body.data).toMatchObject({ email: newEmail, isEmailVerified: true });
  });

  it('saves the rest of the personal details without a password', async () => {
    const p = await providerWithPhone();
    const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details(p.phone, { email: p.email, city: 'Gatineau', province: 'QC', postcode: 'J8X 1A1' }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile saved');
    expect(res.body.data).toMatchObject({ email: p.email, city: 'Gatineau', province: 'QC', pendingEmail: null });
  });

  it('answers an address that already has an account like any other, and refuses it only when the link is opened', async () => {
    const p = await providerWithPhone();
    const other = await t.createUser();
    const fresh = uniqueEmail('fresh');
    const answers = [];
    for (const email of [other.email, fresh]) {
      const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details(p.phone, { email, password: p.password }) });
      answers.push({ status: res.status, message: res.body.message.replace(email, '<new>'), pendingEmail: res.body.data.pendingEmail === email });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 200, message: expect.stringContaining('open the link we sent to <new>'), pendingEmail: true });

    // Ask for the taken address again (the fresh request replaced it), then open its link.
    await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details(p.phone, { email: other.email, password: p.password }) });
    const mails = await t.waitForMessages((m) => m.to === other.email && m.subject === 'Confirm your new email for Hearth', 2);
    const opened = await t.call({ method: 'GET', url: `/api/auth/verify-email/${linkToken(mails[0]!.body)}` });
    expect(opened.status).toBe(409);
    expect(await emailOf(p.id)).toBe(p.email);
    expect(await emailOf(other.id)).toBe(other.email);
  });

  it('counts wrong passwords toward the sign-in lockout', async () => {
    const p = await providerWithPhone();
    const request = (password: string) =>
      t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details(p.phone, { email: uniqueEmail('moved'), password }) });
    const max = t.app.ctx.config.rateLimits.loginMaxFailures;
    const answers = [];
    for (let i = 0; i < max; i++) answers.push((await request(`wrong-guess-${i}`)).status);
    expect(answers).toEqual([...Array<number>(max - 1).fill(400), 429]);
    expect((await request(p.password)).status).toBe(429);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: p.password } })).status).toBe(429);
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, p.id)))[0]).toMatchObject({ email: p.email, pendingEmail: null });
  });
});

describe("a provider's payout bank account", () => {
  const bank = { routing_number: '22000-004', account_number: '987654321098' };
  const accountOf = async (providerId: string) => (await t.app.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)))[0]!;

  it('cannot be changed without the current password', async () => {
    const pro = await workingProvider(t, { serviceIds: [], areas: [] });
    const before = await accountOf(pro.providerId);
    const missing = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: pro.token, payload: bank });
    expect([missing.status, missing.body.errors]).toEqual([400, { password: 'Enter your current password to confirm this change' }]);
    const wrong = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: pro.token, payload: { ...bank, password: 'not-my-password' } });
    expect([wrong.status, wrong.body.errors]).toEqual([400, { password: 'Password is incorrect' }]);
    const after = await accountOf(pro.providerId);
    expect(after).toMatchObject({ bankAccountLast4: '6789', bankAccountChangedAt: null, payoutsHeldUntil: null });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('with the password: the provider is emailed and texted, and payouts are held', async () => {
    const pro = await workingProvider(t, { serviceIds: [], areas: [] });
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, pro.userId));
    const started = Date.now();
    const res = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: pro.token, payload: { ...bank, password: PASSWORD } });
    expect(res.status).toBe(200);
    const heldUntil = new Date(res.body.data.payoutsHeldUntil).getTime();
    expect(heldUntil).toBeGreaterThanOrEqual(started + 72 * 3600_000);
    expect(heldUntil).toBeLessThan(Date.now() + 72 * 3600_000 + 1000);
    expect(res.body.data.bankAccount).toMatchObject({ last4: '1098', routing_number: '22000-004' });
    const account = await accountOf(pro.providerId);
    expect(account.bankAccountChangedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(account.payoutsHeldUntil!.getTime()).toBe(heldUntil);

    const mail = await t.waitForMessage((m) => m.channel === 'email' && m.to === user!.email && m.subject === 'Your Hearth payout bank account was changed');
    expect(mail.body).toContain('ending in 1098');
    expect(mail.body).not.toContain('987654321098');
    expect(mail.body).toContain("If this wasn't you");
    const text = await t.waitForMessage((m) => m.channel === 'sms' && m.to === user!.phone);
    expect(text.body).toContain('ending in 1098');
    expect(text.body).not.toContain('987654321098');
  });

  it('a job completed during the hold is not transferred until the hold has passed', async () => {
    const pro = await workingProvider(t, { serviceIds: [cleaningId], areas: ['K2P'] });
    expect((await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: pro.token, payload: { ...bank, password: PASSWORD } })).status).toBe(200);

    const customer = await t.createUser();
    const address = { ...bookingBody(cleaningId).address, city: 'Ottawa', postcode: 'K2P 1L4' };
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaningId, { address }), headers: { 'idempotency-key': newKey() } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.data._id as string;
    for (const step of ['accept', 'start', 'complete']) {
      if (step === 'start') await startedAMinuteAgo(t, id);
      expect((await t.call({ method: 'POST', url: `/api/booking/${id}/${step}`, token: pro.token })).status).toBe(200);
    }
    // The customer's confirmation window closes first; then the bank-change hold is what waits.
    await settle();
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await settle();

    const [payout] = await t.app.ctx.db.select().from(payouts).where(eq(payouts.bookingId, id));
    expect(payout).toMatchObject({ status: 'pending', transferId: null, paidAt: null });
    const transfers = () => t.app.ctx.db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.idempotencyKey, `payout-${payout!.id}`));
    expect(await transfers()).toHaveLength(0);
    // The job waits in the outbox for the end of the hold.
    const waiting = await t.app.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'payments'), eq(outbox.status, 'pending'), sql`${outbox.payload}->>'payoutId' = ${payout!.id}`));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.availableAt.getTime()).toBe((await accountOf(pro.providerId)).payoutsHeldUntil!.getTime());

    // Once the hold has passed, the job runs and the money moves.
    const past = new Date(Date.now() - 1000);
    await t.app.ctx.db.update(payoutAccounts).set({ payoutsHeldUntil: past }).where(eq(payoutAccounts.providerId, pro.providerId));
    await t.app.ctx.db.update(outbox).set({ availableAt: past }).where(eq(outbox.id, waiting[0]!.id));
    await settle();
    expect((await t.app.ctx.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]).toMatchObject({ status: 'paid', transferId: expect.stringMatching(/^tr_local_/) });
    expect(await transfers()).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/fetch-stripe-account', token: pro.token })).body.data.payoutsHeldUntil).toBeNull();
  });
});

describe('limits', () => {
  it('limits personal-details saves per client like sign-in', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const phone = uniquePhone();
      const p = await limited.createUser({ role: 'serviceprovider', phone: `+1${phone}` });
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details(phone, { email: p.email }) })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
