import type { DevOutboxMessage } from '@hearth/shared/dev/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { formatPhone } from '@hearth/shared/phone';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { otpSends, phoneVerifications } from '../../db/schema';
import { otpText } from './emails';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_PHONE_PER_HOUR: '3' });
});
afterAll(() => t.close());

/** A fresh number per test, typed as a person would, so tests never share a phone. */
const newPhone = () => formatPhone(uniqueTestPhone());
const e164 = (p: string) => `+1${p.replace(/\D/g, '').slice(-10)}`;

/** Asks for a code and reads it from the text this request sent, not from an earlier one to the same number. */
async function sendCode(token: string, phonenumber: string) {
  const toPhone = (m: DevOutboxMessage) => m.channel === 'sms' && m.to === e164(phonenumber);
  const earlier = (await t.waitForMessages(toPhone, 0)).length;
  const res = await t.call({ method: 'POST', url: '/api/auth/send-otp', token, payload: { phonenumber } });
  expect(res.status).toBe(200);
  // Newest first: the text is delivered by the outbox worker, after the answer.
  const [sms] = await t.waitForMessages(toPhone, earlier + 1);
  return sms!.body.match(/\b(\d{6})\b/)![1]!;
}

/** Makes the last code look older, instead of sleeping through the 60-second rule. */
const ageLastSend = (userId: string, seconds: number) =>
  t.app.ctx.db
    .update(phoneVerifications)
    .set({ lastSentAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(phoneVerifications.userId, userId));

const verify = (token: string, phonenumber: string, otp: string) => t.call({ method: 'POST', url: '/api/auth/verify-otp', token, payload: { phonenumber, otp } });

describe('phone OTP', () => {
  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/send-otp', payload: { phonenumber: newPhone() } });
    expect(res.status).toBe(401);
  });

  it('sends a 6-digit code by SMS and verifies the phone with it', async () => {
    const u = await t.createUser({ role: 'serviceprovider' });
    const phone = newPhone();
    const res = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: phone } });
    expect(res.body).toEqual({
      success: true,
      message: `OTP sent to +1 ${phone}`,
      data: { phonenumber: e164(phone), expiresAt: expect.any(String), resendAvailableAt: expect.any(String) },
    });
    const sms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === e164(phone));
    expect(sms.body).toMatch(/^Your Hearth verification code is \d{6}\./);
    const code = sms.body.match(/(\d{6})/)![1]!;

    const ok = await verify(u.token, phone, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Phone number verified' });
    const me = await t.call({ method: 'GET', url: '/api/user/profile', token: u.token });
    expect(me.body.data).toMatchObject({ phonenumber: e164(phone), isPhoneNumberVerified: true });

    const reused = await verify(u.token, phone, code);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ success: false, message: 'Please request an OTP first' });
  });

  it('accepts the number typed differently when verifying (+1, spaces, dashes)', async () => {
    const u = await t.createUser();
    const phone = newPhone();
    const code = await sendCode(u.token, `+1 ${phone.replace(/-/g, ' ')}`);
    expect((await verify(u.token, phone.replace(/-/g, ''), code)).status).toBe(200);
  });

  it('sends a code for a new number right after verifying another one', async () => {
    const u = await t.createUser();
    const first = newPhone();
    expect((await verify(u.token, first, await sendCode(u.token, first))).status).toBe(200);
    const next = newPhone();
    const res = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: next } });
    expect(res.status).toBe(200);
  });

  it('refuses a new code within 60 seconds, and allows it after', async () => {
    const u = await t.createUser();
    const phone = newPhone();
    await sendCode(u.token, phone);
    const tooSoon = await t.call({ method: 'POST', url: '/api/auth/request-otp', token: u.token, payload: { phonenumber: phone } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait (60|59|58) seconds before requesting a new OTP$/);
    await ageLastSend(u.id, 61);
    const resend = await t.call({ method: 'POST', url: '/api/auth/request-otp', token: u.token, payload: { phonenumber: phone } });
    expect(resend.status).toBe(200);
  });

  it('counts wrong codes and kills the code after five', async () => {
    const u = await t.createUser();
    const phone = newPhone();
    const code = await sendCode(u.token, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(u.token, phone, wrong);
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('Invalid OTP. 4 attempts left.');
    for (let i = 0; i < 4; i++) await verify(u.token, phone, wrong);
    const dead = await verify(u.token, phone, code);
    expect(dead.status).toBe(429);
    expect(dead.body.message).toBe('Too many incorrect attempts. Please request a new OTP.');
  });

  it('never allows more than five guesses, even in parallel', async () => {
    const u = await t.createUser();
    const phone = newPhone();
    const code = await sendCode(u.token, phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g) => verify(u.token, phone, g)));
    expect(results.filter((r) => r.status === 400 && r.body.message.startsWith('Invalid OTP'))).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('refuses an expired code', async () => {
    const u = await t.createUser();
    const phone = newPhone();
    const code = await sendCode(u.token, phone);
    await t.app.ctx.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneVerifications.userId, u.id));
    const res = await verify(u.token, phone, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OTP has expired. Please request a new one.');
  });

  it('refuses a code sent to another number', async () => {
    const u = await t.createUser();
    const phone = newPhone();
    const code = await sendCode(u.token, phone);
    const res = await verify(u.token, newPhone(), code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This OTP was sent to a different phone number');
  });

  it('refuses a number another account has verified', async () => {
    const phone = newPhone();
    await t.createUser({ phone: e164(phone) });
    const other = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: other.token, payload: { phonenumber: phone } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This phone number is already in use by another account');
  });

  it('caps codes per phone number per hour across accounts', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      const u = await t.createUser();
      await sendCode(u.token, phone);
    }
    const u = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: phone } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many codes were sent to this number. Please try again in an hour.');
  });

  it('answers a repeated Get OTP with the code still pending, sending nothing and spending none of the hourly codes', async () => {
    const phone = newPhone();
    const u = await t.createUser();
    const code = await sendCode(u.token, phone);
    // Each code issued is one otp_sends row: the rows are what the hourly cap counts.
    const spent = async () => (await t.app.ctx.db.select().from(otpSends).where(eq(otpSends.phone, e164(phone)))).length;
    expect(await spent()).toBe(1);
    // Far more repeats than the hourly cap of 3, and past the minute: none is a new code.
    await ageLastSend(u.id, 120);
    for (let i = 0; i < 4; i++) {
      const again = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: phone } });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(`The code already sent to +1 ${phone} is still valid. Enter it, or ask for a new one when the timer ends.`);
      expect(again.body.data).toMatchObject({ phonenumber: e164(phone) });
    }
    expect(await spent()).toBe(1);
    // The hourly cap still has two codes left for this number: Resend texts a new one, and the first code is replaced.
    const resend = await t.call({ method: 'POST', url: '/api/auth/request-otp', token: u.token, payload: { phonenumber: phone } });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe(`OTP sent to +1 ${phone}`);
    await ageLastSend(u.id, 120);
    expect((await t.call({ method: 'POST', url: '/api/auth/request-otp', token: u.token, payload: { phonenumber: phone } })).status).toBe(200);
    expect(await spent()).toBe(3);
    await ageLastSend(u.id, 120);
    const capped = await t.call({ method: 'POST', url: '/api/auth/request-otp', token: u.token, payload: { phonenumber: phone } });
    expect(capped.status).toBe(429);
    // The first code was replaced by the resends.
    expect((await verify(u.token, phone, code)).body.message).toMatch(/^Invalid OTP/);
  });

  it('sends a new code on Get OTP once the pending one is used up, expired or for another number', async () => {
    const u = await t.createUser();
    const phone = newPhone();
    await sendCode(u.token, phone);
    await ageLastSend(u.id, 61);
    await t.app.ctx.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneVerifications.userId, u.id));
    const afterExpiry = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: phone } });
    expect(afterExpiry.body.message).toBe(`OTP sent to +1 ${phone}`);
    await ageLastSend(u.id, 61);
    const other = newPhone();
    const otherNumber = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: other } });
    expect(otherNumber.body.message).toBe(`OTP sent to +1 ${other}`);
  });

  it('tells the signed-in person which number has a code pending and until when', async () => {
    const u = await t.createUser({ role: 'serviceprovider' });
    const pending = () => t.call({ method: 'GET', url: '/api/auth/otp-pending', token: u.token });
    expect((await pending()).body).toEqual({ success: true, data: null });

    const phone = newPhone();
    const before = Date.now();
    const code = await sendCode(u.token, phone);
    const res = await pending();
    // An unverified provider reaches it: the phone gate lets the way to verify through.
    expect(res.status).toBe(200);
    expect(res.body.data.phonenumber).toBe(e164(phone));
    const expiresIn = Date.parse(res.body.data.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    const resendIn = Date.parse(res.body.data.resendAvailableAt) - before;
    expect(resendIn).toBeGreaterThan(55_000);
    expect(resendIn).toBeLessThanOrEqual(65_000);

    // Used up by five wrong tries, or verified: nothing is pending any more.
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await verify(u.token, phone, wrong);
    expect((await pending()).body.data).toBeNull();
    await ageLastSend(u.id, 61);
    const fresh = await sendCode(u.token, phone);
    expect((await pending()).body.data).not.toBeNull();
    expect((await verify(u.token, phone, fresh)).status).toBe(200);
    expect((await pending()).body.data).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/auth/otp-pending' })).status).toBe(401);
  });

  it('validates the phone and the code', async () => {
    const u = await t.createUser();
    const badPhone = await t.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: '12345' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toEqual({ phonenumber: 'Phone number must be a 10-digit number' });
    const badCode = await verify(u.token, newPhone(), '12ab56');
    expect(badCode.body.errors).toEqual({ otp: 'OTP must be 6 digits' });
  });

  it('limits OTP calls per client address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_OTP_PER_HOUR: '2' });
    try {
      const u = await limited.createUser();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.call({ method: 'POST', url: '/api/auth/verify-otp', token: u.token, payload: { phonenumber: newPhone(), otp: '123456' } })).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the verification code SMS', () => {
  it('writes the verification code SMS in the account’s language', () => {
    const NBSP = '\u00a0';
    expect(otpText('123456', 'fr')).toBe(`Votre code de vérification Hearth est 123456. Il expire dans 10${NBSP}minutes. Ne communiquez jamais ce code.`);
    expect(otpText('123456')).toBe('Your Hearth verification code is 123456. It expires in 10 minutes. Never share this code.');
  });
});
