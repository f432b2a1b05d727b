// Canadian sales tax on what Hearth sells, as a function of where the work is done (the province of
// the job's validated postal code: the place of supply of a service to a home is where the home is),
// what the service is (its tax class) and the day it is priced.
//
// Two layers: the federal GST or the harmonized HST, which every class pays, and the separate
// provincial taxes of British Columbia (PST), Manitoba (RST), Saskatchewan (PST) and Québec (QST),
// which apply to some classes and not others. Every cell of both tables, with the bulletin it comes
// from, is in docs/decisions/020-sales-tax-by-place-service-and-date.md; check it there before
// changing one. A rate change is a new dated entry: keep the old one, because a booking is taxed at
// the rate in force on the day it is priced.
//
// Rates are in thousandths of a percent (5% = 5000, Québec's 9.975% = 9975) so every rate is an integer.
import type { ProvinceCode } from './constants';

export type TaxName = 'GST' | 'HST' | 'PST' | 'QST' | 'RST';

export interface TaxComponent {
  name: TaxName;
  /** Thousandths of a percent: 13% = 13000. */
  rate: number;
}

// ---- Tax classes ------------------------------------------------------------------------------

/**
 * What a service is for sales tax. The provinces draw their lines between labour on a building
 * (real property) and work on movable goods, between upkeep and repairs, and between homes and
 * commercial buildings, so the classes follow those lines.
 */
export const TAX_CLASSES = [
  'residential_real_property',
  'commercial_building_cleaning',
  'real_property_repair',
  'plumbing_heating_electrical',
  'service_to_goods',
  'moving',
] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** What a new service is until an admin says otherwise, and what the database defaults to. */
export const DEFAULT_TAX_CLASS: TaxClass = 'residential_real_property';

export const TAX_CLASS_LABELS: Record<TaxClass, { label: string; description: string }> = {
  residential_real_property: {
    label: 'Home upkeep',
    description: 'Cleaning a home, lawn and garden care, snow clearing: upkeep of a residence that repairs or improves nothing.',
  },
  commercial_building_cleaning: {
    label: 'Commercial building cleaning',
    description: 'Cleaning offices, shops and other buildings that are not homes.',
  },
  real_property_repair: {
    label: 'Repairs to a building',
    description: 'Handyman work that repairs, renovates or improves the building itself: drywall, doors, trim, caulking.',
  },
  plumbing_heating_electrical: {
    label: 'Plumbing, heating and electrical',
    description: 'Work on pipes, drains, fixtures, water heaters, heating and wiring.',
  },
  service_to_goods: {
    label: 'Services to goods',
    description: 'Assembling, installing or repairing movable goods that stay goods: furniture assembly, TV mounting. Not household appliances.',
  },
  moving: {
    label: 'Moving household goods',
    description: 'Loading, carrying and unloading a household’s belongings.',
  },
};

export function isTaxClass(value: unknown): value is TaxClass {
  return typeof value === 'string' && (TAX_CLASSES as readonly string[]).includes(value);
}

/** The class a new service in a category starts with (by category slug); the admin can change it. */
export const CATEGORY_TAX_CLASSES: Record<string, TaxClass> = {
  cleaning: 'residential_real_property',
  gardening: 'residential_real_property',
  'lawn-care': 'residential_real_property',
  'snow-removal': 'residential_real_property',
  handyman: 'real_property_repair',
  plumbing: 'plumbing_heating_electrical',
  moving: 'moving',
};

export function defaultTaxClassForCategory(categorySlug: string): TaxClass {
  return CATEGORY_TAX_CLASSES[categorySlug] ?? DEFAULT_TAX_CLASS;
}

// ---- GST / HST --------------------------------------------------------------------------------

interface Dated<T> {
  effectiveFrom: string; // ISO date, inclusive
  value: T;
}

const GST_ONLY: TaxComponent = { name: 'GST', rate: 5000 };
const hst = (rate: number): TaxComponent => ({ name: 'HST', rate });

/** The federal (or harmonized) tax every class pays, per province, newest entry last. */
export const GST_HST_TABLE: Record<ProvinceCode, Dated<TaxComponent>[]> = {
  AB: [{ effectiveFrom: '2008-01-01', value: GST_ONLY }],
  BC: [{ effectiveFrom: '2013-04-01', value: GST_ONLY }],
  MB: [{ effectiveFrom: '2008-01-01', value: GST_ONLY }],
  NB: [{ effectiveFrom: '2016-07-01', value: hst(15000) }],
  NL: [{ effectiveFrom: '2016-07-01', value: hst(15000) }],
  NS: [
    { effectiveFrom: '2010-07-01', value: hst(15000) },
    // SOR/2025-77 prescribes 9% as Nova Scotia's part from 1 April 2025 (CRA GST/HST Notice 342).
    { effectiveFrom: '2025-04-01', value: hst(14000) },
  ],
  NT: [{ effectiveFrom: '2008-01-01', value: GST_ONLY }],
  NU: [{ effectiveFrom: '2008-01-01', value: GST_ONLY }],
  ON: [{ effectiveFrom: '2010-07-01', value: hst(13000) }],
  PE: [{ effectiveFrom: '2016-10-01', value: hst(15000) }],
  QC: [{ effectiveFrom: '2008-01-01', value: GST_ONLY }],
  SK: [{ effectiveFrom: '2008-01-01', value: GST_ONLY }],
  YT: [{ effectiveFrom: '2008-01-01', value: GST_ONLY }],
};

