import { describe, expect, it } from 'vitest';
import { pathInLocale } from './account-locale';

describe('pathInLocale', () => {
  it('puts a path in French under /fr, once', () => {
    expect(pathInLocale('/profile/booking', 'fr')).toBe('/fr/profile/booking');
    expect(pathInLocale('/fr/profile/booking', 'fr')).toBe('/fr/profile/booking');
    expect(pathInLocale('/', 'fr')).toBe('/fr');
    expect(pathInLocale('/?tab=signup', 'fr')).toBe('/fr?tab=signup');
  });

  it('takes the French prefix off for English, and leaves other paths alone', () => {
    expect(pathInLocale('/fr/services/x/book?rebook=1', 'en')).toBe('/services/x/book?rebook=1');
    expect(pathInLocale('/fr', 'en')).toBe('/');
    expect(pathInLocale('/fr?x=1', 'en')).toBe('/?x=1');
    expect(pathInLocale('/francais/page', 'en')).toBe('/francais/page');
    expect(pathInLocale('/services', 'en')).toBe('/services');
  });
});
