import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { seedCatalogue } from '../../db/seed/demo';
import { payoutAccounts, serviceProviders, users } from '../../db/schema';
import { decryptSin } from './sin';
import { bookingBody, newKey, provider as workingProviderFixture, serviceBySlug } from '../../test/booking-fixtures';

let t: TestApp;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_DOCUMENT_BYTES: String(300 * 1024) });
  await seedCatalogue(t.app.ctx);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } }).png().toBuffer();
});
afterAll(() => t.close());

// Providers reach their area only with a verified phone, and verified phones are unique.
const uniquePhone = () => uniqueTestPhone();
// Approval is refused while another live account holds the same SIN; the last three digits stay 286.
let sinSeq = 0;
const uniqueSin = () => `${String(++sinSeq).padStart(3, '0')}-454-286`;

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; content: Buffer };

function multipart(parts: Part[]) {
  const boundary = '----hearth' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`), p.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const textFields = (over: Record<string, string> = {}) =>
  Object.entries({ bussinessname: 'Okafor Plumbing', qualification: 'Licensed 306A plumber', socialInsuranceNum: '046-454-286', residentStatus: 'Citizen', yearsOfExperince: '7', ...over }).map(
    ([name, value]) => ({ name, value }),
  );
const allDocs = (over: Partial<Record<string, { filename: string; content: Buffer; contentType?: string }>> = {}) =>
  ['qualificationdoc', 'socialInsurancedoc', 'residentdoc', 'governmentdoc1', 'governmentdoc2'].map((name) => {
    const f = over[name] ?? (name === 'qualificationdoc' ? { filename: 'licence.pdf', content: pdf } : { filename: `${name}.png`, content: png });
    return { name, filename: f.filename, contentType: f.contentType ?? 'application/octet-stream', content: f.content };
  });

const submit = (token: string, parts: Part[]) => t.call({ method: 'POST', url: '/api/service-provider', token, ...multipart(parts) });

async function submittedProvider() {
  const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
  const sin = uniqueSin();
  const res = await submit(p.token, [...textFields({ socialInsuranceNum: sin }), ...allDocs()]);
  expect(res.status).toBe(200);
  return { ...p, sin, providerId: res.body.data._id as string };
}

async function approvedProvider() {
  const p = await submittedProvider();
  const admin = await t.createUser({ role: 'admin' });
  expect((await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/approve`, token: admin.token })).status).toBe(200);
  return { ...p, admin };
}

describe('who may call', () => {
  it('keeps provider routes to providers and admin routes to admins', async () => {
    const customer = await t.createUser();
    const provider = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    expect((await t.call({ method: 'GET', url: '/api/service-provider/profile' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/profile', token: customer.token })).status).toBe(403);
    for (const token of [customer.token, provider.token]) {
      expect((await t.call({ method: 'GET', url: '/api/admin/providers', token })).status).toBe(403);
    }
  });
});

describe('personal details', () => {
  const details = { firstname: 'Sam Okafor', phonenumber: '613-555-0142', language: ['English', 'Igbo'], email: 'x', dob: '1988-04-12', postcode: 'k1a0b1', street: '24 Sussex Dr', city: 'Ottawa', province: 'on' };

  it('refuses a missing birth date, a postal code that is not Canadian and an unknown province, naming each field', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: { ...details, email: p.email, dob: '', postcode: '12345', province: 'XX' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      dob: 'Date of Birth is required',
      postcode: 'Postal Code must be a valid Canadian postal code (A1A 1A1)',
      province: 'Province must be a Canadian province or territory',
    });
  });

  it('saves them; a new phone waits for an OTP and a new email for the link sent to it', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: '+16135550100' });
    const newEmail = `new.${p.email}`;
    const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: { ...details, email: newEmail, password: p.password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstname: 'Sam Okafor', postcode: 'K1A 0B1', province: 'ON', dob: '1988-04-12', email: p.email, pendingEmail: newEmail, isEmailVerified: true, phonenumber: '+16135550100', phoneChangePending: true });
    expect(res.body.message).toBe(`Profile saved. Please open the link we sent to ${newEmail} to confirm it (your email changes when you do) and confirm your new phone number with a one-time code.`);
    await t.waitForMessage((m) => m.to === newEmail && m.subject === 'Confirm your new email for Hearth');
  });
});