// ---- Provincial sales taxes -------------------------------------------------------------------

/** Taxed since before the tables begin. */
const LONG_STANDING = '1991-01-01';

interface ProvincialTax {
  name: Exclude<TaxName, 'GST' | 'HST'>;
  rates: Dated<number>[];
  /** The classes the tax applies to, each from the day it started to; a class not listed is not taxed. */
  appliesTo: Partial<Record<TaxClass, string>>;
}

export const PROVINCIAL_TAX_TABLE: Partial<Record<ProvinceCode, ProvincialTax>> = {
  // PST applies to services to goods (Bulletin PST 301, Related Services) and not to services to real
  // property, landscaping or building cleaning (Bulletin PST 501, Real Property Contractors).
  BC: {
    name: 'PST',
    rates: [{ effectiveFrom: '2013-04-01', value: 7000 }],
    appliesTo: { service_to_goods: LONG_STANDING },
  },
  // RST applies to services to goods (Bulletin No. 030, Summary of Taxable and Exempt Goods and
  // Services) and to mechanical and electrical work, which the Act keeps goods even once installed
  // (Bulletin No. 031, Mechanical and Electrical Trades); not to other work on real property
  // (Bulletin No. 008, Installation, Repairs and Improvements to Real Property).
  MB: {
    name: 'RST',
    rates: [
      { effectiveFrom: '2008-01-01', value: 7000 },
      { effectiveFrom: '2013-07-01', value: 8000 },
      { effectiveFrom: '2019-07-01', value: 7000 },
    ],
    appliesTo: { service_to_goods: LONG_STANDING, plumbing_heating_electrical: LONG_STANDING },
  },
  // PST applies to commercial building cleaning and not to cleaning homes (Bulletin PST-61,
  // Information for Businesses Providing Commercial Building Cleaning Services); to repairs and
  // improvements of real property from 1 April 2017 (Information Notice IN 2017-02, PST on Services
  // to Real Property), but not to upkeep such as lawn care and snow clearing; and to repairing and
  // installing goods (Bulletin PST-57, Information for Businesses Providing Repair and Installation Services).
  SK: {
    name: 'PST',
    rates: [
      { effectiveFrom: '2008-01-01', value: 5000 },
      { effectiveFrom: '2017-03-23', value: 6000 },
    ],
    appliesTo: {
      commercial_building_cleaning: LONG_STANDING,
      real_property_repair: '2017-04-01',
      plumbing_heating_electrical: '2017-04-01',
      service_to_goods: LONG_STANDING,
    },
  },
  // QST applies to every taxable supply of a service, as the GST does (Revenu Québec, "Calculating the taxes").
  QC: {
    name: 'QST',
    rates: [{ effectiveFrom: '2013-01-01', value: 9975 }],
    appliesTo: Object.fromEntries(TAX_CLASSES.map((c) => [c, LONG_STANDING])),
  },
};

// ---- Lookup -----------------------------------------------------------------------------------

const isoDay = (on: Date) => on.toISOString().slice(0, 10);

/** The entry in force on `day`; before the first entry, the first one. */
function inForce<T>(entries: Dated<T>[], day: string): T {
  const current = [...entries].reverse().find((e) => e.effectiveFrom <= day) ?? entries[0]!;
  return current.value;
}

/** The taxes on a service of `taxClass` done in `province` and priced on `on` (default today), federal first. */
export function taxComponentsFor(province: ProvinceCode, taxClass: TaxClass, on: Date = new Date()): TaxComponent[] {
  const day = isoDay(on);
  const components = [inForce(GST_HST_TABLE[province], day)];
  const provincial = PROVINCIAL_TAX_TABLE[province];
  const from = provincial?.appliesTo[taxClass];
  if (provincial && from && from <= day) components.push({ name: provincial.name, rate: inForce(provincial.rates, day) });
  return components;
}

/** "13%", "9.975%". */
export function formatTaxRate(rate: number): string {
  return `${(rate / 1000).toString()}%`;
}
