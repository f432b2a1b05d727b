// A provider's alert settings and the rules an alert follows: the channels they chose per kind, quiet
// hours (new jobs held back, assignments delayed) and the cap per hour, as seen in what leaves the
// outbox (emails and texts in the dev mailbox, queued pushes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { alertEndpoints, type AlertSettings } from '@hearth/shared/alerts/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { alertDeliveries, outbox, pushSubscriptions, serviceProviders, users } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture } from '../../test/booking-fixtures';
import { uniqueTestPhone } from '../../test/phone-numbers';

let t: TestApp;
let cleaningId: string;
let customer: { token: string };
let area = 0;

const url = alertEndpoints.settings.path;
const allOn = { push: true, sms: true, email: true };
const allOff = { push: false, sms: false, email: false };
const settings = (over: Partial<AlertSettings> = {}): AlertSettings => ({
  channels: { new_job: allOn, assigned: allOn, cancelled: allOn, message: allOn },
  quietHours: null,
  timeZone: 'America/Toronto',
  maxPerHour: 10,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', WEB_URL: 'https://hearth.example' },
  );
  await seedCatalogue(t.app.ctx);
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
  const maya = await t.createUser({ firstName: 'Maya' });
  await t.app.ctx.db.update(users).set({ lastName: 'Chen' }).where(eq(users.id, maya.id));
  customer = maya;
});
afterAll(() => t.close());

const get = (token: string) => t.call({ method: 'GET', url, token });
const put = (token: string, payload: object) => t.call({ method: 'PUT', url, token, payload });

/** A provider alone in a postal area of their own, who agreed to texts, with one push device. */
async function alertedProvider(): Promise<ProviderFixture & { email: string; phone: string; fsa: string }> {
  const fsa = `M4${'ABCEGHJKLMNPRSTVWXY'[area++]}`;
  const pro = await provider(t, { serviceIds: [cleaningId], areas: [fsa] });
  const [u] = await t.app.ctx.db.update(users).set({ smsJobAlerts: true }).where(eq(users.id, pro.userId)).returning();
  // Port 9 refuses at once: the push is queued like any other and its delivery fails fast.
  await t.app.ctx.db.insert(pushSubscriptions).values({ userId: pro.userId, endpoint: `http://127.0.0.1:9/push/${pro.userId}`, p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) });
  return { ...pro, email: u!.email, phone: u!.phone!, fsa };
}

let booked = 0;
/** A paid booking in the provider's area. */
async function book(fsa: string) {
  booked++;
  const postcode = `${fsa} 1A1`;
  const body = bookingBody(cleaningId, {
    scheduledAt: slot(1 + (booked % 5), ['08:00', '11:00', '14:00'][booked % 3]),
    address: { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode },
    zipcode: postcode,
  });
  const res = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: body, headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

/** What the outbox holds for a recipient (any state): emails and texts by address, pushes by the provider's devices. */
async function queued(pro: { userId: string; email: string; phone: string }) {
  const rows = await t.app.ctx.db.select().from(outbox).where(sql`${outbox.topic} in ('email', 'sms', 'push')`);
  const devices = (await t.app.ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, pro.userId))).map((d) => d.id);
  const mine = rows.filter((r) => {
    const p = r.payload as { to?: string; subscriptionId?: string };
    return (r.topic === 'email' && p.to === pro.email) || (r.topic === 'sms' && p.to === pro.phone) || (r.topic === 'push' && devices.includes(p.subscriptionId!));
  });
  return mine.map((r) => ({ topic: r.topic, payload: r.payload as Record<string, string>, availableAt: r.availableAt }));
}

const deliveries = (userId: string, bookingId: string) =>
  t.app.ctx.db.select().from(alertDeliveries).where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.bookingId, bookingId))).orderBy(alertDeliveries.id);

/** Quiet hours from an hour ago to an hour from now on Toronto's wall clock, whenever the test runs. */
function quietAroundNow() {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date());
  const minute = Number(parts.find((p) => p.type === 'hour')!.value) * 60 + Number(parts.find((p) => p.type === 'minute')!.value);
  const clock = (m: number) => {
    const w = (m + 1440) % 1440;
    return `${String(Math.floor(w / 60)).padStart(2, '0')}:${String(w % 60).padStart(2, '0')}`;
  };
  return { start: clock(minute - 60), end: clock(minute + 60) };
}

