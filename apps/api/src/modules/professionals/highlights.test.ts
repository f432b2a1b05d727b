// The home page's highlights as a visitor's browser gets them, from the demo data: recent warm
// reviews and some professionals, never a hidden review, a low rating or anything private.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { HomeHighlights } from '@hearth/shared/professionals/highlights-contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reviews, serviceProviders, users } from '../../db/schema';
import { DEMO_PROFESSIONALS } from '../../db/seed/demo-professionals';

let t: TestApp;
/** The most recent review before the test hid it: a visitor must never see it again. */
let hiddenText = '';

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  // The newest 5-star review of the demo is hidden (an upheld report) before anyone asks.
  const db = t.app.ctx.db;
  const [latest] = await db.select().from(reviews).where(eq(reviews.rating, 5)).orderBy(desc(reviews.createdAt)).limit(1);
  hiddenText = latest!.review;
  await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, latest!.id));
}, 120_000);
afterAll(() => t.close());

async function highlights(locale = 'en'): Promise<{ status: number; data: HomeHighlights; raw: string; etag: unknown }> {
  const res = await t.call({ method: 'GET', url: '/api/home/highlights', headers: { 'accept-language': locale } });
  return { status: res.status, data: res.body.data, raw: JSON.stringify(res.body), etag: res.headers.etag };
}

describe('GET /api/home/highlights', () => {
  it('quotes six recent 4 and 5 star reviews with who wrote them, the service and the professional', async () => {
    const { status, data } = await highlights();
    expect(status).toBe(200);
    expect(data.reviews).toHaveLength(6);
    for (const r of data.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(4);
      expect(r.review.trim()).not.toBe('');
      expect(r.customerName).toMatch(/^\S.* [A-Z]\.$/);
      expect(r.professional.name).toMatch(/^\S.* [A-Z]\.$/);
      expect(r.professional.profilePath).toMatch(/^\/professionals\/[0-9a-f-]{36}$/);
      expect(r.service.slug).toMatch(/^[a-z-]+$/);
    }
    const dates = data.reviews.map((r) => Date.parse(r.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('never shows a hidden review or a 3-star one', async () => {
    const { data } = await highlights();
    expect(data.reviews.map((r) => r.review)).not.toContain(hiddenText);
    const [threeStar] = await t.app.ctx.db.select().from(reviews).where(eq(reviews.rating, 3));
    expect(threeStar).toBeDefined();
    expect(data.reviews.map((r) => r.review)).not.toContain(threeStar!.review);
  });

  it('shows up to six approved professionals with photo, rating, services, city and profile path', async () => {
    const { data } = await highlights();
    expect(data.professionals.length).toBeGreaterThan(0);
    expect(data.professionals.length).toBeLessThanOrEqual(6);
    const approved = new Set((await t.app.ctx.db.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.verificationStatus, 'approved'))).map((p) => p.id));
    for (const p of data.professionals) {
      expect(approved.has(p._id)).toBe(true);
      expect(p.profilePath).toBe(`/professionals/${p._id}`);
      expect(p.photo?.small).toMatch(/\/uploads\/small\/[0-9a-f-]{36}\.webp$/);
      expect(p.services.length).toBeGreaterThan(0);
      expect(p.services.length).toBeLessThanOrEqual(3);
      expect(p.city).toBeTruthy();
      expect(p.rating.count).toBeGreaterThan(0);
    }
    // Best reviewed first: the most reviewed of the demo's professionals leads.
    const counts = data.professionals.map((p) => p.rating.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('gives away no last name, email or phone number', async () => {
    const { raw } = await highlights();
    const people = await t.app.ctx.db.select({ lastName: users.lastName, email: users.email, phone: users.phone }).from(users);
    for (const p of people) {
      if (p.lastName.length > 1) expect(raw).not.toContain(p.lastName);
      expect(raw).not.toContain(p.email);
      if (p.phone) expect(raw).not.toContain(p.phone.slice(2));
    }
    expect(raw).not.toMatch(/@/);
  });

  it('answers in French with French service names, and a repeat visit gets a 304', async () => {
    const fr = await highlights('fr');
    const lavoie = DEMO_PROFESSIONALS.find((p) => p.lastName === 'Lavoie')!;
    expect(fr.data.professionals.find((p) => p.name === `${lavoie.firstName} L.`)?.services.map((s) => s.slug)).toEqual(expect.arrayContaining(['deep-cleaning']));
    const en = await highlights('en');
    const slug = fr.data.reviews[0]!.service.slug;
    const inFrench = fr.data.reviews.find((r) => r.service.slug === slug)!.service.name;
    const inEnglish = en.data.reviews.find((r) => r.service.slug === slug)!.service.name;
    expect(inFrench).not.toBe(inEnglish);
    const again = await t.call({ method: 'GET', url: '/api/home/highlights', headers: { 'accept-language': 'fr', 'if-none-match': String(fr.etag) } });
    expect(again.status).toBe(304);
  });
});
