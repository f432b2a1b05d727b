// A professional's public face: the public profile page shows what a customer needs to trust them and
// nothing private; the provider edits it; an admin vouches for their insurance; the customer sees
// the card of whoever comes to their door.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { auditLog, reviews, serviceProviders, services, users } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaning: { id: string };
let marcus: ProviderFixture;
let admin: { id: string; token: string };

const PRIVATE = { lastName: 'Lefebvre-Tremblay', street: '77 Rue Secrète', dob: '1984-02-03', businessName: 'Lefebvre Renovations Inc', postcode: 'H2X 1Y4' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  marcus = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V', 'Toronto|ON'], firstName: 'Marcus' });
  const db = t.app.ctx.db;
  await db.update(users).set({ lastName: PRIVATE.lastName }).where(eq(users.id, marcus.userId));
  await db
    .update(serviceProviders)
    .set({ street: PRIVATE.street, dob: PRIVATE.dob, businessName: PRIVATE.businessName, postcode: PRIVATE.postcode, sinLast3: '123', bio: 'Ten years of careful cleaning.', languages: ['English', 'fr'], yearsOfExperience: 10 })
    .where(eq(serviceProviders.id, marcus.providerId));
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('the public profile page', () => {
  it('shows the professional by first name and initial, with badges, services and areas, to anyone', async () => {
    const res = await t.call({ method: 'GET', url: `/api/professionals/${marcus.providerId}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data;
    expect(p.displayName).toBe('Marcus L.');
    expect(p.badges).toEqual({ identity: true, phone: true, insurance: false });
    expect(p.languages).toEqual(['en', 'fr']);
    expect(p.yearsOfExperience).toBe(10);
    expect(p.bio).toBe('Ten years of careful cleaning.');
    expect(p.services).toEqual([expect.objectContaining({ _id: cleaning.id, slug: 'standard-house-cleaning' })]);
    expect(p.areas.sort()).toEqual(['M5V', 'Toronto']);
    expect(p.profilePath).toBe(`/professionals/${marcus.providerId}`);
    expect(p.completedJobs).toBe(0);
    expect(p.rating).toEqual({ average: null, count: 0 });
  });

  it('never shows a legal surname, contact details, address, date of birth, business name or SIN', async () => {
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, marcus.userId));
    const res = await t.call({ method: 'GET', url: `/api/professionals/${marcus.providerId}` });
    const text = JSON.stringify(res.body);
    // The SIN's last digits as a value of their own: three digits alone also turn up inside ids.
    for (const secret of [...Object.values(PRIVATE), user!.email, user!.phone!, 'Lefebvre', '"123"']) expect(text).not.toContain(secret);
    for (const field of ['email', 'phone', 'phonenumber', 'dob', 'street', 'postcode', 'bussinessname', 'businessName', 'lastName', 'socialInsuranceNum', 'sinLast3', 'documents', 'userId'])
      expect(Object.keys(res.body.data)).not.toContain(field);
  });

  it('names services in French for a French reader', async () => {
    await t.app.ctx.db.update(services).set({ nameFr: 'Ménage standard' }).where(eq(services.id, cleaning.id));
    const res = await t.call({ method: 'GET', url: `/api/professionals/${marcus.providerId}`, headers: { 'accept-language': 'fr-CA' } });
    expect(res.status).toBe(200);
    expect(res.body.data.services[0].name).toBe('Ménage standard');
  });

  it('answers 404 for a provider still under review, a deactivated one, or an id naming nobody', async () => {
    const pending = await provider(t, { serviceIds: [], areas: [], approved: false });
    const gone = await provider(t, { serviceIds: [], areas: [] });
    await t.app.ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.userId));
    for (const id of [pending.providerId, gone.providerId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.call({ method: 'GET', url: `/api/professionals/${id}` });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Professional not found');
    }
  });
});

describe('the provider edits their public profile', () => {
  it('saves bio, languages and years, and the public page shows them', async () => {
    const save = await t.call({
      method: 'PUT',
      url: '/api/service-provider/public-profile',
      token: marcus.token,
      payload: { bio: '  I bring my own supplies.  ', languages: ['pa', 'en', 'pa'], yearsOfExperience: 12 },
    });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    expect(save.body.message).toBe('Public profile saved');
    expect(save.body.data).toMatchObject({ bio: 'I bring my own supplies.', languages: ['en', 'pa'], yearsOfExperience: 12, profilePath: `/professionals/${marcus.providerId}` });
    // The account form lists languages by name: it shows the same choice.
    expect((await t.call({ method: 'GET', url: '/api/service-provider/profile', token: marcus.token })).body.data.language).toEqual(['English', 'Punjabi']);
    const mine = await t.call({ method: 'GET', url: '/api/service-provider/public-profile', token: marcus.token });
    expect(mine.body.data.bio).toBe('I bring my own supplies.');
    const page = await t.call({ method: 'GET', url: `/api/professionals/${marcus.providerId}` });
    expect(page.body.data).toMatchObject({ bio: 'I bring my own supplies.', languages: ['en', 'pa'], yearsOfExperience: 12 });
  });

  it('refuses a bio too long, an unknown language and impossible years, naming each field', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/service-provider/public-profile',
      token: marcus.token,
      payload: { bio: 'x'.repeat(801), languages: ['klingon'], yearsOfExperience: 61 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.bio).toBe('Bio must be at most 800 characters');
    expect(Object.keys(res.body.errors).some((k) => k.startsWith('languages'))).toBe(true);
    expect(res.body.errors.yearsOfExperience).toBe('Years of experience must be a whole number from 0 to 60');
    const french = await t.call({ method: 'PUT', url: '/api/service-provider/public-profile', token: marcus.token, payload: { bio: '', languages: [], yearsOfExperience: -1 }, headers: { 'accept-language': 'fr-CA' } });
    expect(french.body.errors.yearsOfExperience).toBe('Les années d’expérience doivent être un nombre entier de 0 à 60');
  });

  it('is for providers only, and an unapproved provider has no public link yet', async () => {
    const customer = await t.createUser();
    expect((await t.call({ method: 'GET', url: '/api/service-provider/public-profile', token: customer.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/service-provider/public-profile' })).status).toBe(401);
    const pending = await provider(t, { serviceIds: [], areas: [], approved: false });
    const res = await t.call({ method: 'GET', url: '/api/service-provider/public-profile', token: pending.token });
    expect(res.status).toBe(200);
    expect(res.body.data.profilePath).toBeNull();
  });
});

describe('an admin checks a provider’s insurance', () => {
  it('turns the Insured badge on and off, and audits each change', async () => {
    const url = `/api/admin/providers/${marcus.providerId}/insurance-check`;
    const on = await t.call({ method: 'PUT', url, token: admin.token, payload: { checked: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data.insuranceCheckedAt).toEqual(expect.any(String));
    expect((await t.call({ method: 'GET', url: `/api/professionals/${marcus.providerId}` })).body.data.badges.insurance).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/admin/providers/${marcus.providerId}`, token: admin.token })).body.data.insuranceCheckedAt).toBe(on.body.data.insuranceCheckedAt);

    const off = await t.call({ method: 'PUT', url, token: admin.token, payload: { checked: false } });
    expect(off.body.data.insuranceCheckedAt).toBeNull();
    expect((await t.call({ method: 'GET', url: `/api/professionals/${marcus.providerId}` })).body.data.badges.insurance).toBe(false);

    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, marcus.providerId));
    expect(audit.filter((a) => a.actorId === admin.id).map((a) => a.action)).toEqual(expect.arrayContaining(['provider.insurance_checked', 'provider.insurance_unchecked']));
  });

  it('is for admins only and needs a yes or no', async () => {
    const url = `/api/admin/providers/${marcus.providerId}/insurance-check`;
    expect((await t.call({ method: 'PUT', url, token: marcus.token, payload: { checked: true } })).status).toBe(403);
    const bad = await t.call({ method: 'PUT', url, token: admin.token, payload: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.checked).toBe('Say whether the insurance was checked');
    expect((await t.call({ method: 'PUT', url: '/api/admin/providers/00000000-0000-4000-8000-000000000000/insurance-check', token: admin.token, payload: { checked: true } })).status).toBe(404);
  });
});

