// Every API route × every kind of caller, generated from the app's route table (plugins/auth.ts), so a
// new route is covered the day it is added: its declared access decides 401/403, and a route whose
// path names someone's data must say in OWNERSHIP what each caller gets, or this test fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipartBody } from '../test/multipart';
import type { RouteAccess } from '../plugins/auth';
import { seedCatalogue } from '../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, slot, startedAMinuteAgo } from '../test/booking-fixtures';

const PERSONAS = ['anonymous', 'customer', 'otherCustomer', 'providerUnapproved', 'providerApproved', 'otherProvider', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];
const ROLE: Record<Exclude<Persona, 'anonymous'>, 'customer' | 'serviceprovider' | 'admin'> = {
  customer: 'customer',
  otherCustomer: 'customer',
  providerUnapproved: 'serviceprovider',
  providerApproved: 'serviceprovider',
  otherProvider: 'serviceprovider',
  admin: 'admin',
};

/**
 * What each caller the route's access lets in gets, for routes whose path names someone's data:
 * 'ok' = served (anything but 401/403/404), 'own' = the param names something of the caller's own
 * or a public thing, so nobody is a stranger (anything but 401/403), or the exact refusal.
 * Strangers get 404: they must not learn that the thing exists.
 */
type Outcome = 'ok' | 'own' | 403 | 404;
const OWNERSHIP: Record<string, Partial<Record<Persona, Outcome>>> = {
  'PATCH /api/notification/:id/read': { customer: 'ok', otherCustomer: 404, providerUnapproved: 404, providerApproved: 404, otherProvider: 404, admin: 404 },
  'GET /api/service-provider/document/:docname': { providerUnapproved: 'own', providerApproved: 'own', otherProvider: 'own' },
  'GET /api/booking/:id': { customer: 'ok', otherCustomer: 404, providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404, admin: 'ok' },
  'POST /api/booking/:id/cancel': { customer: 'ok', otherCustomer: 404, providerUnapproved: 403, providerApproved: 'ok', otherProvider: 404, admin: 'ok' },
  // Accepting is about being offered the job, not owning it: one never offered is refused whatever its state.
  'POST /api/booking/:id/accept': { providerUnapproved: 403, providerApproved: 'ok', otherProvider: 403 },
  // Only the booking's customer, and only for what the booking is in (a 409 is still served).
  'POST /api/booking/:id/report-problem': { customer: 'ok', otherCustomer: 404 },
  'POST /api/booking/:id/payment-method': { customer: 'ok', otherCustomer: 404 },
  // Declining is only for a job still on offer to the provider: the fixture's job is taken, so nobody finds it.
  'POST /api/booking/:id/decline': { providerUnapproved: 403, providerApproved: 404, otherProvider: 404 },
  'DELETE /api/booking/:id/decline': { providerUnapproved: 403, providerApproved: 404, otherProvider: 404 },
  // One job on offer: the fixture's job is taken, so even its provider finds it only as their job (GET /api/booking/:id).
  'GET /api/booking/available-bookings/:id': { providerUnapproved: 403, providerApproved: 404, otherProvider: 404 },
  'DELETE /api/service-provider/time-off/:id': { providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404 },
  // A provider's own Web Push device; strangers are told it does not exist.
  'DELETE /api/push/devices/:id': { providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404 },
  'POST /api/push/devices/:id/test': { providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404 },
  'POST /api/booking/:id/start': { providerUnapproved: 403, providerApproved: 'ok', otherProvider: 404 },
  'POST /api/booking/:id/complete': { providerUnapproved: 403, providerApproved: 'ok', otherProvider: 404 },
  'POST /api/booking/:id/on-my-way': { providerUnapproved: 403, providerApproved: 'ok', otherProvider: 404 },
  // Another time: the booking's customer asks or withdraws, its professional answers (a 409 is still served).
  'POST /api/booking/:id/reschedule': { customer: 'ok', otherCustomer: 404 },
  'DELETE /api/booking/:id/reschedule': { customer: 'ok', otherCustomer: 404 },
  'POST /api/booking/:id/reschedule/accept': { providerUnapproved: 403, providerApproved: 'ok', otherProvider: 404 },
  'POST /api/booking/:id/reschedule/decline': { providerUnapproved: 403, providerApproved: 'ok', otherProvider: 404 },
  // Only the reviewed job's professional answers; anyone signed in but the author may report.
  'POST /api/review/:id/reply': { providerUnapproved: 403, providerApproved: 'ok', otherProvider: 404 },
  'POST /api/review/:id/report': { customer: 403, otherCustomer: 'ok', providerUnapproved: 'ok', providerApproved: 'ok', otherProvider: 'ok', admin: 'ok' },
  'PUT /api/user/addresses/:id': { customer: 'ok', otherCustomer: 404 },
  'DELETE /api/user/addresses/:id': { customer: 'ok', otherCustomer: 404 },
  'POST /api/user/addresses/:id/default': { customer: 'ok', otherCustomer: 404 },
  'PUT /api/user/wishlist/:serviceId': { customer: 'own', otherCustomer: 'own' },
  'DELETE /api/user/wishlist/:serviceId': { customer: 'own', otherCustomer: 'own' },
  'DELETE /api/user/payment-methods/:id': { customer: 'ok', otherCustomer: 404 },
  'POST /api/user/payment-methods/:id/default': { customer: 'ok', otherCustomer: 404 },
  'GET /api/booking/:id/messages': { customer: 'ok', otherCustomer: 404, providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404, admin: 'ok' },
  // Admins read conversations but never write in them (their own message, not an access rule).
  'POST /api/booking/:id/messages': { customer: 'ok', otherCustomer: 404, providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404, admin: 403 },
  'POST /api/booking/:id/messages/read': { customer: 'ok', otherCustomer: 404, providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404, admin: 'ok' },
  'GET /api/booking/:id/messages/attachments/:attachmentId': { customer: 'ok', otherCustomer: 404, providerUnapproved: 404, providerApproved: 'ok', otherProvider: 404, admin: 'ok' },
  // Tax invoices are between the platform and the customer: the provider is refused by role.
  'GET /api/booking/:id/invoices': { customer: 'ok', otherCustomer: 404, admin: 'ok' },
  'GET /api/invoices/:id/pdf': { customer: 'ok', otherCustomer: 404, admin: 'ok' },
  // The month names no one's data: each provider gets their own statement.
  'GET /api/service-provider/statements/:month.pdf': { providerUnapproved: 'own', providerApproved: 'own', otherProvider: 'own' },
  'GET /api/service-provider/statements/:month.csv': { providerUnapproved: 'own', providerApproved: 'own', otherProvider: 'own' },
};

