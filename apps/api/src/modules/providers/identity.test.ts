import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, type Part } from '../../test/multipart';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings, serviceProviders } from '../../db/schema';
import { bookingBody, newKey, provider as workingProviderFixture, serviceBySlug } from '../../test/booking-fixtures';
import { backfillSinFingerprints } from './identity';
import { encryptSin, sinFingerprint } from './sin';

let t: TestApp;
let png: Buffer;
let otherPng: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.ctx);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } }).png().toBuffer();
  otherPng = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
});
afterAll(() => t.close());

let seq = 0;
const uniquePhone = () => uniqueTestPhone();
const uniqueSin = () => `${String(++seq).padStart(3, '0')}-777-286`;

const textFields = (sin: string, over: Record<string, string> = {}) =>
  Object.entries({ bussinessname: 'Okafor Plumbing', qualification: 'Licensed 306A plumber', socialInsuranceNum: sin, residentStatus: 'Citizen', yearsOfExperince: '7', ...over }).map(([name, value]) => ({ name, value }));
const allDocs = (over: Record<string, { filename: string; content: Buffer }> = {}): Part[] =>
  ['qualificationdoc', 'socialInsurancedoc', 'residentdoc', 'governmentdoc1', 'governmentdoc2'].map((name) => {
    const f = over[name] ?? (name === 'qualificationdoc' ? { filename: 'licence.pdf', content: pdf } : { filename: `${name}.png`, content: png });
    return { name, filename: f.filename, contentType: 'application/octet-stream', content: f.content };
  });
const submit = (token: string, parts: Part[]) => t.call({ method: 'POST', url: '/api/service-provider', token, ...multipartBody(parts) });

async function submittedProvider(sin = uniqueSin(), opts: { phone?: boolean } = {}) {
  const p = await t.createUser({ role: 'serviceprovider', phone: opts.phone === false ? undefined : uniquePhone() });
  const res = await submit(p.token, [...textFields(sin), ...allDocs()]);
  expect(res.status).toBe(200);
  return { ...p, sin, providerId: res.body.data._id as string };
}

