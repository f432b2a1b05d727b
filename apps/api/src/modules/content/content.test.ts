import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from '../../db/seed/demo';
import { contentPages, siteSettings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

describe('how-it-works cards', () => {
  it('lists the customer and provider steps in order, cacheable', async () => {
    const customer = await t.call({ method: 'GET', url: '/api/cms/cms-card-list/howitworks' });
    expect(customer.status).toBe(200);
    expect(customer.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(customer.body.data.map((c: { title: string }) => c.title)).toEqual(['Pick a service', 'Book a time', 'Relax, it is covered', 'Rate the work']);
    expect(customer.body.data[0]).toEqual({ _id: expect.any(String), title: 'Pick a service', description: expect.any(String), icon: 'search' });
    const provider = await t.call({ method: 'GET', url: '/api/cms/cms-card-list/providerHowitworks' });
    expect(provider.body.data[1].title).toBe('Get verified');
  });

  it('answers 404 for a list that does not exist', async () => {
    const res = await t.call({ method: 'GET', url: '/api/cms/cms-card-list/testimonials' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Card list not found' });
  });
});

describe('GET /api/cms/contact-us', () => {
  it('returns the contact block', async () => {
    const res = await t.call({ method: 'GET', url: '/api/cms/contact-us' });
    expect(res.body).toEqual({
      success: true,
      data: { phoneNumber: '+14165550100', customerServiceEmail: 'support@hearth.ca', address: '200 Bay Street, Suite 1200, Toronto, ON M5J 2J2' },
    });
  });

  it('gives null for what is not set, so the footer can leave it out', async () => {
    const [saved] = await t.app.ctx.db.select().from(siteSettings).where(eq(siteSettings.key, 'contact'));
    await t.app.ctx.db.update(siteSettings).set({ value: { customerServiceEmail: 'help@hearth.ca', address: '  ' } }).where(eq(siteSettings.key, 'contact'));
    try {
      const res = await t.call({ method: 'GET', url: '/api/cms/contact-us' });
      expect(res.body.data).toEqual({ phoneNumber: null, customerServiceEmail: 'help@hearth.ca', address: null });
    } finally {
      await t.app.ctx.db.update(siteSettings).set({ value: saved!.value }).where(eq(siteSettings.key, 'contact'));
    }
  });
});

describe('GET /api/cms/social-links', () => {
  it('returns the seven networks of the footer', async () => {
    const res = await t.call({ method: 'GET', url: '/api/cms/social-links' });
    expect(Object.keys(res.body.data)).toEqual(['whatsapp', 'facebook', 'x', 'instagram', 'threads', 'linkedin', 'youtube']);
    expect(res.body.data.whatsapp).toBe('https://wa.me/14165550100');
  });

  it('drops unknown networks and links that are not https', async () => {
    const [saved] = await t.app.ctx.db.select().from(siteSettings).where(eq(siteSettings.key, 'social'));
    await t.app.ctx.db
      .update(siteSettings)
      .set({ value: { facebook: 'javascript:alert(1)', myspace: 'https://myspace.com/x', youtube: 'https://www.youtube.com/@hearthhome' } })
      .where(eq(siteSettings.key, 'social'));
    try {
      expect((await t.call({ method: 'GET', url: '/api/cms/social-links' })).body.data).toEqual({ youtube: 'https://www.youtube.com/@hearthhome' });
    } finally {
      await t.app.ctx.db.update(siteSettings).set({ value: saved!.value }).where(eq(siteSettings.key, 'social'));
    }
  });
});

describe('demo content', () => {
  it('seeds once: running the seed again adds nothing and redraws no picture', async () => {
    const before = await t.call({ method: 'GET', url: '/api/service/moving-helpmovers' });
    await seedDemoData(t.app.ctx);
    expect((await t.call({ method: 'GET', url: '/api/cms/faqs' })).body.data).toHaveLength(10);
    expect((await t.call({ method: 'GET', url: '/api/cms/cms-card-list/howitworks' })).body.data).toHaveLength(4);
    expect((await t.call({ method: 'GET', url: '/api/blog/list' })).body.data.total).toBe(4);
    const after = await t.call({ method: 'GET', url: '/api/service/moving-helpmovers' });
    expect(after.body.data.faqs).toHaveLength(2);
    expect(after.body.data.image).toEqual(before.body.data.image);
  });

  it('leaves demo services without an uploaded picture (the site draws theirs) and gives each article a cover', async () => {
    const service = await t.call({ method: 'GET', url: '/api/service/tv-mounting' });
    expect(service.body.data.image).toBeNull();
    const posts = (await t.call({ method: 'GET', url: '/api/blog/list' })).body.data.posts as { coverImage: { large: string } | null }[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.coverImage?.large).toMatch(/\S/);
  });
});

describe('FAQs and pages', () => {
  it('lists the general FAQs, not the per-service ones', async () => {
    const res = await t.call({ method: 'GET', url: '/api/cms/faqs' });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0].question).toBe('How do I book a service?');
    expect(res.body.data.map((f: { question: string }) => f.question)).not.toContain('Is a truck included?');
  });

  it('serves each page by slug in Markdown', async () => {
    const refund = await t.call({ method: 'GET', url: '/api/cms/page/refundpolicy' });
    expect(refund.status).toBe(200);
    expect(refund.body.data).toMatchObject({ slug: 'refundpolicy', title: 'Refund Policy', description: expect.stringContaining('24 hours') });
    expect(refund.body.data.body).toContain('**full refund**');
    const privacy = await t.call({ method: 'GET', url: '/api/cms/page/privacypolicy' });
    expect(privacy.body.data.body).toContain('PIPEDA');
  });

  it('lists the published pages for the sitemap', async () => {
    const res = await t.call({ method: 'GET', url: '/api/cms/pages' });
    expect(res.body.data.map((p: { slug: string }) => p.slug)).toEqual(['privacypolicy', 'refundpolicy', 'reward-circle-terms-conditions', 'termofuse', 'whyus']);
    expect(res.body.data[0]).not.toHaveProperty('body');
  });

  it('answers 404 for unknown, blank and unpublished pages', async () => {
    expect((await t.call({ method: 'GET', url: '/api/cms/page/careers' })).body).toEqual({ success: false, message: 'Page not found' });
    expect((await t.call({ method: 'GET', url: '/api/cms/page/%20' })).body).toEqual({ success: false, message: 'Page not found' });
    await t.app.ctx.db.update(contentPages).set({ published: false }).where(eq(contentPages.slug, 'whyus'));
    try {
      expect((await t.call({ method: 'GET', url: '/api/cms/page/whyus' })).status).toBe(404);
    } finally {
      await t.app.ctx.db.update(contentPages).set({ published: true }).where(eq(contentPages.slug, 'whyus'));
    }
  });
});
