import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, pageMetadata } from './metadata';

beforeEach(() => vi.stubEnv('SITE_URL', 'https://hearth.example'));
afterEach(() => vi.unstubAllEnvs());

const page = { title: 'Home Services', description: 'Every service.', path: '/services' };

describe('pageMetadata', () => {
  it('gives an English page its own canonical URL and names both languages for search engines', () => {
    const meta = pageMetadata({ ...page, locale: 'en' });
    expect(meta.alternates?.canonical).toBe('https://hearth.example/services');
    expect(meta.alternates?.languages).toEqual({
      'en-CA': 'https://hearth.example/services',
      'fr-CA': 'https://hearth.example/fr/services',
      'x-default': 'https://hearth.example/services',
    });
    expect(meta.openGraph).toMatchObject({ url: 'https://hearth.example/services', locale: 'en_CA', alternateLocale: ['fr_CA'] });
  });

  it('gives the French page the /fr address as canonical, with the same alternates', () => {
    const meta = pageMetadata({ ...page, locale: 'fr' });
    expect(meta.alternates?.canonical).toBe('https://hearth.example/fr/services');
    expect(meta.alternates?.languages).toEqual({
      'en-CA': 'https://hearth.example/services',
      'fr-CA': 'https://hearth.example/fr/services',
      'x-default': 'https://hearth.example/services',
    });
    expect(meta.openGraph).toMatchObject({ url: 'https://hearth.example/fr/services', locale: 'fr_CA', alternateLocale: ['en_CA'] });
  });

  it('writes the home page as / in English and /fr in French', () => {
    expect(pageMetadata({ ...page, path: '/', locale: 'en' }).alternates?.canonical).toBe('https://hearth.example/');
    expect(pageMetadata({ ...page, path: '/', locale: 'fr' }).alternates).toEqual({
      canonical: 'https://hearth.example/fr',
      languages: { 'en-CA': 'https://hearth.example/', 'fr-CA': 'https://hearth.example/fr', 'x-default': 'https://hearth.example/' },
    });
  });

  it('lists only the languages a page exists in, each at its own path (a blog post and its translation)', () => {
    const frenchOnly = pageMetadata({ ...page, path: '/blog/deneiger-sans-se-blesser', locale: 'fr', versions: { fr: '/blog/deneiger-sans-se-blesser' } });
    expect(frenchOnly.alternates?.languages).toEqual({ 'fr-CA': 'https://hearth.example/fr/blog/deneiger-sans-se-blesser' });
    expect(frenchOnly.openGraph).not.toHaveProperty('alternateLocale');

    const translated = pageMetadata({ ...page, path: '/blog/shovel-snow-safely', locale: 'en', versions: { en: '/blog/shovel-snow-safely', fr: '/blog/deneiger-sans-se-blesser' } });
    expect(translated.alternates?.languages).toEqual({
      'en-CA': 'https://hearth.example/blog/shovel-snow-safely',
      'fr-CA': 'https://hearth.example/fr/blog/deneiger-sans-se-blesser',
      'x-default': 'https://hearth.example/blog/shovel-snow-safely',
    });
  });
});

describe('absoluteUrl', () => {
  it('adds the language prefix to French paths only', () => {
    expect(absoluteUrl('/faqs')).toBe('https://hearth.example/faqs');
    expect(absoluteUrl('/faqs', 'fr')).toBe('https://hearth.example/fr/faqs');
    expect(absoluteUrl('/')).toBe('https://hearth.example');
    expect(absoluteUrl('/', 'fr')).toBe('https://hearth.example/fr');
  });
});
