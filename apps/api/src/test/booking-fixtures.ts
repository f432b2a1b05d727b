// Fixtures for booking tests: providers with services and areas, valid start times, booking bodies.
import { eq, sql } from 'drizzle-orm';
import { localDateTime, PROVINCE_TIME_ZONES, zonedTimeToInstant } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import { ALERT_DEFAULTS } from '@hearth/shared/alerts/contract';
import { alertSettings, bookings, payoutAccounts, payouts, providerAreas, providerServices, serviceProviders, services } from '../db/schema';
import { uniqueTestPhone } from './phone-numbers';
import type { TestApp } from './test-app';

/** A start time `days` ahead at `time` on the province's wall clock. */
export function slot(days = 3, time = '10:00', province: ProvinceCode = 'ON'): string {
  const { date } = localDateTime(new Date(Date.now() + days * 86_400_000), province);
  return zonedTimeToInstant(date, time, PROVINCE_TIME_ZONES[province]).toISOString();
}

export async function serviceBySlug(t: TestApp, slug: string) {
  const [s] = await t.app.ctx.db.select().from(services).where(eq(services.slug, slug));
  if (!s) throw new Error(`no service ${slug}; seed the catalogue first`);
  return s;
}

export interface ProviderFixture {
  userId: string;
  providerId: string;
  token: string;
}

/**
 * A provider who can take jobs (approved, phone verified, with a payout account) offering the given
 * services in the given areas ('M5V' or 'Toronto|ON'); `approved: false` / `phone: false` make one who cannot.
 */
export async function provider(
  t: TestApp,
  opts: { serviceIds: string[]; areas: string[]; approved?: boolean; phone?: boolean; payoutAccount?: boolean; firstName?: string; quietHours?: boolean },
): Promise<ProviderFixture> {
  const user = await t.createUser({
    role: 'serviceprovider',
    firstName: opts.firstName ?? 'Pat',
    phone: opts.phone === false ? undefined : uniqueTestPhone('416'),
    verificationStatus: opts.approved === false ? 'submitted' : 'approved',
  });
  const db = t.app.ctx.db;
  const [sp] = await db.select().from(serviceProviders).where(eq(serviceProviders.userId, user.id));
  const providerId = sp!.id;
  if (opts.serviceIds.length) await db.insert(providerServices).values(opts.serviceIds.map((serviceId) => ({ providerId, serviceId })));
  if (opts.areas.length) {
    await db.insert(providerAreas).values(
      opts.areas.map((a) => {
        if (!a.includes('|')) return { providerId, kind: 'fsa' as const, value: a, label: a };
        const [city, province] = a.split('|') as [string, string];
        return { providerId, kind: 'city' as const, value: `${city.toLowerCase()}|${province}`, label: city, province };
      }),
    );
  }
  // The default quiet hours (21:00–07:00) would delay a provider's emails and texts whenever the
  // suite runs at night: fixture providers are alerted at any hour unless a test asks for them.
  if (!opts.quietHours) {
    await db.insert(alertSettings).values({ userId: user.id, channels: ALERT_DEFAULTS.channels, timeZone: 'America/Toronto', maxPerHour: ALERT_DEFAULTS.maxPerHour });
  }
  if (opts.payoutAccount !== false) {
    const { accountId } = await t.app.ctx.payments.createPayoutAccount({ email: user.email, providerId });
    await t.app.ctx.payments.setBankAccount(accountId, { routingNumber: '00011-001', accountNumber: '000123456789', holderName: 'Pat Provider' });
    await db.insert(payoutAccounts).values({ providerId, gateway: 'local', accountId, bankAccountLast4: '6789' });
  }
  return { userId: user.id, providerId, token: user.token };
}

export function bookingBody(serviceId: string, over: Record<string, unknown> = {}) {
  return {
    serviceId,
    scheduledAt: slot(),
    quantity: 1,
    address: { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' },
    note: 'Two bathrooms, please bring supplies.',
    phonenumber: '416-555-0142',
    email: 'maya@example.ca',
    zipcode: 'M5V 2T6',
    paymentMethodId: 'pm_card_visa',
    ...over,
  };
}

let keyCounter = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keyCounter}`;

/** Moves a booking's schedule so that it started a minute ago: the provider may start and complete it now. */
export async function startedAMinuteAgo(t: TestApp, bookingId: string) {
  await t.app.ctx.db
    .update(bookings)
    .set({ startsAt: sql`now() - interval '1 minute'`, endsAt: sql`now() - interval '1 minute' + (${bookings.endsAt} - ${bookings.startsAt})` })
    .where(eq(bookings.id, bookingId));
}

/** Ends the customer's confirmation window of a completed booking now, as if the hours had passed. */
export async function endConfirmationWindow(t: TestApp, bookingId: string) {
  await t.app.ctx.db.update(bookings).set({ confirmationEndsAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, bookingId));
  await t.app.ctx.db.update(payouts).set({ payableAt: sql`now() - interval '1 second'` }).where(eq(payouts.bookingId, bookingId));
}