describe('business details and documents', () => {
  it('submits for review with the SIN encrypted at rest and shown masked, and tells the admins', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const res = await submit(p.token, [...textFields(), ...allDocs()]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ verificationstatus: 'submitted', bussinessname: 'Okafor Plumbing', socialInsuranceNum: '***-***-286', yearsOfExperince: 7 });
    expect(res.body.data.documents.qualificationdoc).toMatchObject({ fileName: 'licence.pdf', contentType: 'application/pdf', size: pdf.length });
    expect(JSON.stringify(res.body)).not.toContain('046-454-286');

    const [row] = await t.app.ctx.db.select().from(serviceProviders).where(eq(serviceProviders.userId, p.id));
    expect(row!.sinCiphertext).not.toContain('046');
    expect(decryptSin(t.app.ctx.config.dataEncryptionKey, row!.sinCiphertext!)).toBe('046-454-286');

    const adminList = await t.call({ method: 'GET', url: '/api/notification/list', token: admin.token });
    expect(adminList.body.data.Notifications[0]).toMatchObject({ event: 'VerificationUpdate', message: 'Test serviceprovider submitted business details for review' });
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: p.token })).body.data.serviceprovider[0].verificationstatus).toBe('submitted');
  });

  it('names every missing document, then each business field in the wrong format', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const missing = await submit(p.token, textFields());
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      qualificationdoc: 'Qualification Document is required',
      socialInsurancedoc: 'Social Insurance Document is required',
      residentdoc: 'Resident Document is required',
      governmentdoc1: 'Government Document 1 is required',
      governmentdoc2: 'Government Document 2 is required',
    });
    const bad = await submit(p.token, [...textFields({ socialInsuranceNum: '046454286', qualification: ' ', yearsOfExperince: 'lots' }), ...allDocs()]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      socialInsuranceNum: 'Social Insurance Number must be in the format "000-000-000"',
      qualification: 'Qualification is required',
      yearsOfExperince: 'Years of Experience is required',
    });
  });

  it('judges files by name and by content', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const cases: [Record<string, { filename: string; content: Buffer }>, number, string][] = [
      [{ residentdoc: { filename: 'scan.exe', content: pdf } }, 415, 'Only .png .jpg .gif .jpeg .webp .pdf are allowed'],
      [{ residentdoc: { filename: 'photo.png', content: exe } }, 415, 'This file is not a valid PNG image. Only .png .jpg .gif .jpeg .webp .pdf are allowed'],
      [{ residentdoc: { filename: 'id.pdf', content: png } }, 415, 'This file is not a valid PDF. Only .png .jpg .gif .jpeg .webp .pdf are allowed'],
      [{ residentdoc: { filename: 'card.jpg', content: png } }, 415, 'This file is not a valid JPEG image. Only .png .jpg .gif .jpeg .webp .pdf are allowed'],
    ];
    for (const [over, status, message] of cases) {
      const res = await submit(p.token, [...textFields(), ...allDocs(over)]);
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual({ residentdoc: message });
    }
    const still = await t.call({ method: 'GET', url: '/api/service-provider', token: p.token });
    expect(still.body.data).toMatchObject({ verificationstatus: 'pending', documents: { residentdoc: null } });
  });

  it('refuses a document over the size limit with 413', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const big = Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(400 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const res = await submit(p.token, [...textFields(), ...allDocs({ qualificationdoc: { filename: 'big.pdf', content: big } })]);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ qualificationdoc: 'This file is larger than 300 KB' });
  });

  it('keeps stored names harmless', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const res = await submit(p.token, [...textFields(), ...allDocs({ governmentdoc1: { filename: '../../etc/<script>passport.png', content: png } })]);
    expect(res.status).toBe(200);
    expect(res.body.data.documents.governmentdoc1.fileName).toBe('_script_passport.png');
  });

  it('lets only the owner and admins download a document, as an attachment, and logs admin downloads', async () => {
    const owner = await submittedProvider();
    const other = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const admin = await t.createUser({ role: 'admin' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/service-provider/document/qualificationdoc', headers: { authorization: `Bearer ${owner.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="licence.pdf"; filename*=UTF-8''licence.pdf`);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    // Another provider only ever reaches their own (absent) document, and never admin URLs.
    expect((await t.call({ method: 'GET', url: '/api/service-provider/document/qualificationdoc', token: other.token })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/admin/providers/${owner.providerId}/documents/qualificationdoc`, token: other.token })).status).toBe(403);

    const byAdmin = await t.app.inject({ method: 'GET', url: `/api/admin/providers/${owner.providerId}/documents/governmentdoc2`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(png)).toBe(true);
    const detail = await t.call({ method: 'GET', url: `/api/admin/providers/${owner.providerId}`, token: admin.token });
    expect(detail.body.data.history[0]).toMatchObject({ action: 'provider.document.download', actorId: admin.id, after: { document: 'governmentdoc2' } });
    expect(detail.body.data.business.socialInsuranceNum).toBe('***-***-286');
    expect((await t.call({ method: 'GET', url: '/api/service-provider/document/passport', token: owner.token })).status).toBe(400);
    const unknown = await t.call({ method: 'DELETE', url: '/api/service-provider/delete-doc?docname=passport', token: owner.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ docname: 'Unknown document' });
  });

  it('allows deleting documents before review, not during it, and after approval only when asked', async () => {
    const fresh = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    expect((await t.call({ method: 'DELETE', url: '/api/service-provider/delete-doc?docname=residentdoc', token: fresh.token })).status).toBe(404);

    const p = await approvedProvider();
    const during = await submittedProvider();
    const underReview = await t.call({ method: 'DELETE', url: '/api/service-provider/delete-doc?docname=residentdoc', token: during.token });
    expect(underReview.status).toBe(409);

    const locked = await t.call({ method: 'DELETE', url: '/api/service-provider/delete-doc?docname=residentdoc', token: p.token });
    expect(locked.status).toBe(403);
    await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/action-required`, token: p.admin.token, payload: { message: 'Your resident card has expired: upload the new one.' } });
    const asked = await t.call({ method: 'DELETE', url: '/api/service-provider/delete-doc?docname=residentdoc', token: p.token });
    expect(asked.status).toBe(200);
    expect(asked.body.data.documents.residentdoc).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/service-provider/delete-doc?docname=residentdoc', token: p.token })).status).toBe(404);
  });
});

