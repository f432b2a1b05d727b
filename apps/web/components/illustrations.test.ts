// Every category and service of the demo catalogue has its own drawing, light and dark, small,
// well formed, self-contained, and described in both languages; and the component knows of each.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en';
import fr from '@/messages/fr';
import { ILLUSTRATED_CATEGORIES, ILLUSTRATED_SERVICES, illustrationFor } from './illustrations';

const PUBLIC = join(import.meta.dirname, '../public');
// The seed is the API's; read as text so the web app does not import the API's code.
const SEED = readFileSync(join(import.meta.dirname, '../../api/src/db/seed/catalogue.ts'), 'utf8');
const CATALOGUE = SEED.slice(SEED.indexOf('DEMO_CATALOGUE'), SEED.indexOf('DEMO_SERVICE_DETAILS'));
const CATEGORY_SLUGS = [...CATALOGUE.matchAll(/^ {4}slug: '([a-z0-9-]+)'/gm)].map((m) => m[1]!);
const SERVICE_SLUGS = [...CATALOGUE.matchAll(/\{ name: '[^']+', slug: '([a-z0-9-]+)'/g)].map((m) => m[1]!);

function checkFile(path: string) {
  const file = join(PUBLIC, path);
  expect(statSync(file).size, path).toBeLessThan(8 * 1024);
  const source = readFileSync(file, 'utf8');
  const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror'), path).toHaveLength(0);
  expect(doc.documentElement.tagName, path).toBe('svg');
  expect(doc.documentElement.getAttribute('viewBox'), path).toBe('0 0 320 200');
  // No words in the picture (one drawing serves both languages) and nothing fetched from elsewhere.
  expect(doc.getElementsByTagName('text'), path).toHaveLength(0);
  expect(source, path).not.toMatch(/href=|url\(|@font-face|<image/);
  return source;
}

describe('catalogue illustrations', () => {
  it('reads the whole demo catalogue', () => {
    expect(CATEGORY_SLUGS).toHaveLength(7);
    expect(SERVICE_SLUGS.length).toBeGreaterThanOrEqual(19);
  });

  it('lists exactly the seeded categories and services, so each shows its own drawing', () => {
    expect([...ILLUSTRATED_CATEGORIES].sort()).toEqual([...CATEGORY_SLUGS].sort());
    expect([...ILLUSTRATED_SERVICES].sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  it.each(SERVICE_SLUGS.map((slug) => ({ slug, path: slug })).concat(CATEGORY_SLUGS.map((slug) => ({ slug, path: `categories/${slug}` }))))(
    '$path has a light and a dark drawing under 8 kB that parse as SVG',
    ({ path }) => {
      const light = checkFile(`illustrations/${path}.svg`);
      const dark = checkFile(`illustrations/${path}-dark.svg`);
      // Same picture, another palette: the dark one is not a copy of the light one.
      expect(dark).not.toBe(light);
      expect(light).toContain('fill="#f8fafc"');
      expect(dark).toContain('fill="#0f172a"');
    },
  );

  it('has the generic drawing the fallback ends on', () => {
    checkFile('illustrations/generic.svg');
    checkFile('illustrations/generic-dark.svg');
  });

  it('describes every drawing in English and in French, each in its own words', () => {
    const pairs = [
      ...SERVICE_SLUGS.map((slug) => [en.illustrations.services, fr.illustrations.services, slug] as const),
      ...CATEGORY_SLUGS.map((slug) => [en.illustrations.categories, fr.illustrations.categories, slug] as const),
    ];
    const seen = new Set<string>();
    for (const [english, french, slug] of pairs) {
      const enAlt = (english as Record<string, string>)[slug];
      const frAlt = (french as Record<string, string>)[slug];
      expect(enAlt, slug).toMatch(/\w{3,}/);
      expect(frAlt, slug).toMatch(/\w{3,}/);
      expect(frAlt, slug).not.toBe(enAlt);
      expect(seen.has(enAlt!), `${slug} reuses another drawing's description`).toBe(false);
      seen.add(enAlt!);
      expect(illustrationFor(slug, slug).light).toMatch(new RegExp(`/${slug}\\.svg$`));
    }
  });
});
