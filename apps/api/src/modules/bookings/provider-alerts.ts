// Telling the providers who may take a booking that it is on offer: when it is paid, and again when
// its provider hands it back. Each gets the in-app notification, and an alert away from the site as
// their alert settings allow (push, text, email; quiet hours and the cap per hour, see modules/alerts).
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { bookings } from '../../db/schema';
import { messagesFor } from '../../i18n';
import { alertNewJob } from '../emails';
import { notify } from '../events';
import { jobLabel, serviceNames } from './labels';
import { matchingProviderUserIds } from './matching';

export async function alertMatchingProviders(ctx: AppContext, tx: Tx, booking: typeof bookings.$inferSelect) {
  const recipients = await matchingProviderUserIds(tx, booking.id);
  const names = await serviceNames(tx, booking.serviceId);
  await notify(ctx, tx, recipients, 'NewBookingAlert', (l) => messagesFor(l).notify.newBooking(jobLabel(names, booking, l), booking.fsa), { bookingId: booking.id });
  await alertNewJob(ctx, tx, booking.id, recipients);
}
