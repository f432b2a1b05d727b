import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_BYTES: String(200 * 1024) });
});
afterAll(() => t.close());

function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----hearth' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photo = () => sharp({ create: { width: 1000, height: 800, channels: 3, background: { r: 200, g: 90, b: 20 } } }).jpeg().toBuffer();

describe('profile', () => {
  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/profile' })).status).toBe(401);
  });

  it('updates the name, and only the caller’s own', async () => {
    const a = await t.createUser();
    const b = await t.createUser({ firstName: 'Bea' });
    const res = await t.call({ method: 'POST', url: '/api/user/profile', token: a.token, payload: { firstname: 'Élodie', lastname: 'Gagnon' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fullname: 'Élodie Gagnon', firstName: 'Élodie', lastName: 'Gagnon' });
    const other = await t.call({ method: 'GET', url: '/api/user/profile', token: b.token });
    expect(other.body.data.firstName).toBe('Bea');
  });

  it('names the missing fields', async () => {
    const a = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/user/profile', token: a.token, payload: { firstname: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ firstname: 'First Name is required', lastname: 'Last Name is required' });
  });
});

describe('profile picture', () => {
  it('stores six variants, serves them with long cache headers, and removes them', async () => {
    const a = await t.createUser();
    const up = multipart('image', 'me.jpg', 'image/jpeg', await photo());
    const res = await t.call({ method: 'POST', url: '/api/user/profile-pic', token: a.token, ...up });
    expect(res.status).toBe(200);
    const pic = res.body.data.profilePic as Record<string, string>;
    expect(Object.keys(pic).sort()).toEqual(['blur', 'exsmall', 'large', 'medium', 'small', 'thumbnail']);

    const thumb = await t.app.inject({ method: 'GET', url: new URL(pic.thumbnail!).pathname });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toContain('immutable');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);
    const large = await t.app.inject({ method: 'GET', url: new URL(pic.large!).pathname });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1000); // never enlarged

    const del = await t.call({ method: 'DELETE', url: '/api/user/profile-pic', token: a.token });
    expect(del.body.data.profilePic).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: new URL(pic.thumbnail!).pathname });
    expect(gone.statusCode).toBe(200); // the default banner stands in
    expect(gone.headers['cache-control']).toBe('public, max-age=300');
    expect((await sharp(gone.rawPayload).metadata()).width).toBe(1200);
  });

  it('judges by content, not by name', async () => {
    const a = await t.createUser();
    const fake = multipart('image', 'photo.png', 'image/png', Buffer.from('MZ\x90\x00 this is not an image'));
    const res = await t.call({ method: 'POST', url: '/api/user/profile-pic', token: a.token, ...fake });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Upload a PNG, JPEG, GIF or WebP image');
  });

  it('refuses files over the size limit with 413', async () => {
    const a = await t.createUser();
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(200 * 1024);
    const res = await t.call({ method: 'POST', url: '/api/user/profile-pic', token: a.token, ...multipart('image', 'big.png', 'image/png', big) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The file is too large' });
  });

  it('wants multipart', async () => {
    const a = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/user/profile-pic', token: a.token, payload: { image: 'x' } });
    expect(res.status).toBe(415);
  });
});

describe('change password', () => {
  it('checks the current password and the new password rules', async () => {
    const a = await t.createUser();
    const wrong = await t.call({ method: 'POST', url: '/api/user/changepassword', token: a.token, payload: { oldpassword: 'nope-nope-1', newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ oldpassword: 'Current password is incorrect' });
    const mismatch = await t.call({ method: 'POST', url: '/api/user/changepassword', token: a.token, payload: { oldpassword: a.password, newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-2' } });
    expect(mismatch.body.errors).toEqual({ confirmepassword: 'Password must match' });
    const spaces = await t.call({ method: 'POST', url: '/api/user/changepassword', token: a.token, payload: { oldpassword: a.password, newpassword: 'fresh pass 1', confirmepassword: 'fresh pass 1' } });
    expect(spaces.body.errors).toEqual({ newpassword: 'Password cannot contain spaces' });
  });

  it('counts wrong current passwords toward the sign-in lockout, which then refuses the right one too', async () => {
    const a = await t.createUser();
    const change = (oldpassword: string) =>
      t.call({ method: 'POST', url: '/api/user/changepassword', token: a.token, payload: { oldpassword, newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' } });
    const max = t.app.ctx.config.rateLimits.loginMaxFailures;
    expect(max).toBe(10);
    const statuses = [];
    for (let i = 0; i < max; i++) statuses.push((await change(`wrong-guess-${i}`)).status);
    expect(statuses).toEqual([...Array<number>(max - 1).fill(400), 429]);
    const right = await change(a.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes? or reset your password\.$/);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password } });
    expect(login.status).toBe(429);
    // The password did not change.
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: a.token })).status).toBe(200);
  });

  it('changes it, ends other sessions, returns a working token and tells the owner', async () => {
    const a = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/user/changepassword', token: a.token, payload: { oldpassword: a.password, newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' } });
    expect(res.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: a.token })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: res.body.data.token })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: 'fresh-pass-1' } })).status).toBe(200);
    await t.waitForMessage((m) => m.to === a.email && m.subject === 'Your Hearth password was changed');
  });
});

const linkToken = (body: string) => /\/verify-email\/([\w-]+)/.exec(body)?.[1] ?? '';

