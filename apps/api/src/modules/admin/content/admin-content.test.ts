import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';
import { auditLog, services } from '../../../db/schema';

let t: TestApp;
let admin: { id: string; token: string };
let customer: { token: string };
let provider: { token: string };

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  [admin, customer, provider] = await Promise.all([t.createUser({ role: 'admin' }), t.createUser(), t.createUser({ role: 'serviceprovider' })]);
});
afterAll(() => t.close());

const as = (token: string) => ({
  get: (url: string) => t.call({ method: 'GET', url, token }),
  post: (url: string, payload?: object) => t.call({ method: 'POST', url, token, payload }),
  put: (url: string, payload: object) => t.call({ method: 'PUT', url, token, payload }),
  del: (url: string) => t.call({ method: 'DELETE', url, token }),
});
const api = () => as(admin.token);

async function lastAudit(entity: string, entityId: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('discounts', () => {
  it('creates a code that takes over the discount bar, upper-cased, and audits it', async () => {
    const res = await api().post('/api/admin/discounts', {
      code: 'spring-20',
      description: 'Spring cleaning: 20% off any booking.',
      kind: 'percent',
      percentOff: '20',
      amountOff: '',
      validTo: inAWeek(),
      showInBar: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: 'SPRING-20', kind: 'percent', percentOff: 20, amountOffCents: null, showInBar: true, active: true, state: 'live', usedCount: 0 });

    const bar = await t.call({ method: 'GET', url: '/api/offer/discount' });
    expect(bar.body.data).toMatchObject({ name: 'SPRING-20', description: 'Spring cleaning: 20% off any booking.', percentOff: 20 });

    // Only one code is advertised: the seeded one stepped down, and that is audited too.
    const list = await api().get('/api/admin/discounts?q=WELCOME');
    expect(list.body.data.discounts[0]).toMatchObject({ code: 'WELCOME15', showInBar: false });
    expect(await lastAudit('discount', list.body.data.discounts[0]._id)).toMatchObject({ action: 'discount.update', actorId: admin.id, after: { showInBar: false } });
    expect(await lastAudit('discount', res.body.data._id)).toMatchObject({ action: 'discount.create', actorId: admin.id, after: { code: 'SPRING-20' } });

    // The search matches what the admin typed as text: _ is no wildcard.
    expect((await api().get('/api/admin/discounts?q=SPRING_20')).body.data.discounts).toEqual([]);
    expect((await api().get('/api/admin/discounts?q=ring-2')).body.data.discounts.map((d: { code: string }) => d.code)).toEqual(['SPRING-20']);
  });

  it('refuses a code that exists in any case with a 409 on the code field', async () => {
    const res = await api().post('/api/admin/discounts', { code: 'welcome15', description: 'Again', kind: 'fixed', amountOff: '10' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: 'A discount with this code already exists' });
  });

  it('checks the fields that go with the kind, and the dates', async () => {
    const res = await api().post('/api/admin/discounts', { code: 'X!', description: '', kind: 'fixed', amountOff: '', validFrom: inAWeek(), validTo: new Date().toISOString() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      code: 'Code may contain only letters, numbers, hyphens and underscores',
      description: 'Description is required',
      amountOff: 'Amount off is required',
      validTo: 'Valid to must be after valid from',
    });
    const percent = await api().post('/api/admin/discounts', { code: 'BIG', description: 'x', kind: 'percent', percentOff: 150 });
    expect(percent.body.errors).toEqual({ percentOff: 'Percent off must be between 1 and 100' });
  });

  it('edits a fixed code in dollars, keeps its start date, and refuses a limit below its uses', async () => {
    const created = await api().post('/api/admin/discounts', { code: 'SNOW10', description: '$10 off snow removal', kind: 'fixed', amountOff: '10.50', usageLimit: 5 });
    expect(created.body.data).toMatchObject({ amountOffCents: 1050, percentOff: null, usageLimit: 5 });
    const id = created.body.data._id;
    const edited = await api().put(`/api/admin/discounts/${id}`, { code: 'SNOW10', description: '$12 off snow removal', kind: 'fixed', amountOff: 12, minimumOrder: '50', usageLimit: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ amountOffCents: 1200, minimumOrderCents: 5000, usageLimit: null, validFrom: created.body.data.validFrom });
    expect(await lastAudit('discount', id)).toMatchObject({ action: 'discount.update', before: { amountOffCents: 1050 }, after: { amountOffCents: 1200 } });

    await t.app.ctx.db.execute(`update discounts set used_count = 3 where id = '${id}'`);
    const tooLow = await api().put(`/api/admin/discounts/${id}`, { code: 'SNOW10', description: 'x', kind: 'fixed', amountOff: 12, usageLimit: 2 });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.errors).toEqual({ usageLimit: 'Usage limit cannot be below the 3 uses so far' });

    expect((await api().put('/api/admin/discounts/not-an-id', { code: 'A1', description: 'x', kind: 'fixed', amountOff: 1 })).status).toBe(404);
  });

  it('deactivates a code: it leaves the bar and the active filter, and shows under inactive', async () => {
    const spring = (await api().get('/api/admin/discounts?q=spring')).body.data.discounts[0];
    const res = await api().post(`/api/admin/discounts/${spring._id}/deactivate`);
    expect(res.body.data).toMatchObject({ active: false, showInBar: false, state: 'inactive' });
    expect((await t.call({ method: 'GET', url: '/api/offer/discount' })).body.data).toBeNull();

    const active = (await api().get('/api/admin/discounts?status=active&sort=code&order=asc')).body.data;
    expect(active.discounts.map((d: { code: string }) => d.code)).toEqual(['SNOW10', 'WELCOME15']);
    const inactive = (await api().get('/api/admin/discounts?status=inactive')).body.data;
    expect(inactive.discounts.map((d: { code: string }) => d.code)).toEqual(['SPRING-20']);
    expect(await lastAudit('discount', spring._id)).toMatchObject({ action: 'discount.deactivate', before: { active: true }, after: { active: false } });
  });

  it('lists expired codes and pages through the list', async () => {
    await api().post('/api/admin/discounts', { code: 'OLD1', description: 'x', kind: 'percent', percentOff: 5, validFrom: new Date(Date.now() - 9e8).toISOString(), validTo: new Date(Date.now() - 1e8).toISOString() });
    const expired = (await api().get('/api/admin/discounts?status=expired')).body.data;
    expect(expired.discounts).toEqual([expect.objectContaining({ code: 'OLD1', state: 'expired' })]);
    const page = (await api().get('/api/admin/discounts?size=2&pageNo=2&sort=code&order=asc')).body.data;
    expect(page).toMatchObject({ pageNo: 2, size: 2, total: 4, pages: 2 });
    expect(page.discounts.map((d: { code: string }) => d.code)).toEqual(['SPRING-20', 'WELCOME15']);
    expect((await api().get('/api/admin/discounts?status=soon')).status).toBe(400);
  });
});