describe('alert settings', () => {
  it('gives a provider who never saved the defaults, in their province’s zone', async () => {
    const pro = await t.createUser({ role: 'serviceprovider', phone: uniqueTestPhone('416') });
    await t.app.ctx.db.update(serviceProviders).set({ province: 'BC' }).where(eq(serviceProviders.userId, pro.id));
    const res = await get(pro.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      channels: {
        new_job: { push: true, sms: false, email: false },
        assigned: { push: true, sms: true, email: true },
        cancelled: { push: true, sms: true, email: true },
        message: { push: true, sms: false, email: false },
      },
      quietHours: { start: '21:00', end: '07:00' },
      timeZone: 'America/Vancouver',
      maxPerHour: 10,
      smsTo: null,
      smsJobAlerts: false,
      emailTo: pro.email,
    });

    const noProvince = await t.createUser({ role: 'serviceprovider', phone: uniqueTestPhone('416') });
    expect((await get(noProvince.token)).body.data.timeZone).toBe('America/Toronto');
  });

  it('shows where texts go only once the provider agreed to them', async () => {
    const phone = uniqueTestPhone('416');
    const pro = await t.createUser({ role: 'serviceprovider', phone });
    expect((await get(pro.token)).body.data).toMatchObject({ smsTo: null, smsJobAlerts: false });
    await t.app.ctx.db.update(users).set({ smsJobAlerts: true }).where(eq(users.id, pro.id));
    expect((await get(pro.token)).body.data).toMatchObject({ smsTo: `•••-•••-${phone.slice(-4)}`, smsJobAlerts: true });
  });

  it('saves the settings and reads them back', async () => {
    const pro = await t.createUser({ role: 'serviceprovider', phone: uniqueTestPhone('416') });
    const saved = settings({ channels: { new_job: allOff, assigned: allOn, cancelled: { push: false, sms: true, email: false }, message: allOn }, quietHours: { start: '22:30', end: '06:15' }, timeZone: 'America/Halifax', maxPerHour: 3 });
    const res = await put(pro.token, saved);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject(saved);
    expect((await get(pro.token)).body.data).toMatchObject(saved);

    // Saving again replaces them; quiet hours can be turned off.
    await put(pro.token, settings({ quietHours: null, maxPerHour: 60 }));
    expect((await get(pro.token)).body.data).toMatchObject({ quietHours: null, maxPerHour: 60, timeZone: 'America/Toronto' });
  });

  it('refuses bad settings with a message on the field', async () => {
    const pro = await t.createUser({ role: 'serviceprovider', phone: uniqueTestPhone('416') });
    const cases: [Partial<AlertSettings> | Record<string, unknown>, string, string][] = [
      [{ quietHours: { start: '22:00', end: '22:00' } }, 'quietHours.end', 'Quiet hours must start and end at different times'],
      [{ quietHours: { start: '25:00', end: '07:00' } }, 'quietHours.start', 'Use a time as HH:MM'],
      [{ maxPerHour: 0 }, 'maxPerHour', 'Allow at least 1 alert an hour'],
      [{ maxPerHour: 61 }, 'maxPerHour', 'Allow at most 60 alerts an hour'],
      [{ timeZone: 'Europe/Paris' }, 'timeZone', 'Choose a time zone'],
    ];
    for (const [over, field, message] of cases) {
      const res = await put(pro.token, { ...settings(), ...over });
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    // Nothing was saved: still the defaults.
    expect((await get(pro.token)).body.data.quietHours).toEqual({ start: '21:00', end: '07:00' });
  });

  it('is for providers only', async () => {
    const admin = await t.createUser({ role: 'admin' });
    expect((await get(customer.token)).status).toBe(403);
    expect((await put(admin.token, settings())).status).toBe(403);
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
  });
});

