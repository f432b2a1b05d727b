// Files sent with emails. The outbox row holds only a reference; the file is made when the email is
// sent, so rows stay small and a retried delivery makes the same file again.
import { eq } from 'drizzle-orm';
import { createEvent } from 'ics';
import type { AppContext } from '../../context';
import type { MailAttachment } from '../../adapters/mail';
import { bookings, invoices, services, users } from '../../db/schema';
import { messagesFor, recipientLocale } from '../../i18n';
import { localized } from '../catalog';
import { renderInvoicePdf } from '../invoices';
import { bookingUrl, oneLineAddress } from './facts';

export type EmailAttachment = { kind: 'invoice'; invoiceId: string } | { kind: 'ics'; bookingId: string };

export async function resolveAttachment(ctx: AppContext, ref: EmailAttachment): Promise<MailAttachment> {
  return ref.kind === 'ics' ? calendarFile(ctx, ref.bookingId) : invoiceFile(ctx, ref.invoiceId);
}

/** The booking as a calendar event (RFC 5545): start and end in UTC, so every calendar shows the local time. In the customer's language. */
export async function calendarFile(ctx: AppContext, bookingId: string): Promise<MailAttachment> {
  const [row] = await ctx.db
    .select({ booking: bookings, serviceName: services.name, serviceNameFr: services.nameFr, locale: users.locale })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`calendar attachment: booking ${bookingId} not found`);
  const { booking } = row;
  const locale = recipientLocale(row.locale, booking.locale);
  const m = messagesFor(locale).calendar;
  const serviceName = localized(locale, row.serviceName, row.serviceNameFr);
  const url = bookingUrl(ctx.config, booking.id, locale);
  const { error, value } = createEvent({
    uid: `booking-${booking.id}@hearth`,
    productId: 'hearth/bookings',
    method: 'PUBLISH',
    title: m.title(serviceName),
    description: m.description(serviceName, url),
    location: oneLineAddress(booking.address),
    url,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('calendar attachment: the event could not be built');
  return { filename: 'hearth-booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(value, 'utf8') };
}

async function invoiceFile(ctx: AppContext, invoiceId: string): Promise<MailAttachment> {
  const [invoice] = await ctx.db.select({ kind: invoices.kind, number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error(`invoice attachment: invoice ${invoiceId} not found`);
  const content = await renderInvoicePdf(ctx, invoiceId);
  const name = invoice.kind === 'credit_note' ? 'credit-note' : 'invoice';
  return { filename: `hearth-${name}-${invoice.number}.pdf`, contentType: 'application/pdf', content };
}