describe('email change', () => {
  it('changes the email only when the link sent to the new address is opened', async () => {
    const u = await t.createUser({ firstName: 'Ines' });
    const newEmail = `ines.${Date.now()}@example.ca`;
    const wrong = await t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: newEmail, password: 'not-my-password' } });
    expect([wrong.status, wrong.body.errors]).toEqual([400, { password: 'Password is incorrect' }]);
    const same = await t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: u.email.toUpperCase(), password: u.password } });
    expect(same.body.errors).toEqual({ email: 'This is already your email address' });
    const other = await t.createUser();
    const taken = await t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: other.email, password: u.password } });
    expect([taken.status, taken.body.errors]).toEqual([409, { email: 'An account with this email already exists' }]);
    const invalid = await t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: 'nope', password: u.password } });
    expect(invalid.body.errors.email).toBe('Provide valid email address');

    const first = await t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: `old-${newEmail}`, password: u.password } });
    expect(first.status).toBe(200);
    const oldLink = linkToken((await t.waitForMessage((m) => m.to === `old-${newEmail}`)).body);
    const res = await t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: newEmail, password: u.password } });
    expect(res.body.message).toBe(`We sent a confirmation link to ${newEmail}. Your email changes when you open it.`);
    expect(res.body.data).toMatchObject({ email: u.email, pendingEmail: newEmail });
    const link = linkToken((await t.waitForMessage((m) => m.to === newEmail)).body);

    // The link for the replaced request no longer works.
    expect((await t.call({ method: 'GET', url: `/api/auth/verify-email/${oldLink}` })).status).toBe(400);
    const opened = await t.call({ method: 'GET', url: `/api/auth/verify-email/${link}` });
    expect([opened.status, opened.body.message]).toEqual([200, 'Your email address has been changed']);
    const profile = await t.call({ method: 'GET', url: '/api/user/profile', token: u.token });
    expect(profile.body.data).toMatchObject({ email: newEmail, pendingEmail: null, isEmailVerified: true });
    // The old address is told, and the new one signs in.
    expect((await t.waitForMessage((m) => m.to === u.email && /email was changed/.test(m.subject ?? ''))).body).toContain(newEmail);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: u.password } })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } })).status).toBe(401);
  });

  it('counts wrong passwords toward the sign-in lockout, which then refuses the right one too', async () => {
    const u = await t.createUser();
    const request = (password: string) => t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: `moved.${Date.now()}@example.ca`, password } });
    const max = t.app.ctx.config.rateLimits.loginMaxFailures;
    const answers = [];
    for (let i = 0; i < max; i++) answers.push((await request(`wrong-guess-${i}`)).status);
    expect(answers).toEqual([...Array<number>(max - 1).fill(400), 429]);
    const right = await request(u.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many failed sign-in attempts/);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } })).status).toBe(429);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: u.token })).body.data.pendingEmail).toBeNull();
  });

  it('can be cancelled, after which the link does nothing', async () => {
    const u = await t.createUser();
    const newEmail = `cancel.${Date.now()}@example.ca`;
    await t.call({ method: 'POST', url: '/api/user/email', token: u.token, payload: { email: newEmail, password: u.password } });
    const link = linkToken((await t.waitForMessage((m) => m.to === newEmail)).body);
    const cancelled = await t.call({ method: 'DELETE', url: '/api/user/email', token: u.token });
    expect([cancelled.body.message, cancelled.body.data.pendingEmail]).toEqual(['Email change cancelled', null]);
    expect((await t.call({ method: 'GET', url: `/api/auth/verify-email/${link}` })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: u.token })).body.data.email).toBe(u.email);
  });
});

describe('email preferences', () => {
  it('turns marketing emails off and on', async () => {
    const u = await t.createUser();
    const off = await t.call({ method: 'PUT', url: '/api/user/email-preferences', token: u.token, payload: { marketingEmails: false } });
    expect([off.body.message, off.body.data.marketingEmails]).toEqual(['Email preferences saved', false]);
    const bad = await t.call({ method: 'PUT', url: '/api/user/email-preferences', token: u.token, payload: { marketingEmails: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: u.token })).body.data.marketingEmails).toBe(false);
    expect((await t.call({ method: 'PUT', url: '/api/user/email-preferences', payload: { marketingEmails: true } })).status).toBe(401);
  });
});

describe('text message job alerts', () => {
  it('lets a provider or a customer turn them on and off, and not an admin', async () => {
    const pro = await t.createUser({ role: 'serviceprovider', verificationStatus: 'approved', phone: '+14165550177' });
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: pro.token })).body.data.smsJobAlerts).toBe(false);
    const on = await t.call({ method: 'PUT', url: '/api/user/job-alerts', token: pro.token, payload: { smsJobAlerts: true } });
    expect([on.status, on.body.message, on.body.data.smsJobAlerts]).toEqual([200, 'Text message alerts saved', true]);
    const bad = await t.call({ method: 'PUT', url: '/api/user/job-alerts', token: pro.token, payload: { smsJobAlerts: 'yes' } });
    expect([bad.status, bad.body.errors.smsJobAlerts]).toEqual([400, 'Choose whether to receive text messages about your jobs']);
    // Customers consent to texts about their bookings (the professional is on the way) the same way.
    const customer = await t.createUser();
    const customerOn = await t.call({ method: 'PUT', url: '/api/user/job-alerts', token: customer.token, payload: { smsJobAlerts: true } });
    expect([customerOn.status, customerOn.body.data.smsJobAlerts]).toEqual([200, true]);
    const admin = await t.createUser({ role: 'admin' });
    expect((await t.call({ method: 'PUT', url: '/api/user/job-alerts', token: admin.token, payload: { smsJobAlerts: true } })).status).toBe(403);
  });
});