async function approvedProvider(sin = uniqueSin()) {
  const p = await submittedProvider(sin);
  const admin = await t.createUser({ role: 'admin' });
  expect((await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/approve`, token: admin.token })).status).toBe(200);
  return { ...p, admin };
}

const statusOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/service-provider', token })).body.data.verificationstatus;
const detailOf = async (adminToken: string, providerId: string) => (await t.call({ method: 'GET', url: `/api/admin/providers/${providerId}`, token: adminToken })).body.data;

describe('identity changes go back to review', () => {
  it('an approved provider who replaces their SIN goes back to review, audited with the SIN masked, and both sides are told', async () => {
    const p = await approvedProvider();
    const newSin = uniqueSin().replace(/286$/, '544');
    const res = await submit(p.token, [...textFields(newSin), ...allDocs()]);
    expect(res.status).toBe(200);
    expect(res.body.data.verificationstatus).toBe('submitted');

    const [row] = await t.app.ctx.db.select().from(serviceProviders).where(eq(serviceProviders.id, p.providerId));
    expect(row!.identityChangedAt).toBeInstanceOf(Date);
    const queue = await t.call({ method: 'GET', url: '/api/admin/providers?status=submitted&size=100', token: p.admin.token });
    const item = queue.body.data.providers.find((x: { _id: string }) => x._id === p.providerId);
    expect(item.identityChangedAt).toBe(row!.identityChangedAt!.toISOString());

    const detail = await detailOf(p.admin.token, p.providerId);
    expect(detail.identityChange).toEqual({ changedAt: row!.identityChangedAt!.toISOString(), changes: [{ field: 'socialInsuranceNum', before: '***-***-286', after: '***-***-544' }] });
    expect(detail.history[0]).toMatchObject({ action: 'provider.identity_changed', actorId: p.id, before: { verificationstatus: 'approved', socialInsuranceNum: '***-***-286' }, after: { verificationstatus: 'submitted', socialInsuranceNum: '***-***-544' } });
    expect(JSON.stringify(detail)).not.toContain(p.sin);
    expect(JSON.stringify(detail)).not.toContain(newSin);

    const adminNote = await t.call({ method: 'GET', url: '/api/notification/list', token: p.admin.token });
    expect(adminNote.body.data.Notifications[0]).toMatchObject({ event: 'VerificationUpdate', message: 'Test serviceprovider changed their Social Insurance Number; their approved account is back in review' });
    const told = await t.call({ method: 'GET', url: '/api/notification/list', token: p.token });
    expect(told.body.data.Notifications[0].message).toMatch(/^Your Hearth account is back in review because you changed your Social Insurance Number\./);
    await t.waitForMessage((m) => m.to === p.email && m.body.includes('back in review'));

    // Approving again closes the change: the queue no longer marks it.
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/approve`, token: p.admin.token })).status).toBe(200);
    expect((await detailOf(p.admin.token, p.providerId)).identityChange).toBeNull();
  });

  it('resubmitting the same identity with only other details changed keeps an approved provider approved', async () => {
    const p = await approvedProvider();
    const res = await submit(p.token, [...textFields(p.sin, { yearsOfExperince: '9', qualification: 'Master plumber' }), ...allDocs({ residentdoc: { filename: 'renamed.png', content: png } })]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ verificationstatus: 'approved', yearsOfExperince: 9 });
    const detail = await detailOf(p.admin.token, p.providerId);
    expect(detail.identityChange).toBeNull();
    expect(detail.history.map((h: { action: string }) => h.action)).not.toContain('provider.identity_changed');
  });

  it('a new verification document, residency status or business name sends an approved provider back to review, documents named by field and file', async () => {
    const p = await approvedProvider();
    const res = await submit(p.token, [...textFields(p.sin, { residentStatus: 'Permanent Resident', bussinessname: 'Okafor & Sons' }), ...allDocs({ governmentdoc1: { filename: 'passport-2030.png', content: otherPng } })]);
    expect(res.body.data.verificationstatus).toBe('submitted');
    const detail = await detailOf(p.admin.token, p.providerId);
    expect(detail.identityChange.changes).toEqual([
      { field: 'bussinessname', before: 'Okafor Plumbing', after: 'Okafor & Sons' },
      { field: 'residentStatus', before: 'Citizen', after: 'Permanent Resident' },
      { field: 'governmentdoc1', before: 'governmentdoc1.png', after: 'passport-2030.png' },
    ]);
  });

  it('a legal-name change by an approved provider goes back to review with the names in full', async () => {
    const p = await approvedProvider();
    const profile = (await t.call({ method: 'GET', url: '/api/service-provider/profile', token: p.token })).body.data;
    const details = { firstname: 'Samuel Adebayo', phonenumber: profile.phonenumber, language: ['English'], email: p.email, dob: '1988-04-12', postcode: 'K1A 0B1', street: '24 Sussex Dr', city: 'Ottawa', province: 'ON' };
    const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details });
    expect(res.status).toBe(200);
    expect(await statusOf(p.token)).toBe('submitted');
    const detail = await detailOf(p.admin.token, p.providerId);
    expect(detail.identityChange.changes).toEqual([{ field: 'fullname', before: 'Test serviceprovider', after: 'Samuel Adebayo' }]);
    // Saving the same name again is not a change.
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/approve`, token: p.admin.token })).status).toBe(200);
    expect((await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: details })).status).toBe(200);
    expect(await statusOf(p.token)).toBe('approved');
  });

  it('a rename through the shared account route is a legal-name change too', async () => {
    const p = await approvedProvider();
    const res = await t.call({ method: 'POST', url: '/api/user/profile', token: p.token, payload: { firstname: 'Jordan', lastname: 'Price' } });
    expect(res.status).toBe(200);
    expect(await statusOf(p.token)).toBe('submitted');
    expect((await detailOf(p.admin.token, p.providerId)).identityChange.changes).toEqual([{ field: 'fullname', before: 'Test serviceprovider', after: 'Jordan Price' }]);
  });

  it('removing a document when asked is an identity change too', async () => {
    const p = await approvedProvider();
    await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/action-required`, token: p.admin.token, payload: { message: 'Your resident card has expired: upload the new one.' } });
    const removed = await t.call({ method: 'DELETE', url: '/api/service-provider/delete-doc?docname=residentdoc', token: p.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ verificationstatus: 'submitted', documents: { residentdoc: null } });
    expect((await detailOf(p.admin.token, p.providerId)).identityChange.changes).toEqual([{ field: 'residentdoc', before: 'residentdoc.png', after: null }]);
  });

  it('a provider back in review takes no new bookings, and the jobs they accepted stay assigned', async () => {
    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const pro = await workingProviderFixture(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const customer = await t.createUser();
    const book = () => t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    const accepted = (await book()).body.data._id as string;
    expect((await t.call({ method: 'POST', url: `/api/booking/${accepted}/accept`, token: pro.token })).status).toBe(200);
    const open = (await book()).body.data._id as string;

    expect((await submit(pro.token, [...textFields(uniqueSin()), ...allDocs()])).body.data.verificationstatus).toBe('submitted');
    expect((await t.call({ method: 'POST', url: `/api/booking/${open}/accept`, token: pro.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/booking/available-bookings', token: pro.token })).status).toBe(403);
    const [job] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, accepted));
    expect(job).toMatchObject({ providerId: pro.providerId, status: 'accepted' });
  });
});

describe('an unverified phone blocks all provider content', () => {
  // What a provider needs before their phone is verified: the phone gate's own calls, the session, notifications.
  const OPEN = new Set([
    'GET /api/user/profile',
    'POST /api/auth/send-otp',
    'POST /api/auth/request-otp',
    'POST /api/auth/verify-otp',
    // A reload on the phone gate resumes at the code step.
    'GET /api/auth/otp-pending',
    'POST /api/auth/refresh',
    'POST /api/auth/logout-all',
    'PATCH /api/auth/deactivate',
    'GET /api/notification/list',
    'GET /api/notification/unread-count',
    'PATCH /api/notification/read-all',
    'PATCH /api/notification/:id/read',
    // A person's privacy rights (their data, closing their account) do not wait for a phone number.
    'POST /api/user/data-export',
    'POST /api/user/erase',
    // The language switcher works on the phone gate too, and the code SMS is written in the account's language.
    'PUT /api/user/locale',
  ]);

  it('every signed-in route a provider may call refuses them until their phone is verified, except the few the phone gate needs', async () => {
    const p = await t.createUser({ role: 'serviceprovider' });
    const routes = t.app.routeTable.filter((r) => r.access === 'user' || (Array.isArray(r.access) && r.access.includes('serviceprovider')));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (key === 'PATCH /api/auth/deactivate' || key === 'POST /api/auth/logout-all') continue; // would end this test's session
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'docname' ? 'residentdoc' : crypto.randomUUID()));
      const res = await t.call({ method: route.method as 'GET', url, token: p.token, payload: route.method === 'GET' ? undefined : {} });
      const refused = res.status === 403 && res.body.message === 'Verify your phone number to continue.';
      expect({ key, refused }).toEqual({ key, refused: !OPEN.has(key) });
    }
  });

  it('the provider can verify their phone, after which their area opens', async () => {
    const p = await t.createUser({ role: 'serviceprovider' });
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: p.token })).body.data.isPhoneNumberVerified).toBe(false);
    const blocked = await submit(p.token, [...textFields(uniqueSin()), ...allDocs()]);
    expect([blocked.status, blocked.body.message]).toEqual([403, 'Verify your phone number to continue.']);

    const phone = uniquePhone();
    expect((await t.call({ method: 'POST', url: '/api/auth/send-otp', token: p.token, payload: { phonenumber: phone } })).status).toBe(200);
    const sms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === phone);
    const otp = sms.body.match(/\b(\d{6})\b/)![1]!;
    expect((await t.call({ method: 'POST', url: '/api/auth/verify-otp', token: p.token, payload: { phonenumber: phone, otp } })).status).toBe(200);
    expect((await submit(p.token, [...textFields(uniqueSin()), ...allDocs()])).status).toBe(200);
  });

  it('an admin cannot approve a provider whose phone is not verified', async () => {
    const p = await t.createUser({ role: 'serviceprovider', verificationStatus: 'submitted' });
    const admin = await t.createUser({ role: 'admin' });
    const [row] = await t.app.ctx.db.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.userId, p.id));
    const res = await t.call({ method: 'POST', url: `/api/admin/providers/${row!.id}/approve`, token: admin.token });
    expect([res.status, res.body.message]).toEqual([409, 'This provider has not verified a phone number. They must verify it before they can be approved.']);
    expect((await detailOf(admin.token, row!.id)).profile.isPhoneNumberVerified).toBe(false);
  });
});