/** Provider routes that need an approved provider: the unapproved one gets 403 with this message. */
const APPROVAL_MESSAGE = 'Your account is waiting for approval. Complete your business details to get approved.';
const APPROVAL_GATED = new Set([
  'GET /api/service-provider/category/list',
  'POST /api/service-provider/category',
  'PATCH /api/service-provider/category',
  'GET /api/service-provider/fetch-stripe-account',
  'GET /api/service-provider/stripe-account',
  'POST /api/service-provider/external-account',
  'GET /api/booking/available-bookings',
  'GET /api/booking/available-bookings-count',
  'GET /api/booking/available-bookings/:id',
  'POST /api/booking/:id/cancel',
  'POST /api/booking/:id/accept',
  'POST /api/booking/:id/decline',
  'DELETE /api/booking/:id/decline',
  'POST /api/booking/:id/start',
  'POST /api/booking/:id/complete',
  'POST /api/booking/:id/on-my-way',
  'POST /api/booking/:id/reschedule/accept',
  'POST /api/booking/:id/reschedule/decline',
  'GET /api/service-provider/mybookings',
  'GET /api/service-provider/mybookings-count',
  'GET /api/service-provider/mytransactions',
  'GET /api/service-provider/mytransactions.csv',
  'GET /api/service-provider/statements/:month.pdf',
  'GET /api/service-provider/statements/:month.csv',
  'GET /api/service-provider/dashboard',
  'GET /api/service-provider/reviews',
  'POST /api/review/:id/reply',
]);