describe('alerts', () => {
  it('tells a matching provider about a paid booking by push, text and email, linking to the job', async () => {
    const pro = await alertedProvider();
    expect((await put(pro.token, settings())).status).toBe(200);
    const id = await book(pro.fsa);
    const jobPage = `https://hearth.example/serviceprovider/servicerequest/${id}`;

    const mail = await t.waitForMessage((m) => m.channel === 'email' && m.to === pro.email);
    expect(mail.subject).toBe(`New job available: Standard House Cleaning in ${pro.fsa} (Toronto)`);
    expect(mail.body).toContain(jobPage);
    expect(mail.html).toContain(`href="${jobPage}"`);
    expect(mail.body).not.toContain('12 Front St W');
    const text = await t.waitForMessage((m) => m.channel === 'sms' && m.to === pro.phone);
    expect(text.body).toMatch(/^Hearth: new job available, Standard House Cleaning on .+ in M\dA \(Toronto\), you earn \$[\d.]+\. (\S+)$/);
    expect(text.body.split(' ').at(-1)).toBe(jobPage);
    const pushes = (await queued(pro)).filter((q) => q.topic === 'push');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.payload).toMatchObject({ title: 'New job available', url: jobPage, tag: expect.stringMatching(/^new_job:/) });
    expect(pushes[0]!.payload.body).toMatch(/^Standard House Cleaning on .+\. You earn \$[\d.]+\.$/);
  });

  it('goes only to the channels the provider chose, and nowhere when all are off', async () => {
    const pushOnly = await alertedProvider();
    await put(pushOnly.token, settings({ channels: { ...settings().channels, new_job: { push: true, sms: false, email: false } } }));
    const first = await book(pushOnly.fsa);
    await t.app.ctx.outbox.drain();
    expect((await queued(pushOnly)).map((q) => q.topic)).toEqual(['push']);
    expect(await deliveries(pushOnly.userId, first)).toMatchObject([{ kind: 'new_job', channels: ['push'], heldBack: null }]);

    const none = await alertedProvider();
    await put(none.token, settings({ channels: { ...settings().channels, new_job: allOff } }));
    const second = await book(none.fsa);
    await t.app.ctx.outbox.drain();
    expect(await queued(none)).toEqual([]);
    expect(await deliveries(none.userId, second)).toMatchObject([{ channels: [], heldBack: 'no_channel' }]);
    // The in-app notification still tells them.
    const bell = await t.call({ method: 'GET', url: '/api/notification/list', token: none.token });
    expect(bell.body.data.Notifications.some((n: { event: string; data: { bookingId?: string } }) => n.event === 'NewBookingAlert' && n.data.bookingId === second)).toBe(true);
  });

  it('holds back a new job during quiet hours but delays an assignment to their end', async () => {
    const pro = await alertedProvider();
    const quiet = quietAroundNow();
    await put(pro.token, settings({ quietHours: quiet }));
    const id = await book(pro.fsa);
    await t.app.ctx.outbox.drain();
    expect(await queued(pro)).toEqual([]);
    expect(await deliveries(pro.userId, id)).toMatchObject([{ kind: 'new_job', channels: [], heldBack: 'quiet_hours' }]);

    const admin = await t.createUser({ role: 'admin' });
    const before = Date.now();
    const res = await t.call({ method: 'POST', url: `/api/admin/bookings/${id}/assign`, token: admin.token, payload: { providerId: pro.providerId, currentProviderId: null } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const waiting = await queued(pro);
    // Email and text wait for the end of quiet hours (an hour from now, to the minute); a push cannot wait, so none is queued.
    expect(waiting.map((q) => q.topic).sort()).toEqual(['email', 'sms']);
    for (const q of waiting) {
      const wait = q.availableAt.getTime() - before;
      expect(wait).toBeGreaterThan(58 * 60_000);
      expect(wait).toBeLessThanOrEqual(60 * 60_000);
    }
    expect(waiting.find((q) => q.topic === 'email')!.payload.subject).toBe('Hearth assigned you a job: Standard House Cleaning');
    expect(waiting.find((q) => q.topic === 'sms')!.payload.body).toContain(`https://hearth.example/serviceprovider/servicerequest/${id}`);
    expect(await deliveries(pro.userId, id)).toMatchObject([{ heldBack: 'quiet_hours' }, { kind: 'assigned', channels: ['sms', 'email'], heldBack: null }]);
  });

  it('holds back the new job alert past the cap per hour', async () => {
    const pro = await alertedProvider();
    await put(pro.token, settings({ channels: { ...settings().channels, new_job: { push: false, sms: false, email: true } }, maxPerHour: 10 }));
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) ids.push(await book(pro.fsa));
    await t.app.ctx.outbox.drain();
    expect((await queued(pro)).filter((q) => q.topic === 'email')).toHaveLength(10);
    expect(await deliveries(pro.userId, ids[10]!)).toMatchObject([{ channels: [], heldBack: 'hourly_cap' }]);
  });

  it('tells the provider when a customer writes to them', async () => {
    const pro = await alertedProvider();
    await put(pro.token, settings({ channels: { ...settings().channels, message: { push: true, sms: false, email: true } } }));
    const id = await book(pro.fsa);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token, payload: {} })).status).toBe(200);
    const sent = await t.call({ method: 'POST', url: `/api/booking/${id}/messages`, token: customer.token, payload: { text: 'The side door is open, see you then.' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const mail = await t.waitForMessage((m) => m.channel === 'email' && m.to === pro.email && /sent you a message/.test(m.subject ?? ''));
    expect(mail.subject).toBe('Maya C. sent you a message about Standard House Cleaning');
    expect(mail.body).toContain('The side door is open, see you then.');
    const push = (await queued(pro)).find((q) => q.topic === 'push' && q.payload.tag === `message:${id}`);
    expect(push?.payload).toMatchObject({ title: 'New message from Maya C.', body: 'The side door is open, see you then.', url: `https://hearth.example/serviceprovider/servicerequest/${id}` });
    expect(mail.html).toContain(`href="https://hearth.example/serviceprovider/servicerequest/${id}"`);
  });
});
