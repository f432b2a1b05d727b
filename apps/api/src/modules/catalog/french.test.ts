// The public site's content in the reader's language: French where it is written, English where it
// is not, each language cached apart, and the blog listed per language with links between translations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categories, contentPages, faqs, services } from '../../db/schema';
import { invalidateCatalogue } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const FR = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

describe('the catalogue in French', () => {
  it('names categories and services in French, and says so', async () => {
    const res = await get('/api/category/list', FR);
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('fr-CA');
    expect(String(res.headers.vary)).toContain('Accept-Language');
    const cleaning = res.body.data[0];
    expect(cleaning).toMatchObject({ name: 'Ménage', slug: 'cleaning', description: expect.stringContaining('entretien ménager') });
    expect(cleaning.services[0]).toMatchObject({ name: 'Ménage régulier', slug: 'standard-house-cleaning', startingPriceCents: 12900 });
    const header = await get('/api/category/catelog', FR);
    expect(header.body.data.map((c: { name: string }) => c.name)).toEqual(['Ménage', 'Déménagement', 'Plomberie', 'Petits travaux', 'Jardinage', 'Entretien de pelouse', 'Déneigement']);
  });

  it('gives a service page its French inclusions, questions and category', async () => {
    const res = await get('/api/service/deep-cleaning', FR);
    expect(res.body.data).toMatchObject({ name: 'Grand ménage', category: { name: 'Ménage', slug: 'cleaning' } });
    expect(res.body.data.whatIsIncluded[0]).toBe('Tout ce que comprend le ménage régulier');
    expect(res.body.data.faqs[0].question).toBe('À quelle fréquence faire faire un grand ménage?');
    expect((await get('/api/category/plumbing', FR)).body.data.services[0].name).toBe('Réparation de fuites');
  });

  it('keeps each language apart in the cache: English then French on the same route', async () => {
    invalidateCatalogue(t.app.ctx.db);
    const english = await get('/api/service/tv-mounting');
    const french = await get('/api/service/tv-mounting', FR);
    const englishAgain = await get('/api/service/tv-mounting', { 'accept-language': 'en-CA' });
    expect(english.body.data.name).toBe('TV Mounting');
    expect(french.body.data.name).toBe('Installation de téléviseur au mur');
    expect(englishAgain.body.data.name).toBe('TV Mounting');
    expect(french.headers.etag).not.toBe(english.headers.etag);
    // A French ETag sent with an English request is not a match.
    expect((await get('/api/service/tv-mounting', { 'if-none-match': french.headers.etag as string })).status).toBe(200);
  });

  it('falls back to the English where nothing is translated, and a change reaches both languages', async () => {
    await t.app.ctx.db.update(services).set({ nameFr: null, descriptionFr: '  ', whatIsIncludedFr: [] }).where(eq(services.slug, 'lawn-aeration'));
    await t.app.ctx.db.update(categories).set({ nameFr: null }).where(eq(categories.slug, 'lawn-care'));
    invalidateCatalogue(t.app.ctx.db);
    const res = (await get('/api/service/lawn-aeration', FR)).body.data;
    expect(res).toMatchObject({ name: 'Lawn Aeration', description: expect.stringContaining('Core aeration'), category: { name: 'Lawn Care' } });
    expect(res.whatIsIncluded[0]).toBe('Core aeration of the whole lawn');
    expect(res.faqs[0].question).toBe('Quel est le meilleur moment pour aérer?');
  });
});

describe('site content in French', () => {
  it('answers the FAQ page, pages and how-it-works cards in French', async () => {
    const faqPage = await get('/api/cms/faqs', FR);
    expect(faqPage.body.data[0]).toMatchObject({ question: 'Comment réserver un service?', answer: expect.stringContaining('courriel') });
    const page = await get('/api/cms/page/refundpolicy', FR);
    expect(page.body.data).toMatchObject({ slug: 'refundpolicy', title: 'Politique de remboursement' });
    expect(page.body.data.body).toContain('## Annuler une réservation');
    const pages = await get('/api/cms/pages', FR);
    expect(pages.body.data.map((p: { title: string }) => p.title)).toContain('Pourquoi Hearth');
    const cards = await get('/api/cms/cms-card-list/howitworks', FR);
    expect(cards.body.data[0]).toMatchObject({ title: 'Choisissez un service', icon: 'search' });
    const providerCards = await get('/api/cms/cms-card-list/providerHowitworks', FR);
    expect(providerCards.body.data[0].title).toBe('Créez votre compte');
  });

  it('falls back to English for an untranslated page and question', async () => {
    await t.app.ctx.db.update(contentPages).set({ titleFr: null, bodyFr: null }).where(eq(contentPages.slug, 'termofuse'));
    const page = (await get('/api/cms/page/termofuse', FR)).body.data;
    expect(page).toMatchObject({ title: 'Terms of Use', description: expect.stringContaining('Les conditions') });
    expect(page.body).toContain('## 1. What Hearth is');
    const [first] = await t.app.ctx.db.select().from(faqs).where(eq(faqs.question, 'How do I book a service?'));
    await t.app.ctx.db.update(faqs).set({ questionFr: null, answerFr: null }).where(eq(faqs.id, first!.id));
    expect((await get('/api/cms/faqs', FR)).body.data[0].question).toBe('How do I book a service?');
  });

  it('shows the discount bar and the global offer in French', async () => {
    expect((await get('/api/offer/discount', FR)).body.data).toMatchObject({ name: 'WELCOME15', description: 'Nouveau sur Hearth? Obtenez 15\u00a0% de rabais sur votre première réservation.' });
    expect((await get('/api/offer/globalOffer', FR)).body.data).toMatchObject({ title: '15\u00a0% de rabais sur votre première réservation', code: 'WELCOME15' });
    expect((await get('/api/offer/globalOffer')).body.data.title).toBe('15% off your first booking');
  });
});

describe('the blog per language', () => {
  it('lists only the posts written in the reader’s language, counted per language', async () => {
    const french = (await get('/api/blog/list?size=2', FR)).body.data;
    expect(french).toMatchObject({ total: 3, pages: 2, pageNo: 1, size: 2 });
    expect(french.posts.map((p: { slug: string }) => p.slug)).toEqual(['liste-preparation-maison-hiver', 'bien-preparer-visite-homme-a-tout-faire']);
    expect(french.posts[0].locale).toBe('fr');
    const english = (await get('/api/blog/list')).body.data;
    expect(english.total).toBe(4);
    expect(english.posts.every((p: { locale: string }) => p.locale === 'en')).toBe(true);
  });

  it('finds a post by slug in any language, with links to its translations', async () => {
    const french = (await get('/api/blog/liste-preparation-maison-hiver')).body.data;
    expect(french).toMatchObject({ locale: 'fr', title: 'La liste pour préparer la maison à l’hiver', translations: { en: 'winter-home-checklist-canada', fr: 'liste-preparation-maison-hiver' } });
    const english = (await get('/api/blog/winter-home-checklist-canada', FR)).body.data;
    expect(english).toMatchObject({ locale: 'en', translations: { en: 'winter-home-checklist-canada', fr: 'liste-preparation-maison-hiver' } });
    const frenchOnly = (await get('/api/blog/bien-preparer-visite-homme-a-tout-faire')).body.data;
    expect(frenchOnly.translations).toEqual({ fr: 'bien-preparer-visite-homme-a-tout-faire' });
    const noTranslation = (await get('/api/blog/lawn-care-calendar')).body.data;
    expect(noTranslation.translations).toEqual({ en: 'lawn-care-calendar' });
  });
});