/**
 * 'public' in the table but authenticated by the route itself: the socket before the upgrade
 * (auth-tokens.test.ts), a simulated device's push service by the push's VAPID signature (push.test.ts).
 */
const SELF_AUTHENTICATED = new Set(['GET /ws', 'POST /api/dev/push-service/:deviceId']);
/** They end the caller's sessions: called with a throwaway account of the same role. */
const SESSION_ENDING = new Set(['PATCH /api/auth/deactivate', 'POST /api/auth/logout-all']);
/** They move the fixture booking on (start, complete): run after every route that reads it. */
const RUN_LAST = new Set(['POST /api/booking/:id/start', 'POST /api/booking/:id/complete', 'DELETE /api/push/devices/:id']);

/**
 * Well-formed bodies for the callers that must be refused (strangers, unapproved providers), so the
 * refusal cannot be a validation error. Callers let in send ALLOWED_BODIES or `{}` (a 400 is fine):
 * a valid cancellation or a new set of services would change the fixture under the other routes.
 */
function refusedBodies(): Record<string, unknown> {
  return {
    'POST /api/booking/:id/cancel': { reason: 'Changed my mind' },
    'POST /api/booking/:id/messages': ALLOWED_BODIES['POST /api/booking/:id/messages'],
    'POST /api/booking/:id/report-problem': { description: 'The kitchen was not cleaned at all.' },
    'POST /api/booking/:id/payment-method': { paymentMethodId: 'pm_card_visa' },
    'POST /api/booking/:id/on-my-way': { etaMinutes: 20 },
    'POST /api/booking/:id/reschedule': { startsAt: slot(6) },
    'PUT /api/user/addresses/:id': ADDRESS,
    'POST /api/review/:id/reply': { reply: 'Thank you!' },
    'POST /api/review/:id/report': { reason: 'offensive' },
    'POST /api/service-provider/category': { services: [f.serviceId], areas: [{ kind: 'fsa', value: 'M5V' }] },
    'PATCH /api/service-provider/category': { areas: [{ kind: 'fsa', value: 'M5V' }] },
    'POST /api/service-provider/external-account': { routing_number: '11000-003', account_number: '123456789012', password: 'Correct-Horse-9' },
  };
}
const ADDRESS = { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' };
/** Harmless when it works: one more message, the same address again. */
const ALLOWED_BODIES: Record<string, unknown> = {
  'POST /api/booking/:id/messages': { text: 'See you Tuesday' },
  'PUT /api/user/addresses/:id': ADDRESS,
};

/** An id that names nothing: admin-only routes whose objects this fixture does not create get it. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const tokens = {} as Record<Exclude<Persona, 'anonymous'>, string>;
const f = {} as {
  bookingId: string;
  adminBookingId: string;
  invoiceId: string;
  attachmentId: string;
  notificationId: string;
  addressId: string;
  cardId: string;
  serviceId: string;
  serviceSlug: string;
  categoryId: string;
  otherServiceId: string;
  otherCategoryId: string;
  inquiryId: string;
  targetUserId: string;
  targetProviderId: string;
  timeOffId: string;
  pushDeviceId: string;
  reviewId: string;
  professionalId: string;
};

async function expectStatus(res: Promise<{ status: number; body: unknown }>, status: number) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body as { data: Record<string, unknown> & { _id: string } };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', RATE_LIMIT_FORMS_PER_HOUR: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  const other = await serviceBySlug(t, 'moving-helpmovers');
  Object.assign(f, { serviceId: cleaning.id, serviceSlug: cleaning.slug, categoryId: cleaning.categoryId, otherServiceId: other.id, otherCategoryId: other.categoryId });

  const [customer, otherCustomer, admin, target] = await Promise.all([t.createUser(), t.createUser(), t.createUser({ role: 'admin' }), t.createUser()]);
  const [approved, unapproved, otherPro, targetPro] = await Promise.all([
    provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] }),
    provider(t, { serviceIds: [cleaning.id], areas: ['M5V'], approved: false }),
    provider(t, { serviceIds: [cleaning.id], areas: ['H2X'] }), // approved, but never offered this booking
    provider(t, { serviceIds: [], areas: [], approved: false }),
  ]);
  Object.assign(tokens, { customer: customer.token, otherCustomer: otherCustomer.token, admin: admin.token, providerApproved: approved.token, providerUnapproved: unapproved.token, otherProvider: otherPro.token });
  Object.assign(f, { targetUserId: target.id, targetProviderId: targetPro.providerId, professionalId: approved.providerId });

  // The customer's booking, accepted by the approved provider; a second one for the admin's booking actions.
  const book = (scheduledAt: string) =>
    expectStatus(t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id, { scheduledAt }), headers: { 'idempotency-key': newKey() } }), 201);
  f.bookingId = (await book(slot(3))).data._id;
  f.adminBookingId = (await book(slot(6))).data._id;
  await expectStatus(t.call({ method: 'POST', url: `/api/booking/${f.bookingId}/accept`, token: approved.token }), 200);
  // A job done and charged, for its tax invoice.
  const invoiced = (await book(slot(2))).data._id;
  await expectStatus(t.call({ method: 'POST', url: `/api/booking/${invoiced}/accept`, token: approved.token }), 200);
  await startedAMinuteAgo(t, invoiced);
  await expectStatus(t.call({ method: 'POST', url: `/api/booking/${invoiced}/start`, token: approved.token }), 200);
  await expectStatus(t.call({ method: 'POST', url: `/api/booking/${invoiced}/complete`, token: approved.token }), 200);
  await t.app.ctx.outbox.drain();
  const issued = await t.call<{ data: { _id: string }[] }>({ method: 'GET', url: `/api/booking/${invoiced}/invoices`, token: customer.token });
  expect(issued.body.data, JSON.stringify(issued.body)).toHaveLength(1);
  f.invoiceId = issued.body.data[0]!._id;
  const review = await expectStatus(t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: invoiced, rating: 5, review: 'Spotless' } }), 201);
  f.reviewId = review.data._id;
  // Inside its start window, so the provider's start and complete are let in.
  await startedAMinuteAgo(t, f.bookingId);

  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } }).png().toBuffer();
  const withFile = multipartBody([
    { name: 'text', value: 'The gate code is 1234' },
    { name: 'files', filename: 'gate.png', contentType: 'image/png', content: png },
  ]);
  const message = await expectStatus(t.call({ method: 'POST', url: `/api/booking/${f.bookingId}/messages`, token: customer.token, ...withFile }), 201);
  f.attachmentId = (message.data.attachments as { _id: string }[])[0]!._id;

  const address = await expectStatus(t.call({ method: 'POST', url: '/api/user/addresses', token: customer.token, payload: ADDRESS }), 201);
  f.addressId = address.data._id;
  const card = await t.call({ method: 'POST', url: '/api/user/payment-methods', token: customer.token, payload: { paymentMethodId: 'pm_card_mastercard' } });
  expect([200, 201], JSON.stringify(card.body)).toContain(card.status);
  f.cardId = card.body.data._id;
  await expectStatus(t.call({ method: 'PUT', url: `/api/user/wishlist/${cleaning.id}`, token: customer.token }), 200);
  const inquiry = await expectStatus(t.call({ method: 'POST', url: '/api/inquiry', payload: { email: 'visitor@example.ca', phonenumber: '416-555-0123', description: 'Do you clean condos?' } }), 201);
  f.inquiryId = inquiry.data._id;
  const timeOff = await expectStatus(t.call({ method: 'POST', url: '/api/service-provider/time-off', token: approved.token, payload: { startsOn: '2099-01-01', endsOn: '2099-01-02' } }), 200);
  f.timeOffId = timeOff.data._id;
  const device = await expectStatus(
    t.call({ method: 'POST', url: '/api/push/devices', token: approved.token, payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-fixture', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } } }),
    200,
  );
  f.pushDeviceId = device.data._id;

  await t.app.ctx.outbox.drain();
  const notes = await expectStatus(t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=10', token: customer.token }), 200);
  f.notificationId = (notes.data.Notifications as { _id: string }[])[0]!._id;
}, 120_000);
afterAll(() => t?.close());

/** The fixture's real ids for a route's params; a param nobody planned for fails loudly. */
function paramsFor(url: string): Record<string, string> {
  const byPrefix: [string, Record<string, string>][] = [
    ['/api/booking/', { id: f.bookingId, attachmentId: f.attachmentId }],
    ['/api/notification/', { id: f.notificationId }],
    ['/api/user/addresses/', { id: f.addressId }],
    ['/api/user/payment-methods/', { id: f.cardId }],
    ['/api/user/wishlist/', { serviceId: f.serviceId }],
    ['/api/service-provider/document/', { docname: 'idProof' }],
    ['/api/service-provider/statements/', { month: '2026-01' }],
    ['/api/service-provider/time-off/', { id: f.timeOffId }],
    ['/api/push/devices/', { id: f.pushDeviceId }],
    // The calendar feed's secret: one nobody holds.
    ['/api/calendar-feed/', { token: 'A'.repeat(43) }],
    ['/api/invoices/', { id: f.invoiceId }],
    // Admin actions aim at objects kept for them, so an approval or a cancellation cannot disturb the rest.
    ['/api/admin/bookings/', { id: f.adminBookingId }],
    ['/api/admin/providers/', { id: f.targetProviderId, docname: 'idProof', itemId: UNKNOWN_ID }],
    ['/api/admin/users/', { id: f.targetUserId }],
    ['/api/admin/inbox/', { kind: 'inquiry', id: f.inquiryId }],
    ['/api/admin/catalogue/categories/', { id: f.otherCategoryId }],
    ['/api/admin/catalogue/services/', { id: f.otherServiceId, slug: 'no-such-slug' }],
    ['/api/admin/', { id: UNKNOWN_ID }],
    // Public routes: real names where they exist.
    ['/api/category/', { id: f.categoryId }],
    ['/api/service/', { slug: f.serviceSlug }],
    ['/api/review/service/', { slug: f.serviceSlug }],
    ['/api/review/', { id: f.reviewId, providerId: f.professionalId }],
    ['/api/professionals/', { id: f.professionalId }],
    ['/api/cms/', { kind: 'howitworks', slug: 'about-us' }],
    ['/api/blog/', { slug: 'no-such-post' }],
    ['/api/auth/', { token: 'no-such-token' }],
    ['/uploads/', { variant: 'thumb', name: 'no-such-file.webp' }],
    // The dev mailbox's files (development only, like the mailbox itself).
    ['/api/dev/outbox/', { id: '1', index: '0' }],
  ];
  return byPrefix.find(([prefix]) => url.startsWith(prefix))?.[1] ?? {};
}

function concrete(route: RouteAccess) {
  const params = paramsFor(route.url);
  return route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no fixture value for :${name} in ${route.method} ${route.url}: add it to paramsFor`);
    return value;
  });
}

const key = (r: RouteAccess) => `${r.method} ${r.url}`;
const hasParams = (r: RouteAccess) => r.url.includes(':');
const adminOnly = (r: RouteAccess) => Array.isArray(r.access) && r.access.length === 1 && r.access[0] === 'admin';
const admits = (r: RouteAccess, p: Persona) => p !== 'anonymous' && (r.access === 'user' || r.access === 'public' || (r.access as string[]).includes(ROLE[p]));

type Expected = { status: number } | { notIn: number[] };
function expectedFor(route: RouteAccess, persona: Persona): Expected {
  if (route.access === 'public') return { notIn: [401, 403] };
  if (persona === 'anonymous') return { status: 401 };
  if (!admits(route, persona)) return { status: 403 };
  if (persona === 'providerUnapproved' && APPROVAL_GATED.has(key(route))) return { status: 403 };
  const outcome = OWNERSHIP[key(route)]?.[persona];
  if (outcome === 'ok') return { notIn: [401, 403, 404] };
  if (typeof outcome === 'number') return { status: outcome };
  return { notIn: [401, 403] };
}

async function fresh(persona: Exclude<Persona, 'anonymous'>) {
  if (persona === 'providerApproved' || persona === 'otherProvider') return (await provider(t, { serviceIds: [], areas: [] })).token;
  return (await t.createUser({ role: ROLE[persona], verificationStatus: 'submitted' })).token;
}

describe('authorization matrix', () => {
  it('keeps every admin route under /api/admin and for admins only', () => {
    const admin = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(5);
    for (const route of admin) expect({ route: key(route), access: route.access }).toEqual({ route: key(route), access: ['admin'] });
  });

  it('lists every route with a path param that is not public or admin-only in the ownership table, for every caller it admits', () => {
    const problems: string[] = [];
    for (const route of t.app.routeTable) {
      if (route.access === 'public' || adminOnly(route) || !hasParams(route)) continue;
      const entry = OWNERSHIP[key(route)];
      if (!entry) {
        problems.push(`add ${key(route)} to the ownership table`);
        continue;
      }
      const admitted = PERSONAS.filter((p) => admits(route, p));
      const listed = Object.keys(entry);
      if (admitted.some((p) => !listed.includes(p)) || listed.some((p) => !admitted.includes(p as Persona))) {
        problems.push(`${key(route)}: the ownership table must list exactly ${admitted.join(', ')}`);
      }
    }
    for (const stale of Object.keys(OWNERSHIP)) if (!t.app.routeTable.some((r) => key(r) === stale)) problems.push(`${stale} is in the ownership table but not a route`);
    for (const gated of APPROVAL_GATED) if (!t.app.routeTable.some((r) => key(r) === gated)) problems.push(`${gated} is in APPROVAL_GATED but not a route`);
    expect(problems).toEqual([]);
  });

  it('answers every caller of every route as its access and ownership say', async () => {
    const started = Date.now();
    const routes = t.app.routeTable.filter((r) => !SELF_AUTHENTICATED.has(key(r)));
    const phase = (r: RouteAccess) => (RUN_LAST.has(key(r)) ? 2 : r.method === 'DELETE' ? 1 : 0);
    const ordered = [...routes].sort((a, b) => phase(a) - phase(b));
    const failures: string[] = [];
    const REFUSED_BODIES = refusedBodies();
    let cells = 0;
    for (const route of ordered) {
      const url = concrete(route);
      // Refusals first, so the callers who may act on the fixture do so only after everyone else was refused.
      const personas = [...PERSONAS].sort((a, b) => Number('notIn' in expectedFor(route, a)) - Number('notIn' in expectedFor(route, b)));
      for (const persona of personas) {
        const expected = expectedFor(route, persona);
        const refused = 'status' in expected;
        const body = route.method === 'GET' ? undefined : ((refused ? REFUSED_BODIES : ALLOWED_BODIES)[key(route)] ?? {});
        const token = persona === 'anonymous' ? undefined : SESSION_ENDING.has(key(route)) && !refused ? await fresh(persona) : tokens[persona];
        const res = await t.call({ method: route.method as 'GET', url, token, payload: body as object | undefined });
        cells++;
        const ok = 'status' in expected ? res.status === expected.status : !expected.notIn.includes(res.status);
        const gatedRight = persona !== 'providerUnapproved' || !APPROVAL_GATED.has(key(route)) || (res.body as { message?: string }).message === APPROVAL_MESSAGE;
        if (!ok || !gatedRight) {
          failures.push(`${key(route)} as ${persona}: got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}, expected ${'status' in expected ? expected.status : `not ${expected.notIn.join('/')}`}`);
        }
      }
    }
    console.info(`authorization matrix: ${routes.length} routes × ${PERSONAS.length} callers = ${cells} cells in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  }, 120_000);
});
