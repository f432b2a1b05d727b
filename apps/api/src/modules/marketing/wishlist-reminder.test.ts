// The one marketing email so far: a reminder after a wishlist save. It carries a working
// unsubscribe link and one-click headers, and is not sent to someone who opted out or booked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingBody, newKey, serviceBySlug } from '../../test/booking-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WISHLIST_REMINDER_HOURS: '0', RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
});
afterAll(() => t.close());

const save = (token: string, serviceId: string) => t.call({ method: 'PUT', url: `/api/user/wishlist/${serviceId}`, token });
async function mailTo(email: string) {
  await t.app.ctx.outbox.drain(); // the reminder job, then the email it enqueues
  await t.app.ctx.outbox.drain();
  return (await t.call({ method: 'GET', url: '/api/dev/outbox' })).body.filter((m: { to: string; subject: string }) => m.to === email && m.subject.startsWith('Ready to book'));
}

describe('wishlist reminder', () => {
  it('reminds once, with an unsubscribe link that works, and then stays silent', async () => {
    const c = await t.createUser({ firstName: 'Lea' });
    const service = await serviceBySlug(t, 'deep-cleaning');
    await save(c.token, service.id);
    await save(c.token, service.id); // saved already: no second reminder
    const [mail, ...more] = await mailTo(c.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Ready to book Deep Cleaning?');
    expect(mail.body).toContain('/services/deep-cleaning/book');
    const token = decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(mail.body)![1]!);

    // The mail client's one-click POST (RFC 8058): a form body, the token in the URL.
    const oneClick = await t.app.inject({ method: 'POST', url: `/api/auth/unsubscribe?token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: c.token })).body.data.marketingEmails).toBe(false);

    await save(c.token, (await serviceBySlug(t, 'tv-mounting')).id);
    expect(await mailTo(c.email)).toHaveLength(1); // still only the first one
  });

  it('is not sent once the service is booked or removed', async () => {
    // A later reminder this time (the usual kind), brought forward once the customer has acted.
    const later = await createTestApp({ WISHLIST_REMINDER_HOURS: '72', RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
    try {
      await seedCatalogue(later.app.ctx);
      const c = await later.createUser();
      const [cleaning, lawn] = await Promise.all(['standard-house-cleaning', 'lawn-maintenance'].map((slug) => serviceBySlug(later, slug)));
      for (const id of [cleaning!.id, lawn!.id]) await later.call({ method: 'PUT', url: `/api/user/wishlist/${id}`, token: c.token });
      const booked = await later.call({ method: 'POST', url: '/api/booking', token: c.token, payload: bookingBody(cleaning!.id), headers: { 'idempotency-key': newKey() } });
      expect(booked.status).toBe(201);
      await later.call({ method: 'DELETE', url: `/api/user/wishlist/${lawn!.id}`, token: c.token });
      const due = await later.app.ctx.db.update(outbox).set({ availableAt: new Date() }).where(eq(outbox.topic, 'marketing')).returning({ id: outbox.id });
      expect(due).toHaveLength(2);
      await later.app.ctx.outbox.drain();
      await later.app.ctx.outbox.drain();
      // The booking itself is confirmed by email; no reminder goes out.
      const sent = (await later.call({ method: 'GET', url: '/api/dev/outbox' })).body.filter((m: { to: string; subject: string }) => m.to === c.email && m.subject.startsWith('Ready to book'));
      expect(sent).toEqual([]);
    } finally {
      await later.close();
    }
  });
});
