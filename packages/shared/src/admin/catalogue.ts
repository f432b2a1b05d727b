// The admin catalogue's wire shapes (issue 9): every category with every service, inactive ones
// included, as the admin console edits them.
import type { ImageUrls } from '../api-types';
import type { TaxClass } from '../tax';

export const PRICE_UNITS = ['job', 'hour'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Lowercase letters and digits in words joined by single hyphens: `deep-cleaning-2`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** A slug suggestion from a name: "Lawn & Garden Care" → "lawn-garden-care". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export interface AdminService {
  _id: string;
  categoryId: string;
  name: string;
  slug: string;
  description: string;
  /** French name, description and inclusions; null until translated (French pages show the English). */
  nameFr: string | null;
  descriptionFr: string | null;
  whatIsIncludedFr: string[] | null;
  /** Fields with English text and no French yet ('name', 'description', 'whatIsIncluded'). */
  missingFrench: string[];
  /** Integer cents (CAD). */
  startingPriceCents: number;
  durationMinutes: number;
  priceUnit: PriceUnit;
  requiresDescription: boolean;
  /** What the service is for sales tax (TAX_CLASSES): with the job's province, it decides the taxes. */
  taxClass: TaxClass;
  featured: boolean;
  whatIsIncluded: string[];
  active: boolean;
  sortOrder: number;
  image: ImageUrls | null;
  /** Bookings ever made for this service, whatever their status. */
  bookingCount: number;
  /** Former slugs that still redirect here (GET /api/service/<old> answers 308). */
  formerSlugs: string[];
}

export interface AdminCategory {
  _id: string;
  name: string;
  slug: string;
  description: string;
  nameFr: string | null;
  descriptionFr: string | null;
  /** Fields with English text and no French yet ('name', 'description'). */
  missingFrench: string[];
  active: boolean;
  sortOrder: number;
  /** The tax class a new service in this category starts with. */
  defaultTaxClass: TaxClass;
  services: AdminService[];
}

/** The body of GET /api/service/<former slug>: status 308, `Location` naming the current slug. */
export interface ServiceMovedData {
  slug: string;
}
