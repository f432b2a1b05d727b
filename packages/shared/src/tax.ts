// Canadian sales tax on the home services Hearth sells (labour on a customer's home: cleaning,
// gardening, plumbing, moving, handyman, lawn and snow removal), by the province of the address
// where the work is done — the place-of-supply rule for services on real property.
//
// Rates are in thousandths of a percent (5% = 5000, Quebec's 9.975% = 9975) so every rate is an
// integer. Review this table when a rate changes: add the new entry with its effective date, keep
// the old one (bookings are taxed by the rate in force on the day they are priced).
//
// Sources (checked 2026-11):
// - GST/HST rates by province: Canada Revenue Agency, "GST/HST rates"
//   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html
// - Nova Scotia HST 15% → 14% from 2025-04-01: CRA notice, "Nova Scotia HST rate decrease".
// - Quebec QST 9.975% applies to most services: Revenu Québec, "Calculating the taxes".
// - Saskatchewan PST 6% applies to contracted services to real property (repairs, renovation,
//   installation, cleaning) since 2017/2020: Saskatchewan PST bulletin PST-6 and PST-65.
// - British Columbia PST 7% applies to services to goods, not to services to real property:
//   BC PST bulletin PST 501 "Real Property Contractors" — so none of our home services.
// - Manitoba RST 7% does not apply to labour on real property (cleaning, landscaping, snow
//   removal and renovation labour are outside RST): Manitoba Tax Bulletin 025 "Real Property Contractors".
import type { ProvinceCode } from './constants';

export type TaxName = 'GST' | 'HST' | 'PST' | 'QST';

export interface TaxComponent {
  name: TaxName;
  /** Thousandths of a percent: 13% = 13000. */
  rate: number;
}

interface TaxTableEntry {
  effectiveFrom: string; // ISO date, inclusive
  components: TaxComponent[];
}

const GST_ONLY: TaxComponent[] = [{ name: 'GST', rate: 5000 }];
const hst = (rate: number): TaxComponent[] => [{ name: 'HST', rate }];

/** Per province, newest entry last. */
export const SALES_TAX_TABLE: Record<ProvinceCode, TaxTableEntry[]> = {
  AB: [{ effectiveFrom: '2008-01-01', components: GST_ONLY }],
  BC: [{ effectiveFrom: '2013-04-01', components: GST_ONLY }], // PST does not apply to real-property services
  MB: [{ effectiveFrom: '2019-07-01', components: GST_ONLY }], // RST does not apply to real-property labour
  NB: [{ effectiveFrom: '2016-07-01', components: hst(15000) }],
  NL: [{ effectiveFrom: '2016-07-01', components: hst(15000) }],
  NS: [
    { effectiveFrom: '2010-07-01', components: hst(15000) },
    { effectiveFrom: '2025-04-01', components: hst(14000) },
  ],
  NT: [{ effectiveFrom: '2008-01-01', components: GST_ONLY }],
  NU: [{ effectiveFrom: '2008-01-01', components: GST_ONLY }],
  ON: [{ effectiveFrom: '2010-07-01', components: hst(13000) }],
  PE: [{ effectiveFrom: '2016-10-01', components: hst(15000) }],
  QC: [
    {
      effectiveFrom: '2013-01-01',
      components: [
        { name: 'GST', rate: 5000 },
        { name: 'QST', rate: 9975 },
      ],
    },
  ],
  SK: [
    {
      effectiveFrom: '2017-03-23',
      components: [
        { name: 'GST', rate: 5000 },
        { name: 'PST', rate: 6000 },
      ],
    },
  ],
  YT: [{ effectiveFrom: '2008-01-01', components: GST_ONLY }],
};

/** The taxes in force in `province` on `on` (default today). */
export function taxComponentsFor(province: ProvinceCode, on: Date = new Date()): TaxComponent[] {
  const day = on.toISOString().slice(0, 10);
  const entries = SALES_TAX_TABLE[province];
  const current = [...entries].reverse().find((e) => e.effectiveFrom <= day) ?? entries[0];
  return current!.components;
}

/** "13%", "9.975%". */
export function formatTaxRate(rate: number): string {
  return `${(rate / 1000).toString()}%`;
}
