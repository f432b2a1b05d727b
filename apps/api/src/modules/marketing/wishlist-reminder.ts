// The wishlist reminder: WISHLIST_REMINDER_HOURS after a customer saves a service, one email
// suggesting to book it — unless by then they removed it, booked it, the service left the
// catalogue, or they turned marketing emails off. Scheduled through the outbox at save time.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookings, services, wishlistItems } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { enqueueMarketingEmail } from './marketing-email';
import { messagesFor, webLink } from '../../i18n';
import { localized } from '../catalog';

export type MarketingJob = { kind: 'wishlistReminder'; userId: string; serviceId: string; savedAt: string };

declare module '../../outbox/outbox' {
  interface OutboxTopics {
    /** A marketing email to decide on when it is due (the customer may have unsubscribed or booked meanwhile). */
    marketing: MarketingJob;
  }
}

export async function scheduleWishlistReminder(ctx: AppContext, tx: Tx, userId: string, serviceId: string, savedAt: Date) {
  const notBefore = new Date(savedAt.getTime() + ctx.config.marketing.wishlistReminderHours * 3600_000);
  await ctx.outbox.enqueue(tx, 'marketing', { kind: 'wishlistReminder', userId, serviceId, savedAt: savedAt.toISOString() }, { notBefore });
}

export async function runMarketingJob(ctx: AppContext, job: MarketingJob): Promise<void> {
  const [row] = await ctx.db
    .select({ name: services.name, nameFr: services.nameFr, slug: services.slug })
    .from(wishlistItems)
    .innerJoin(services, eq(services.id, wishlistItems.serviceId))
    // The same save (a removed and re-saved service has its own, later reminder).
    .where(and(eq(wishlistItems.userId, job.userId), eq(wishlistItems.serviceId, job.serviceId), eq(services.active, true), sql`date_trunc('milliseconds', ${wishlistItems.createdAt}) = ${job.savedAt}::timestamptz`));
  if (!row) return;
  const [booked] = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, job.userId), eq(bookings.serviceId, job.serviceId), gte(bookings.createdAt, new Date(job.savedAt))))
    .limit(1);
  if (booked) return;
  await inTransaction(ctx, (tx) =>
    enqueueMarketingEmail(ctx, tx, job.userId, (firstName, locale) => {
      const t = messagesFor(locale);
      const name = localized(locale, row.name, row.nameFr);
      return {
        subject: t.marketing.wishlistSubject(name),
        text: `${t.greeting(firstName)}\n\n${t.marketing.wishlistBody(name, webLink(ctx.config, locale, `/services/${row.slug}/book`))}\n\n${t.signature}`,
      };
    }),
  );
}
