import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inTransaction } from '../../outbox/outbox';
import { notify } from '../events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function notifyMany(userId: string, n: number) {
  for (let i = 1; i <= n; i++) {
    await inTransaction(t.app.ctx, (tx) => notify(t.app.ctx, tx, [userId], 'NewBookingAlert', `Booking ${i}`, { bookingId: `b${i}` }));
  }
}

describe('notifications in each reader\'s language', () => {
  it('writes a message once per language, each recipient reading their own, and says which language it is in', async () => {
    const english = await t.createUser();
    const french = await t.createUser();
    await t.call({ method: 'PUT', url: '/api/user/locale', token: french.token, payload: { locale: 'fr' } });
    await inTransaction(t.app.ctx, (tx) =>
      notify(t.app.ctx, tx, [english.id, french.id], 'NewBookingAlert', (locale) => (locale === 'fr' ? 'Votre réservation est acceptée' : 'Your booking was accepted')),
    );
    const list = async (token: string) => (await t.call({ method: 'GET', url: '/api/notification/list', token })).body.data.Notifications[0];
    expect(await list(english.token)).toMatchObject({ message: 'Your booking was accepted', locale: 'en' });
    expect(await list(french.token)).toMatchObject({ message: 'Votre réservation est acceptée', locale: 'fr' });
  });
});

describe('notification list', () => {
  it('pages 5 at a time, newest first, with the page count', async () => {
    const u = await t.createUser();
    await notifyMany(u.id, 7);
    const first = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=5', token: u.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ pages: 2, total: 7, unread: 7 });
    expect(first.body.data.Notifications.map((n: { message: string }) => n.message)).toEqual(['Booking 7', 'Booking 6', 'Booking 5', 'Booking 4', 'Booking 3']);
    expect(first.body.data.Notifications[0]).toEqual({
      _id: expect.any(String),
      event: 'NewBookingAlert',
      message: 'Booking 7',
      locale: 'en',
      data: { bookingId: 'b7' },
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Time-ordered ids (UUID v7), so a booking alert's rows share the key's last page: the first 48 bits are the time of writing.
    const id: string = first.body.data.Notifications[0]._id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Math.abs(parseInt(id.replace(/-/g, '').slice(0, 12), 16) - Date.now())).toBeLessThan(60_000);
    const second = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=2', token: u.token });
    expect(second.body.data.Notifications.map((n: { message: string }) => n.message)).toEqual(['Booking 2', 'Booking 1']);
    const empty = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=3', token: u.token });
    expect(empty.body.data.Notifications).toEqual([]);
  });

  it('never shows another user’s notifications', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await notifyMany(a.id, 2);
    const res = await t.call({ method: 'GET', url: '/api/notification/list', token: b.token });
    expect(res.body.data).toMatchObject({ Notifications: [], total: 0, pages: 1 });
    const aList = await t.call({ method: 'GET', url: '/api/notification/list', token: a.token });
    const id = aList.body.data.Notifications[0]._id;
    const steal = await t.call({ method: 'PATCH', url: `/api/notification/${id}/read`, token: b.token });
    expect(steal.status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/notification/unread-count', token: a.token })).body.data).toBe(2);
  });

  it('marks one and then all as read', async () => {
    const u = await t.createUser();
    await notifyMany(u.id, 3);
    const list = await t.call({ method: 'GET', url: '/api/notification/list', token: u.token });
    const one = await t.call({ method: 'PATCH', url: `/api/notification/${list.body.data.Notifications[0]._id}/read`, token: u.token });
    expect(one.body.data.isRead).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/notification/unread-count', token: u.token })).body.data).toBe(2);
    const all = await t.call({ method: 'PATCH', url: '/api/notification/read-all', token: u.token });
    expect(all.body.data).toEqual({ updated: 2 });
    expect((await t.call({ method: 'GET', url: '/api/notification/unread-count', token: u.token })).body.data).toBe(0);
  });

  it('answers 404 for an id that cannot name a notification', async () => {
    const u = await t.createUser();
    const res = await t.call({ method: 'PATCH', url: '/api/notification/not-a-uuid/read', token: u.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Notification not found');
  });

  it('validates paging and needs a token', async () => {
    const u = await t.createUser();
    const bad = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=0&size=500', token: u.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ pageNo: 'pageNo starts at 1', size: 'size must be between 1 and 50' });
    expect((await t.call({ method: 'GET', url: '/api/notification/list' })).status).toBe(401);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const u = await t.createUser();
    await t.app.ctx.db
      .transaction(async (tx) => {
        await notify(t.app.ctx, tx, [u.id], 'CancelBooking', 'Booking Cancelled');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await t.call({ method: 'GET', url: '/api/notification/list', token: u.token })).body.data.total).toBe(0);
  });
});

describe('dev notification tool', () => {
  it('lets an admin raise an event for a user, and nobody else', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const customer = await t.createUser();
    const body = { userIds: [customer.id], event: 'AssignProvider', message: 'Provider Assigned By Admin' };
    expect((await t.call({ method: 'POST', url: '/api/dev/notify', token: customer.token, payload: body })).status).toBe(403);
    const bad = await t.call({ method: 'POST', url: '/api/dev/notify', token: admin.token, payload: { ...body, event: 'Nope' } });
    expect(bad.status).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/dev/notify', token: admin.token, payload: body })).status).toBe(200);
    const list = await t.call({ method: 'GET', url: '/api/notification/list', token: customer.token });
    expect(list.body.data.Notifications[0]).toMatchObject({ event: 'AssignProvider', message: 'Provider Assigned By Admin' });
  });
});