describe('two providers may not hold the same SIN', () => {
  it('the fingerprint ignores formatting and is neither the SIN nor its plain SHA-256', () => {
    const key = t.app.ctx.config.dataEncryptionKey;
    const fingerprint = sinFingerprint(key, '123-456-782');
    expect(sinFingerprint(key, '123 456 782')).toBe(fingerprint);
    expect(sinFingerprint(key, '123456782')).toBe(fingerprint);
    expect(sinFingerprint(key, '123-456-783')).not.toBe(fingerprint);
    expect(fingerprint).not.toContain('123456782');
    for (const plain of ['123456782', '123-456-782']) expect(fingerprint).not.toBe(createHash('sha256').update(plain).digest('hex'));
  });

  it('a second account with the same SIN is shown to the admin and cannot be approved while the first is live', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const sin = uniqueSin();
    const first = await submittedProvider(sin);
    const second = await submittedProvider(sin);

    const detail = await detailOf(admin.token, second.providerId);
    expect(detail.sinSharedWith).toEqual([{ _id: first.providerId, userId: first.id, fullname: 'Test serviceprovider', email: first.email, verificationstatus: 'submitted' }]);
    const refused = await t.call({ method: 'POST', url: `/api/admin/providers/${second.providerId}/approve`, token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This Social Insurance Number is also on another provider account (${first.email}). Reject or resolve that account before approving this one.`);
    expect(await statusOf(second.token)).toBe('submitted');

    // Once the other account is rejected, the number is no longer in play.
    await t.call({ method: 'POST', url: `/api/admin/providers/${first.providerId}/reject`, token: admin.token, payload: { reason: 'Duplicate account.' } });
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${second.providerId}/approve`, token: admin.token })).status).toBe(200);
  });

  it('a provider with a SIN nobody else holds is approved normally and shares it with no one', async () => {
    const p = await approvedProvider();
    expect((await detailOf(p.admin.token, p.providerId)).sinSharedWith).toEqual([]);
    expect(await statusOf(p.token)).toBe('approved');
  });

  it('rows saved before fingerprints get one at start-up, and duplicates among them are found', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const sin = uniqueSin();
    const first = await submittedProvider(sin);
    const legacy = await t.createUser({ role: 'serviceprovider', phone: uniquePhone(), verificationStatus: 'submitted' });
    const key = t.app.ctx.config.dataEncryptionKey;
    await t.app.ctx.db.update(serviceProviders).set({ sinCiphertext: encryptSin(key, sin), sinLast3: '286', sinFingerprint: null }).where(eq(serviceProviders.userId, legacy.id));
    expect(await backfillSinFingerprints(t.app.ctx)).toBe(1);
    const [row] = await t.app.ctx.db.select().from(serviceProviders).where(eq(serviceProviders.userId, legacy.id));
    expect(row!.sinFingerprint).toBe(sinFingerprint(key, sin));
    expect((await detailOf(admin.token, row!.id)).sinSharedWith.map((s: { _id: string }) => s._id)).toEqual([first.providerId]);
    expect(await backfillSinFingerprints(t.app.ctx)).toBe(0);
  });
});