describe('review by an admin', () => {
  it('approves a submitted provider once, tells them, and unlocks the rest of the area', async () => {
    const p = await submittedProvider();
    const admin = await t.createUser({ role: 'admin' });
    const queue = await t.call({ method: 'GET', url: '/api/admin/providers?status=submitted&size=100', token: admin.token });
    expect(queue.body.data.providers.map((x: { _id: string }) => x._id)).toContain(p.providerId);

    expect((await t.call({ method: 'GET', url: '/api/service-provider/category/list', token: p.token })).status).toBe(403);
    const approve = await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/approve`, token: admin.token });
    expect(approve.body.data).toEqual({ _id: p.providerId, verificationstatus: 'approved' });
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/approve`, token: admin.token })).status).toBe(409);

    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: p.token })).body.data.serviceprovider[0].verificationstatus).toBe('approved');
    expect((await t.call({ method: 'GET', url: '/api/service-provider/category/list', token: p.token })).status).toBe(200);
    const note = await t.call({ method: 'GET', url: '/api/notification/list', token: p.token });
    expect(note.body.data.Notifications[0]).toMatchObject({ event: 'VerificationUpdate', message: expect.stringContaining('approved') });
    await t.waitForMessage((m) => m.to === p.email && m.subject === 'An update on your Hearth provider account');
    const detail = await t.call({ method: 'GET', url: `/api/admin/providers/${p.providerId}`, token: admin.token });
    expect(detail.body.data.history[0]).toMatchObject({ action: 'provider.approve', actorId: admin.id, before: { verificationstatus: 'submitted' }, after: { verificationstatus: 'approved' } });
  });

  it('rejects with a reason the provider can read', async () => {
    const p = await submittedProvider();
    const admin = await t.createUser({ role: 'admin' });
    const noReason = await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/reject`, token: admin.token, payload: {} });
    expect(noReason.body.errors).toEqual({ reason: 'Reason is required' });
    await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/reject`, token: admin.token, payload: { reason: 'The qualification document is unreadable.' } });
    const mine = await t.call({ method: 'GET', url: '/api/service-provider', token: p.token });
    expect(mine.body.data).toMatchObject({ verificationstatus: 'rejected', rejectionReason: 'The qualification document is unreadable.' });
  });

  it('asks for action; the provider sees the messages and resubmitting answers them', async () => {
    const p = await submittedProvider();
    const admin = await t.createUser({ role: 'admin' });
    for (const message of ['Upload both sides of your ID.', 'Your SIN document is cut off.']) {
      await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/action-required`, token: admin.token, payload: { message } });
    }
    const open = await t.call({ method: 'GET', url: '/api/service-provider/action-required', token: p.token });
    expect(open.body).toMatchObject({ success: true, data: [{ message: 'Upload both sides of your ID.' }, { message: 'Your SIN document is cut off.' }] });
    expect((await t.call({ method: 'GET', url: '/api/service-provider', token: p.token })).body.data.verificationstatus).toBe('action_required');

    await submit(p.token, [...textFields(), ...allDocs()]);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/action-required', token: p.token })).body.data).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/service-provider', token: p.token })).body.data.verificationstatus).toBe('submitted');
  });

  it('clears one action item', async () => {
    const p = await approvedProvider();
    const item = await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/action-required`, token: p.admin.token, payload: { message: 'Confirm your insurance.' } });
    expect(item.body.data.verificationstatus).toBe('approved'); // an approved provider stays approved
    const clear = await t.call({ method: 'DELETE', url: `/api/admin/providers/${p.providerId}/action-required/${item.body.data._id}`, token: p.admin.token });
    expect(clear.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/action-required', token: p.token })).body.data).toEqual([]);
  });
});

