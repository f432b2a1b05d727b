// The provider's private calendar feed: an iCalendar (RFC 5545) file of their jobs that calendar
// apps subscribe to. Its URL carries a secret; only the secret's SHA-256 is stored, so the URL is
// shown once, and making a new one or turning the feed off makes the old URL stop working.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { AppContext } from '../../context';
import { bookings, providerAvailability, serviceProviders, services, users } from '../../db/schema';
import { messagesFor, recipientLocale } from '../../i18n';
import { AppError } from '../../plugins/errors';
import { localized } from '../catalog';
import { providerJobUrl } from '../emails';
import { providerIdOf } from './service';

/** Jobs shown in the feed: the ones the provider has taken, from this long ago onward. */
const FEED_STATUSES = ['accepted', 'in_progress', 'completed'] as const;
const FEED_PAST_DAYS = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createCalendarFeed(ctx: AppContext, userId: string): Promise<{ url: string }> {
  const providerId = await providerIdOf(ctx, userId);
  const token = randomBytes(32).toString('base64url');
  const feed = { calendarFeedTokenHash: hashOf(token), calendarFeedCreatedAt: new Date(), updatedAt: new Date() };
  await ctx.db
    .insert(providerAvailability)
    .values({ providerId, ...feed })
    .onConflictDoUpdate({ target: providerAvailability.providerId, set: feed });
  return { url: `${ctx.config.publicApiUrl}/api/calendar-feed/${token}.ics` };
}

export async function revokeCalendarFeed(ctx: AppContext, userId: string) {
  const providerId = await providerIdOf(ctx, userId);
  await ctx.db
    .update(providerAvailability)
    .set({ calendarFeedTokenHash: null, calendarFeedCreatedAt: null, updatedAt: new Date() })
    .where(eq(providerAvailability.providerId, providerId));
}

/** The feed's text for the secret in its URL; an unknown or revoked secret is not found. */
export async function calendarFeedText(ctx: AppContext, token: string): Promise<string> {
  const [owner] = await ctx.db
    .select({ providerId: providerAvailability.providerId, locale: users.locale })
    .from(providerAvailability)
    .innerJoin(serviceProviders, eq(serviceProviders.id, providerAvailability.providerId))
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(providerAvailability.calendarFeedTokenHash, hashOf(token)));
  if (!owner) throw new AppError(404, 'Calendar not found');
  const locale = recipientLocale(owner.locale);
  const text = messagesFor(locale).jobFeed;
  const jobs = await ctx.db
    .select({ booking: bookings, serviceName: services.name, serviceNameFr: services.nameFr })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.providerId, owner.providerId), inArray(bookings.status, [...FEED_STATUSES]), gte(bookings.startsAt, sql`now() - make_interval(days => ${FEED_PAST_DAYS})`)))
    .orderBy(asc(bookings.startsAt));
  const calendar = ical({ name: 'Hearth jobs', prodId: { company: 'Hearth', product: 'Jobs', language: locale.toUpperCase() } });
  for (const { booking: b, serviceName, serviceNameFr } of jobs) {
    const a = b.address;
    const jobPage = providerJobUrl(ctx.config, locale, b.id);
    calendar.createEvent({
      id: `${b.id}@hearth`,
      start: b.startsAt,
      end: b.endsAt,
      summary: `${localized(locale, serviceName, serviceNameFr)} — ${a.city}`,
      location: `${a.street}, ${a.city}, ${a.province} ${a.postcode}`,
      description: text.description(text.status[b.status] ?? b.status, jobPage),
      url: jobPage,
      status: ICalEventStatus.CONFIRMED,
      lastModified: b.updatedAt,
    });
  }
  return calendar.toString();
}