describe('the global offer', () => {
  it('shows the offer and saves edits that the home page reads', async () => {
    const current = (await api().get('/api/admin/offer')).body.data;
    expect(current).toMatchObject({ title: '15% off your first booking', code: 'WELCOME15', active: true });
    const snow = (await api().get('/api/admin/discounts?q=SNOW10')).body.data.discounts[0];
    const res = await api().put('/api/admin/offer', { title: 'Winter is coming', description: 'Book snow removal early.', discountId: snow._id, validTo: '' });
    expect(res.body.data).toMatchObject({ _id: current._id, title: 'Winter is coming', code: 'SNOW10', validTo: null });
    expect((await t.call({ method: 'GET', url: '/api/offer/globalOffer' })).body.data).toMatchObject({ title: 'Winter is coming', code: 'SNOW10' });
    expect(await lastAudit('offer', current._id)).toMatchObject({ action: 'offer.update', before: { title: '15% off your first booking' }, after: { title: 'Winter is coming' } });

    const bad = await api().put('/api/admin/offer', { title: '', description: 'x', discountId: '00000000-0000-4000-8000-000000000000' });
    expect(bad.body.errors).toEqual({ title: 'Title is required' });
    const unknown = await api().put('/api/admin/offer', { title: 'x', description: 'x', discountId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors).toEqual({ discountId: 'Choose a discount code' });
  });
});

describe('content', () => {
  it('edits a page, which the public page then shows; a taken slug is a 409', async () => {
    const pages = (await api().get('/api/admin/content/pages')).body.data as { _id: string; slug: string }[];
    const terms = pages.find((p) => p.slug === 'terms-and-conditions') ?? pages[0]!;
    const res = await api().put(`/api/admin/content/pages/${terms._id}`, { slug: terms.slug, title: 'Terms', description: 'The rules.', body: '# Terms\n\nBe **kind**.', published: true });
    expect(res.status).toBe(200);
    const pub = await t.call({ method: 'GET', url: `/api/cms/page/${terms.slug}` });
    expect(pub.body.data).toMatchObject({ title: 'Terms', body: '# Terms\n\nBe **kind**.' });
    expect(await lastAudit('content_page', terms._id)).toMatchObject({ action: 'content_page.update', after: { title: 'Terms' } });

    const other = pages.find((p) => p._id !== terms._id)!;
    const clash = await api().put(`/api/admin/content/pages/${other._id}`, { slug: terms.slug, title: 'x', description: 'x', body: 'x' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ slug: 'A page with this slug already exists' });

    const draft = await api().post('/api/admin/content/pages', { slug: 'Careers', title: 'Careers', description: 'Work with us.', body: 'Soon.', published: false });
    expect(draft.body.data.slug).toBe('careers');
    expect((await t.call({ method: 'GET', url: '/api/cms/page/careers' })).status).toBe(404);
    const badSlug = await api().post('/api/admin/content/pages', { slug: 'no spaces', title: 'x', description: 'x', body: 'x' });
    expect(badSlug.body.errors).toEqual({ slug: 'Slug may contain only lowercase letters, numbers and single hyphens' });
  });

  it('creates, edits and deletes how-it-works cards', async () => {
    const created = await api().post('/api/admin/content/cards', { kind: 'providerHowitworks', title: 'Get paid', description: 'Weekly to your bank.', icon: 'wallet', sortOrder: '99' });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    let pub = await t.call({ method: 'GET', url: '/api/cms/cms-card-list/providerHowitworks' });
    expect(pub.body.data.at(-1)).toMatchObject({ title: 'Get paid', icon: 'wallet' });

    await api().put(`/api/admin/content/cards/${id}`, { kind: 'providerHowitworks', title: 'Get paid weekly', description: 'To your bank.', sortOrder: 99, active: false });
    pub = await t.call({ method: 'GET', url: '/api/cms/cms-card-list/providerHowitworks' });
    expect(pub.body.data.map((c: { title: string }) => c.title)).not.toContain('Get paid weekly');
    expect((await api().get('/api/admin/content/cards?kind=providerHowitworks')).body.data.at(-1)).toMatchObject({ title: 'Get paid weekly', active: false });

    expect((await api().del(`/api/admin/content/cards/${id}`)).status).toBe(200);
    expect((await api().del(`/api/admin/content/cards/${id}`)).status).toBe(404);
    expect(await lastAudit('cms_card', id)).toMatchObject({ action: 'cms_card.delete', before: { title: 'Get paid weekly' }, after: null });
  });

  it('keeps FAQs for the FAQ page and for one service apart', async () => {
    const [service] = await t.app.ctx.db.select({ id: services.id, slug: services.slug }).from(services).where(eq(services.active, true)).limit(1);
    const forService = await api().post('/api/admin/content/faqs', { serviceId: service!.id, question: 'Do you bring supplies?', answer: 'Yes.' });
    expect(forService.status).toBe(201);
    const global = await api().post('/api/admin/content/faqs', { serviceId: '', question: 'Are you insured?', answer: 'Yes, fully.' });
    expect(global.body.data.serviceId).toBeNull();

    const detail = await t.call({ method: 'GET', url: `/api/service/${service!.slug}` });
    expect(detail.body.data.faqs.map((f: { question: string }) => f.question)).toContain('Do you bring supplies?');
    const pubFaqs = (await t.call({ method: 'GET', url: '/api/cms/faqs' })).body.data.map((f: { question: string }) => f.question);
    expect(pubFaqs).toContain('Are you insured?');
    expect(pubFaqs).not.toContain('Do you bring supplies?');
    const adminList = (await api().get(`/api/admin/content/faqs?serviceId=${service!.id}`)).body.data;
    expect(adminList).toContainEqual(expect.objectContaining({ question: 'Do you bring supplies?', serviceId: service!.id }));
    expect(adminList.map((f: { question: string }) => f.question)).not.toContain('Are you insured?');

    const bad = await api().post('/api/admin/content/faqs', { serviceId: '00000000-0000-4000-8000-000000000000', question: 'q', answer: 'a' });
    expect(bad.body.errors).toEqual({ serviceId: 'Choose a service' });
  });

  it('writes a blog post with a cover image and publishes it', async () => {
    const created = await api().post('/api/admin/content/blog', { title: 'Spring checklist', slug: 'spring-checklist', excerpt: 'Ten jobs.', body: '## One\n\nClean gutters.', author: 'Hearth team', published: false });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ publishedAt: null, coverImage: null });
    const id = created.body.data._id;
    expect((await t.call({ method: 'GET', url: '/api/blog/spring-checklist' })).status).toBe(404);

    const image = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
    const cover = await t.call({ method: 'POST', url: `/api/admin/content/blog/${id}/cover`, token: admin.token, ...multipartBody([{ name: 'image', filename: 'cover.png', contentType: 'image/png', content: image }]) });
    expect(cover.status).toBe(200);
    expect(cover.body.data.coverImage.medium).toMatch(/\/uploads\/blog\/medium\/[0-9a-f-]{36}\.webp$/);
    const served = await t.call({ method: 'GET', url: new URL(cover.body.data.coverImage.small).pathname });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');

    const notImage = await t.call({ method: 'POST', url: `/api/admin/content/blog/${id}/cover`, token: admin.token, ...multipartBody([{ name: 'image', filename: 'x.png', contentType: 'image/png', content: Buffer.from('not an image') }]) });
    expect(notImage.status).toBe(415);

    const published = await api().put(`/api/admin/content/blog/${id}`, { title: 'Spring checklist', slug: 'spring-checklist', excerpt: 'Ten jobs.', body: '## One\n\nClean gutters.', author: 'Hearth team', published: true });
    expect(published.body.data.publishedAt).toEqual(expect.any(String));
    const pub = await t.call({ method: 'GET', url: '/api/blog/spring-checklist' });
    expect(pub.body.data).toMatchObject({ title: 'Spring checklist', coverImage: { medium: cover.body.data.coverImage.medium } });

    expect((await api().get('/api/admin/content/blog?status=draft')).body.data.posts.map((p: { _id: string }) => p._id)).not.toContain(id);
    const dup = await api().post('/api/admin/content/blog', { title: 'x', slug: 'spring-checklist', excerpt: 'x', body: 'x', author: 'x' });
    expect(dup.status).toBe(409);
    expect(await lastAudit('blog_post', id)).toMatchObject({ action: 'blog_post.update', before: { publishedAt: null } });

    expect((await api().del(`/api/admin/content/blog/${id}`)).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/blog/spring-checklist' })).status).toBe(404);
  });

  it('saves contact details and social links that the footer reads', async () => {
    const res = await api().put('/api/admin/content/contact', { phoneNumber: '416.555.0199', customerServiceEmail: 'Help@Hearth.ca', address: '' });
    expect(res.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/cms/contact-us' })).body.data).toEqual({ phoneNumber: '+14165550199', customerServiceEmail: 'help@hearth.ca', address: null });
    expect(await lastAudit('site_setting', 'contact')).toMatchObject({ action: 'site_setting.update', actorId: admin.id, before: { customerServiceEmail: 'support@hearth.ca' }, after: { customerServiceEmail: 'help@hearth.ca' } });

    const bad = await api().put('/api/admin/content/contact', { phoneNumber: '416-911-0123', customerServiceEmail: 'nope' });
    expect(bad.body.errors).toEqual({ phoneNumber: 'Phone number must be a 10-digit number', customerServiceEmail: 'Provide valid email address' });

    const social = await api().put('/api/admin/content/social', { facebook: 'https://facebook.com/hearth', x: '', instagram: 'http://insecure.example' });
    expect(social.body.errors).toEqual({ instagram: 'Enter a full link starting with https://' });
    await api().put('/api/admin/content/social', { facebook: 'https://facebook.com/hearth', x: '' });
    expect((await t.call({ method: 'GET', url: '/api/cms/social-links' })).body.data).toEqual({ facebook: 'https://facebook.com/hearth' });
  });
});

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/discounts'],
    ['POST', '/api/admin/discounts'],
    ['PUT', '/api/admin/discounts/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/discounts/00000000-0000-4000-8000-000000000000/deactivate'],
    ['GET', '/api/admin/offer'],
    ['PUT', '/api/admin/offer'],
    ['GET', '/api/admin/content/cards'],
    ['POST', '/api/admin/content/faqs'],
    ['PUT', '/api/admin/content/pages/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/content/blog/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/content/blog/00000000-0000-4000-8000-000000000000/cover'],
    ['GET', '/api/admin/content/site'],
    ['PUT', '/api/admin/content/contact'],
    ['PUT', '/api/admin/content/social'],
  ];

  it('refuses customers and providers (403) and visitors (401)', async () => {
    for (const [method, url] of routes) {
      for (const token of [customer.token, provider.token]) {
        expect((await t.call({ method: method as 'GET', url, token, payload: method === 'GET' ? undefined : {} })).status, `${method} ${url}`).toBe(403);
      }
      expect((await t.call({ method: method as 'GET', url })).status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('both languages', () => {
  const FR = { 'accept-language': 'fr-CA' };

  it('writes French cards, questions, pages, discounts and the offer, and reports what is missing', async () => {
    const card = await api().post('/api/admin/content/cards', { kind: 'howitworks', title: 'Say hello', description: 'Greet your pro.', titleFr: 'Dites bonjour', sortOrder: 9 });
    expect(card.body.data).toMatchObject({ titleFr: 'Dites bonjour', descriptionFr: null, missingFrench: ['description'] });
    const faq = await api().post('/api/admin/content/faqs', { question: 'Do you work on Sundays?', answer: 'Yes.', questionFr: 'Travaillez-vous le dimanche?', answerFr: 'Oui.', sortOrder: 99 });
    expect(faq.body.data).toMatchObject({ questionFr: 'Travaillez-vous le dimanche?', answerFr: 'Oui.', missingFrench: [] });
    expect((await t.call({ method: 'GET', url: '/api/cms/faqs', headers: FR })).body.data.at(-1)).toMatchObject({ question: 'Travaillez-vous le dimanche?', answer: 'Oui.' });

    const page = await api().post('/api/admin/content/pages', { slug: 'accessibilite', title: 'Accessibility', description: 'Our commitment.', body: '## Access', titleFr: 'Accessibilité', bodyFr: '## Accès' });
    expect(page.body.data).toMatchObject({ titleFr: 'Accessibilité', descriptionFr: null, bodyFr: '## Accès', missingFrench: ['description'] });
    const pages = (await api().get('/api/admin/content/pages')).body.data as { slug: string; missingFrench: string[] }[];
    expect(pages.find((p) => p.slug === 'refundpolicy')?.missingFrench).toEqual([]);
    const french = (await t.call({ method: 'GET', url: '/api/cms/page/accessibilite', headers: FR })).body.data;
    expect(french).toMatchObject({ title: 'Accessibilité', description: 'Our commitment.', body: '## Accès' });

    const discount = await api().post('/api/admin/discounts', { code: 'ETE25', description: 'Summer: 25% off.', descriptionFr: 'Été : 25 % de rabais.', kind: 'percent', percentOff: 25, validTo: inAWeek() });
    expect(discount.body.data).toMatchObject({ descriptionFr: 'Été : 25 % de rabais.', missingFrench: [] });
    const untranslated = await api().post('/api/admin/discounts', { code: 'NOFR1', description: 'No French yet.', kind: 'percent', percentOff: 5 });
    expect(untranslated.body.data.missingFrench).toEqual(['description']);
    const missing = (await api().get('/api/admin/discounts?missingFrench=1')).body.data.discounts.map((d: { code: string }) => d.code);
    expect(missing).toContain('NOFR1');
    expect(missing).not.toContain('ETE25');
    expect(missing).not.toContain('WELCOME15');

    const offer = await api().get('/api/admin/offer');
    expect(offer.body.data).toMatchObject({ titleFr: expect.stringContaining('rabais'), missingFrench: [] });
    const saved = await api().put('/api/admin/offer', { title: offer.body.data.title, description: offer.body.data.description, titleFr: 'Nouveau titre', descriptionFr: '' });
    expect(saved.body.data).toMatchObject({ titleFr: 'Nouveau titre', descriptionFr: null, missingFrench: ['description'] });
  });

  it('writes blog posts in either language linked by a translation key', async () => {
    const english = await api().post('/api/admin/content/blog', { title: 'Gutter guide', slug: 'gutter-guide', excerpt: 'Clean them.', body: 'Body', author: 'Hearth', published: true, translationKey: 'gutter-guide' });
    expect(english.status).toBe(201);
    expect(english.body.data).toMatchObject({ locale: 'en', translationKey: 'gutter-guide', translations: { en: 'gutter-guide' }, missingFrench: ['translation'] });
    const missing = (await api().get('/api/admin/content/blog?missingFrench=1&size=100')).body.data.posts.map((p: { slug: string }) => p.slug);
    expect(missing).toContain('gutter-guide');
    expect(missing).toContain('lawn-care-calendar');
    expect(missing).not.toContain('winter-home-checklist-canada');

    const french = await api().post('/api/admin/content/blog', { title: 'Guide des gouttières', slug: 'guide-gouttieres', excerpt: 'Nettoyez-les.', body: 'Texte', author: 'Hearth', published: true, locale: 'fr', translationKey: 'gutter-guide' });
    expect(french.body.data).toMatchObject({ locale: 'fr', translations: { en: 'gutter-guide', fr: 'guide-gouttieres' }, missingFrench: [] });
    expect((await api().get(`/api/admin/content/blog/${english.body.data._id}`)).body.data).toMatchObject({ missingFrench: [], translations: { fr: 'guide-gouttieres' } });
    expect((await api().get('/api/admin/content/blog?locale=fr&size=100')).body.data.posts.every((p: { locale: string }) => p.locale === 'fr')).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/blog/gutter-guide' })).body.data.translations).toEqual({ en: 'gutter-guide', fr: 'guide-gouttieres' });

    // One post per language under a key.
    const twin = await api().post('/api/admin/content/blog', { title: 'x', slug: 'autre-guide', excerpt: 'x', body: 'x', author: 'x', locale: 'fr', translationKey: 'gutter-guide' });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual({ translationKey: 'Another post in this language already has this translation key' });

    // An edit that leaves out the language keeps it.
    const edited = await api().put(`/api/admin/content/blog/${french.body.data._id}`, { title: 'Guide des gouttières', slug: 'guide-gouttieres', excerpt: 'Nettoyez-les.', body: 'Texte revu', author: 'Hearth', published: true });
    expect(edited.body.data).toMatchObject({ locale: 'fr', translationKey: 'gutter-guide' });
  });
});