describe('suspension and the SIN', () => {
  it('keeps the new admin routes to admins', async () => {
    const p = await submittedProvider();
    for (const role of ['customer', 'serviceprovider'] as const) {
      const { token } = await t.createUser({ role });
      for (const action of ['suspend', 'reinstate', 'sin']) {
        expect((await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/${action}`, token, payload: { reason: 'x' } })).status).toBe(403);
      }
    }
  });

  it('a suspended provider cannot accept jobs until reinstated, and is told both times', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const pro = await workingProviderFixture(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const customer = await t.createUser();
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.data._id as string;

    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/suspend`, token: admin.token, payload: {} })).body.errors).toEqual({ reason: 'Reason is required' });
    const suspend = await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/suspend`, token: admin.token, payload: { reason: 'Two no-shows this month.' } });
    expect(suspend.status).toBe(200);
    expect(suspend.body).toMatchObject({ message: 'Provider suspended', data: { _id: pro.providerId, verificationstatus: 'suspended', activeJobs: 0 } });
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/suspend`, token: admin.token, payload: { reason: 'Again.' } })).status).toBe(409);

    const refused = await t.call({ method: 'POST', url: `/api/booking/${bookingId}/accept`, token: pro.token });
    expect([refused.status, refused.body.message]).toEqual([403, 'Your account is suspended. Contact our support team to have it reviewed.']);
    expect((await t.call({ method: 'GET', url: '/api/booking/available-bookings', token: pro.token })).status).toBe(403);
    const told = await t.call({ method: 'GET', url: '/api/notification/list', token: pro.token });
    expect(told.body.data.Notifications[0]).toMatchObject({ event: 'VerificationUpdate', message: expect.stringContaining('suspended and you will not receive bookings: Two no-shows this month.') });
    const [account] = await t.app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, pro.userId));
    await t.waitForMessage((m) => m.to === account!.email && m.subject === 'An update on your Hearth provider account' && m.body.includes('Two no-shows'));
    // Asking a suspended provider for a document does not lift the suspension.
    const asked = await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/action-required`, token: admin.token, payload: { message: 'Send your insurance.' } });
    expect(asked.body.data.verificationstatus).toBe('suspended');
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/approve`, token: admin.token })).status).toBe(409);

    const reinstate = await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/reinstate`, token: admin.token });
    expect(reinstate.body).toMatchObject({ message: 'Provider reinstated', data: { verificationstatus: 'approved' } });
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/reinstate`, token: admin.token })).status).toBe(409);
    const back = await t.call({ method: 'GET', url: '/api/notification/list', token: pro.token });
    expect(back.body.data.Notifications[0]).toMatchObject({ event: 'VerificationUpdate', message: 'Your Hearth account is active again. You can receive and accept bookings.' });
    expect((await t.call({ method: 'POST', url: `/api/booking/${bookingId}/accept`, token: pro.token })).status).toBe(200);

    const detail = await t.call({ method: 'GET', url: `/api/admin/providers/${pro.providerId}`, token: admin.token });
    expect(detail.body.data.history.slice(0, 3)).toMatchObject([
      { action: 'provider.reinstate', actorId: admin.id, before: { verificationstatus: 'suspended' }, after: { verificationstatus: 'approved' } },
      { action: 'provider.action_required' },
      { action: 'provider.suspend', actorId: admin.id, after: { verificationstatus: 'suspended', reason: 'Two no-shows this month.' } },
    ]);
  });

  it('says how many accepted jobs a suspended provider leaves to reassign', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const pro = await workingProviderFixture(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const customer = await t.createUser();
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    expect((await t.call({ method: 'POST', url: `/api/booking/${booked.body.data._id}/accept`, token: pro.token })).status).toBe(200);
    const suspend = await t.call({ method: 'POST', url: `/api/admin/providers/${pro.providerId}/suspend`, token: admin.token, payload: { reason: 'Under investigation.' } });
    expect(suspend.body).toMatchObject({ message: 'Provider suspended. 1 accepted job still needs another provider.', data: { activeJobs: 1 } });
  });

  it('only an approved provider can be suspended', async () => {
    const p = await submittedProvider();
    const admin = await t.createUser({ role: 'admin' });
    const res = await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/suspend`, token: admin.token, payload: { reason: 'No.' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only an approved provider can be suspended; this one is submitted');
  });

  it('answers a malformed provider id with 404 and a bad queue filter with 400 naming the field', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const malformed = await t.call({ method: 'GET', url: '/api/admin/providers/not-a-uuid', token: admin.token });
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Provider not found');
    const item = await t.call({ method: 'DELETE', url: `/api/admin/providers/${crypto.randomUUID()}/action-required/not-a-uuid`, token: admin.token });
    expect(item.status).toBe(404);
    expect(item.body.message).toBe('Open action item not found');
    const filter = await t.call({ method: 'GET', url: '/api/admin/providers?status=bogus', token: admin.token });
    expect(filter.status).toBe(400);
    expect(filter.body.errors).toEqual({ status: 'Unknown status' });
  });

  it('reveals the full SIN to an admin and records who saw it', async () => {
    const p = await submittedProvider();
    const admin = await t.createUser({ role: 'admin' });
    const res = await t.call({ method: 'POST', url: `/api/admin/providers/${p.providerId}/sin`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ socialInsuranceNum: p.sin });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const detail = await t.call({ method: 'GET', url: `/api/admin/providers/${p.providerId}`, token: admin.token });
    expect(detail.body.data.history[0]).toMatchObject({ action: 'provider.sin_revealed', actorId: admin.id });
    expect(JSON.stringify(detail.body.data.history)).not.toContain(p.sin);

    const fresh = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const [none] = await t.app.ctx.db.select().from(serviceProviders).where(eq(serviceProviders.userId, fresh.id));
    const missing = await t.call({ method: 'POST', url: `/api/admin/providers/${none!.id}/sin`, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This provider has not given a Social Insurance Number yet');
    expect((await t.call({ method: 'POST', url: `/api/admin/providers/${crypto.randomUUID()}/sin`, token: admin.token })).status).toBe(404);
  });
});

describe('services and areas', () => {
  it('saves services from the catalogue and areas by postal prefix or city', async () => {
    const p = await approvedProvider();
    const list = await t.call({ method: 'GET', url: '/api/service-provider/category/list', token: p.token });
    const plumbing = list.body.data.categories.find((c: { name: string }) => c.name === 'Plumbing');
    const ids = plumbing.services.slice(0, 2).map((s: { _id: string }) => s._id);
    const res = await t.call({
      method: 'POST',
      url: '/api/service-provider/category',
      token: p.token,
      payload: { services: ids, areas: [{ kind: 'fsa', value: 'm5v' }, { kind: 'city', value: 'Mississauga', province: 'on' }, { kind: 'fsa', value: 'M5V' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.services.sort()).toEqual([...ids].sort());
    expect(res.body.data.areas).toEqual([
      { _id: expect.any(String), kind: 'city', value: 'Mississauga', province: 'ON', label: 'Mississauga, ON' },
      { _id: expect.any(String), kind: 'fsa', value: 'M5V', province: null, label: 'M5V' },
    ]);
    const patched = await t.call({ method: 'PATCH', url: '/api/service-provider/category', token: p.token, payload: { areas: [{ kind: 'fsa', value: 'K1A' }] } });
    expect(patched.body.data.services.sort()).toEqual([...ids].sort());
    expect(patched.body.data.areas.map((a: { label: string }) => a.label)).toEqual(['K1A']);
  });

  it('refuses bad areas and unknown services', async () => {
    const p = await approvedProvider();
    const badArea = await t.call({ method: 'POST', url: '/api/service-provider/category', token: p.token, payload: { services: [], areas: [{ kind: 'fsa', value: '90210' }] } });
    expect(badArea.body.errors).toMatchObject({ services: 'Service field must have at least 1 items', 'areas.0.value': 'Enter a postal code prefix like M5V' });
    const unknown = await t.call({ method: 'POST', url: '/api/service-provider/category', token: p.token, payload: { services: [crypto.randomUUID()], areas: [{ kind: 'fsa', value: 'M5V' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ services: 'Choose services from the list' });
  });
});

describe('payout account', () => {
  it('connects an account and adds a Canadian bank account, showing only the last four digits', async () => {
    const p = await approvedProvider();
    expect((await t.call({ method: 'GET', url: '/api/service-provider/fetch-stripe-account', token: p.token })).body.data).toEqual({ connected: false, gateway: null, payoutsEnabled: false, requirementsDue: [], bankAccount: null, payoutsHeldUntil: null });
    const created = await t.call({ method: 'GET', url: '/api/service-provider/stripe-account', token: p.token });
    expect(created.body.data).toMatchObject({ connected: true, gateway: 'local', payoutsEnabled: false, onboardingUrl: null });

    const bad = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: p.token, payload: { routing_number: '12345678', account_number: '1234' } });
    expect(bad.body.errors).toEqual({
      routing_number: 'Routing Number must be in the format "#####-###"',
      account_number: 'Account Number must be exactly 12 digits',
      password: 'Enter your current password to confirm this change',
    });

    const saved = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: p.token, payload: { routing_number: '11000-003', account_number: '123456789012', password: p.password } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      connected: true,
      gateway: 'local',
      payoutsEnabled: true,
      requirementsDue: [],
      bankAccount: { last4: '9012', routing_number: '11000-003', display: '•••• •••• 9012' },
      payoutsHeldUntil: expect.any(String),
    });
    expect(JSON.stringify(saved.body)).not.toContain('123456789012');
    const again = await t.call({ method: 'GET', url: '/api/service-provider/stripe-account', token: p.token });
    expect(again.body.data.bankAccount.last4).toBe('9012'); // one account, not a second
  });

  it("follows the gateway's word on the account once it has given one", async () => {
    const p = await approvedProvider();
    await t.call({ method: 'GET', url: '/api/service-provider/stripe-account', token: p.token });
    const saved = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: p.token, payload: { routing_number: '11000-003', account_number: '123456789012', password: p.password } });
    expect(saved.body.data).toMatchObject({ payoutsEnabled: true, requirementsDue: [] });
    const fetchAccount = async () => (await t.call({ method: 'GET', url: '/api/service-provider/fetch-stripe-account', token: p.token })).body.data;

    // What an account.updated webhook stores: payouts paused until the gateway has a document.
    await t.app.ctx.db.update(payoutAccounts).set({ payoutsEnabled: false, requirementsDue: ['individual.verification.document'] }).where(eq(payoutAccounts.providerId, p.providerId));
    expect(await fetchAccount()).toMatchObject({ connected: true, payoutsEnabled: false, requirementsDue: ['individual.verification.document'] });
    await t.app.ctx.db.update(payoutAccounts).set({ payoutsEnabled: true, requirementsDue: [] }).where(eq(payoutAccounts.providerId, p.providerId));
    expect(await fetchAccount()).toMatchObject({ payoutsEnabled: true, requirementsDue: [] });
  });

  it('is closed to providers who are not approved', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: uniquePhone() });
    const res = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: p.token, payload: { routing_number: '11000-003', account_number: '123456789012', password: p.password } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account is waiting for approval. Complete your business details to get approved.');
  });
});