describe('the customer’s booking', () => {
  it('shows no professional while open, and the professional’s card once one accepts', async () => {
    const customer = await t.createUser();
    const created = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data.professional).toBeNull();

    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: marcus.token })).status).toBe(200);
    const detail = await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token });
    expect(detail.body.data.professional).toMatchObject({ id: marcus.providerId, displayName: 'Marcus L.', profilePath: `/professionals/${marcus.providerId}`, badges: { identity: true, phone: true } });
    expect(JSON.stringify(detail.body.data.professional)).not.toContain(PRIVATE.lastName);

    const list = await t.call({ method: 'GET', url: '/api/booking/mybookings?pageNo=1&size=10', token: customer.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const item = (list.body.data.items as { _id: string; professional: { displayName: string } | null }[]).find((b) => b._id === id);
    expect(item?.professional?.displayName).toBe('Marcus L.');
  });

  it('names the professional with their rating in the notification, and the email shows their checks and a link to their profile', async () => {
    const customer = await t.createUser();
    const earlier = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    await t.app.ctx.db.insert(reviews).values({ bookingId: earlier.body.data._id, customerId: customer.id, providerId: marcus.providerId, serviceId: cleaning.id, rating: 5, review: 'Spotless' });
    // Another day than the first test's job: a professional cannot take two at once.
    const created = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id, { scheduledAt: slot(5) }), headers: { 'idempotency-key': newKey() } });
    const id = created.body.data._id as string;
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: marcus.token })).status).toBe(200);
    await t.app.ctx.outbox.drain();

    const notes = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=20', token: customer.token });
    const note = (notes.body.data.Notifications as { message: string; data: { bookingId?: string } }[]).find((n) => n.data.bookingId === id);
    expect(note?.message).toMatch(/^Marcus L\. \(5\.0 ★, 1 review\) accepted your booking/);

    const mail = await t.waitForMessage((m) => m.to === customer.email && /Marcus L\. will take care/.test(m.subject ?? ''));
    expect(mail.body).toContain('Identity verified · Phone verified');
    expect(mail.body).toContain(`/professionals/${marcus.providerId}`);
    expect(mail.body).toContain('5.0 out of 5 from 1 review');
    expect(mail.body).not.toContain(PRIVATE.lastName);
  });
});
