import { describe, expect, it } from 'vitest';
import { priceBooking } from './booking';
import { PROVINCE_CODES, type ProvinceCode } from './constants';
import { defaultTaxClassForCategory, formatTaxRate, TAX_CLASSES, TAX_CLASS_LABELS, type TaxClass, type TaxName } from './tax';

// The expected taxes, written out by hand from the sources in decision 020 rather than derived from
// the table under test: one $100.00 job, the day before and the day Nova Scotia's HST fell to 14%.
const PRICE = 10_000;
const BEFORE = new Date('2025-03-31T12:00:00Z');
const AFTER = new Date('2025-04-01T12:00:00Z');

type Line = [TaxName, number, number]; // name, rate (thousandths of a percent), amount in cents on $100
const GST: Line = ['GST', 5000, 500];
const HST13: Line = ['HST', 13000, 1300];
const HST14: Line = ['HST', 14000, 1400];
const HST15: Line = ['HST', 15000, 1500];
const BC_PST: Line = ['PST', 7000, 700];
const MB_RST: Line = ['RST', 7000, 700];
const SK_PST: Line = ['PST', 6000, 600];
const QST: Line = ['QST', 9975, 998]; // 9.975% of $100 is $9.975, rounded to the cent

const every = (lines: Line[]) => Object.fromEntries(TAX_CLASSES.map((c) => [c, lines])) as Record<TaxClass, Line[]>;
const federalOnly = (federal: Line) => every([federal]);

/** Per province, per class: the lines before and after 1 April 2025 (the same unless said). */
const EXPECTED: Record<ProvinceCode, { before: Record<TaxClass, Line[]>; after: Record<TaxClass, Line[]> }> = {
  AB: { before: federalOnly(GST), after: federalOnly(GST) },
  NT: { before: federalOnly(GST), after: federalOnly(GST) },
  NU: { before: federalOnly(GST), after: federalOnly(GST) },
  YT: { before: federalOnly(GST), after: federalOnly(GST) },
  ON: { before: federalOnly(HST13), after: federalOnly(HST13) },
  NB: { before: federalOnly(HST15), after: federalOnly(HST15) },
  NL: { before: federalOnly(HST15), after: federalOnly(HST15) },
  PE: { before: federalOnly(HST15), after: federalOnly(HST15) },
  NS: { before: federalOnly(HST15), after: federalOnly(HST14) },
  QC: { before: every([GST, QST]), after: every([GST, QST]) },
  BC: (() => {
    const bc: Record<TaxClass, Line[]> = {
      residential_real_property: [GST],
      commercial_building_cleaning: [GST],
      real_property_repair: [GST],
      plumbing_heating_electrical: [GST],
      service_to_goods: [GST, BC_PST],
      moving: [GST],
    };
    return { before: bc, after: bc };
  })(),
  MB: (() => {
    const mb: Record<TaxClass, Line[]> = {
      residential_real_property: [GST],
      commercial_building_cleaning: [GST],
      real_property_repair: [GST],
      plumbing_heating_electrical: [GST, MB_RST],
      service_to_goods: [GST, MB_RST],
      moving: [GST],
    };
    return { before: mb, after: mb };
  })(),
  SK: (() => {
    const sk: Record<TaxClass, Line[]> = {
      residential_real_property: [GST],
      commercial_building_cleaning: [GST, SK_PST],
      real_property_repair: [GST, SK_PST],
      plumbing_heating_electrical: [GST, SK_PST],
      service_to_goods: [GST, SK_PST],
      moving: [GST],
    };
    return { before: sk, after: sk };
  })(),
};

const cases = PROVINCE_CODES.flatMap((province) =>
  TAX_CLASSES.flatMap((taxClass) =>
    (['before', 'after'] as const).map((when) => ({ province, taxClass, when, expected: EXPECTED[province][when][taxClass] })),
  ),
);

describe('sales tax by province, tax class and date', () => {
  it('covers every province and territory and every class, on both sides of the Nova Scotia change', () => {
    expect(cases).toHaveLength(13 * TAX_CLASSES.length * 2);
  });

  it.each(cases)('$province, $taxClass, $when 1 April 2025', ({ province, taxClass, when, expected }) => {
    const amounts = priceBooking({ unitPriceCents: PRICE, quantity: 1, province, taxClass, on: when === 'before' ? BEFORE : AFTER });
    expect(amounts.taxes.map((t) => [t.name, t.rate, t.amount])).toEqual(expected);
    const tax = expected.reduce((sum, [, , amount]) => sum + amount, 0);
    expect(amounts).toMatchObject({ subtotal: PRICE, discount: 0, tax, total: PRICE + tax });
  });

  it('taxes what is left after a discount, each tax rounded on its own', () => {
    const amounts = priceBooking({ unitPriceCents: 15_900, quantity: 1, province: 'SK', taxClass: 'commercial_building_cleaning', discount: { code: 'OFF15', kind: 'percent', percentOff: 15, amountOffCents: null }, on: AFTER });
    // $159.00 less 15% is $135.15: GST $6.76 (6.7575), PST $8.11 (8.109).
    expect(amounts).toMatchObject({ subtotal: 15_900, discount: 2385, tax: 676 + 811, total: 13_515 + 676 + 811 });
    expect(amounts.taxes).toEqual([
      { name: 'GST', rate: 5000, amount: 676 },
      { name: 'PST', rate: 6000, amount: 811 },
    ]);
  });

  it('follows the dated rates: Saskatchewan repairs before April 2017, Manitoba at 8% until July 2019', () => {
    const on = (day: string) => new Date(`${day}T12:00:00Z`);
    const names = (province: ProvinceCode, taxClass: TaxClass, day: string) =>
      priceBooking({ unitPriceCents: PRICE, quantity: 1, province, taxClass, on: on(day) }).taxes.map((t) => `${t.name} ${formatTaxRate(t.rate)}`);
    expect(names('SK', 'real_property_repair', '2017-03-31')).toEqual(['GST 5%']);
    expect(names('SK', 'real_property_repair', '2017-04-01')).toEqual(['GST 5%', 'PST 6%']);
    expect(names('SK', 'commercial_building_cleaning', '2017-03-22')).toEqual(['GST 5%', 'PST 5%']);
    expect(names('MB', 'service_to_goods', '2019-06-30')).toEqual(['GST 5%', 'RST 8%']);
    expect(names('MB', 'service_to_goods', '2019-07-01')).toEqual(['GST 5%', 'RST 7%']);
    expect(names('QC', 'moving', '2025-06-01')).toEqual(['GST 5%', 'QST 9.975%']);
  });

  it('labels every class and gives each seeded category a default', () => {
    for (const c of TAX_CLASSES) expect(TAX_CLASS_LABELS[c].label).not.toBe('');
    expect(defaultTaxClassForCategory('plumbing')).toBe('plumbing_heating_electrical');
    expect(defaultTaxClassForCategory('moving')).toBe('moving');
    expect(defaultTaxClassForCategory('cleaning')).toBe('residential_real_property');
    expect(defaultTaxClassForCategory('a-new-category')).toBe('residential_real_property');
  });
});
