import type { BlogPostSummary } from '@hearth/shared/blog/contract';
import { describe, expect, it } from 'vitest';
import { postLocale, postVersions } from './blog-languages';

const post: BlogPostSummary = {
  _id: 'p1',
  slug: 'deneiger-sans-se-blesser',
  title: 'Déneiger sans se blesser',
  excerpt: '',
  author: 'Hearth',
  coverImage: null,
  publishedAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
};

describe('a blog post’s languages', () => {
  it('is the page’s language only when the API does not say', () => {
    expect(postLocale(post)).toBeNull();
    expect(postVersions(post, 'fr')).toEqual({ fr: '/blog/deneiger-sans-se-blesser' });
  });

  it('lists the post’s own language and its translations, each at its slug', () => {
    const translated = { ...post, locale: 'fr' as const, translations: { en: 'shovel-snow-safely', de: 'nein', fr: 'deneiger-sans-se-blesser' } };
    expect(postLocale(translated)).toBe('fr');
    expect(postVersions(translated, 'fr')).toEqual({ fr: '/blog/deneiger-sans-se-blesser', en: '/blog/shovel-snow-safely' });
  });
});
