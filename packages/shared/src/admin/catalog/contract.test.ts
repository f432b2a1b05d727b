import { describe, expect, it } from 'vitest';
import { adminCategorySchema, adminServiceFormSchema, adminServiceSchema, slugify } from './contract';

const form = (over: Record<string, unknown> = {}) => ({
  categoryId: '11111111-1111-4111-8111-111111111111',
  name: 'Pool Opening',
  slug: 'pool-opening',
  startingPrice: '129',
  durationMinutes: '90',
  whatIsIncluded: '',
  ...over,
});

describe('admin catalogue schemas', () => {
  it('turns the dollars an admin types into cents, and lines into a list', () => {
    const out = adminServiceFormSchema.parse(form({ startingPrice: '$1,299.5', whatIsIncluded: ' Cover off \n\nWater test\n' }));
    expect(out).toMatchObject({ startingPriceCents: 129950, durationMinutes: 90, whatIsIncluded: ['Cover off', 'Water test'], priceUnit: 'job', active: true });
    expect(out).not.toHaveProperty('startingPrice');
    expect(adminServiceFormSchema.parse(form({ startingPrice: '0.1' })).startingPriceCents).toBe(10);
  });

  it('refuses prices with fractions of a cent, and over the limit', () => {
    const errors = (startingPrice: string) => adminServiceFormSchema.safeParse(form({ startingPrice })).error?.issues.map((i) => i.message);
    expect(errors('12.345')).toEqual(['Enter the price in dollars, like 129 or 129.50']);
    expect(errors('-5')).toEqual(['Enter the price in dollars, like 129 or 129.50']);
    expect(errors('10000.01')).toEqual(['Starting price must be at most $10,000']);
  });

  it('wants slugs of lowercase words joined by single hyphens', () => {
    for (const slug of ['Pools', 'pool--opening', '-pool', 'pool_opening', 'piscine-été']) {
      expect(adminCategorySchema.safeParse({ name: 'Pools', slug }).error?.issues[0]?.message).toBe('Slug may use only lowercase letters, numbers and single hyphens');
    }
    expect(adminCategorySchema.parse({ name: 'Pools', slug: 'pools-2' })).toEqual({ name: 'Pools', slug: 'pools-2', description: '', active: true });
  });

  it('suggests a slug from a name', () => {
    expect(slugify('Lawn & Garden Care')).toBe('lawn-garden-care');
    expect(slugify('  Déneigement — Montréal ')).toBe('deneigement-montreal');
  });

  it('takes the French side optionally: empty means not translated (null), left out means unchanged', () => {
    const out = adminServiceFormSchema.parse(form({ nameFr: ' Ouverture de piscine ', descriptionFr: '', whatIsIncludedFr: 'Bâche enlevée\n\n Analyse de l’eau ' }));
    expect(out).toMatchObject({ nameFr: 'Ouverture de piscine', descriptionFr: null, whatIsIncludedFr: ['Bâche enlevée', 'Analyse de l’eau'] });
    expect(adminServiceFormSchema.parse(form()).whatIsIncludedFr).toBeNull();
    const body = { categoryId: '11111111-1111-4111-8111-111111111111', name: 'Pools', slug: 'pools', startingPriceCents: 100, durationMinutes: 60 };
    expect(adminServiceSchema.parse(body)).not.toHaveProperty('nameFr', null);
    expect(adminServiceSchema.parse({ ...body, whatIsIncludedFr: [], nameFr: null })).toMatchObject({ whatIsIncludedFr: null, nameFr: null });
    expect(adminCategorySchema.safeParse({ name: 'Pools', slug: 'pools', nameFr: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('French name must be at most 100 characters');
  });
});
