// Which drawn illustrations exist in public/illustrations (drawn by scripts/draw-illustrations.mjs)
// and where: a service's own picture, else its category's, else the generic house. The alt texts
// live in the `illustrations` messages under the same slugs, so this list and the files must agree
// (illustrations.test.ts checks both against the seed catalogue).
import type en from '@/messages/en';

type Alts = (typeof en)['illustrations'];
export type IllustratedService = keyof Alts['services'];
export type IllustratedCategory = keyof Alts['categories'];

export const ILLUSTRATED_SERVICES = [
  'standard-house-cleaning',
  'bedroom-cleaning',
  'deep-cleaning',
  'move-out-cleaning',
  'office-cleaning',
  'moving-helpmovers',
  'furniture-assembly',
  'leak-repair',
  'drain-unclogging',
  'other-plumbing-services',
  'handyman-services',
  'tv-mounting',
  'garden-maintenance',
  'hedge-trimming',
  'yard-clean-up',
  'lawn-maintenance',
  'lawn-aeration',
  'driveway-snow-clearing',
  'walkway-salting',
] as const satisfies readonly IllustratedService[];

export const ILLUSTRATED_CATEGORIES = ['cleaning', 'moving', 'plumbing', 'handyman', 'gardening', 'lawn-care', 'snow-removal'] as const satisfies readonly IllustratedCategory[];

const SERVICES = new Set<string>(ILLUSTRATED_SERVICES);
const CATEGORIES = new Set<string>(ILLUSTRATED_CATEGORIES);

/** The message key of its alt text and the light and dark files. */
export interface Illustration {
  altKey: `services.${IllustratedService}` | `categories.${IllustratedCategory}` | 'generic';
  light: string;
  dark: string;
}

const files = (path: string) => ({ light: `/illustrations/${path}.svg`, dark: `/illustrations/${path}-dark.svg` });

export function illustrationFor(slug: string | undefined, categorySlug?: string): Illustration {
  if (slug && SERVICES.has(slug)) return { altKey: `services.${slug as IllustratedService}`, ...files(slug) };
  if (categorySlug && CATEGORIES.has(categorySlug)) return { altKey: `categories.${categorySlug as IllustratedCategory}`, ...files(`categories/${categorySlug}`) };
  return { altKey: 'generic', ...files('generic') };
}
