// What providers are told about decisions on their account: a notification (notification centre and
// socket) and an email, both in the provider's own language (users.locale), the email linking to the
// provider area's pages in that language.
import type { VerificationStatus } from '@hearth/shared/constants';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { users } from '../../db/schema';
import { messagesFor, webLink, type Locale, type Localized } from '../../i18n';
import { notify } from '../events';

export function decisionEmail(config: Config, firstName: string, text: string, locale: Locale = 'en') {
  const t = messagesFor(locale);
  return { subject: t.decision.subject, text: `${t.greeting(firstName)}\n\n${t.decision.body(text, webLink(config, locale, '/serviceprovider/businessdetail'))}\n\n${t.signature}` };
}

/**
 * The decision in the notification centre and by email; `text` is written once per language. The
 * push carries the status the account is now in, and reaches the provider's open pages at once, so
 * their menu and the approval guard follow it without a reload.
 */
export async function tellProvider(
  ctx: AppContext,
  tx: Tx,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'locale'>,
  providerId: string,
  verificationstatus: VerificationStatus,
  text: Localized,
) {
  await notify(ctx, tx, [user.id], 'VerificationUpdate', text, { providerId, verificationstatus });
  await ctx.outbox.enqueue(tx, 'email', { to: user.email, ...decisionEmail(ctx.config, user.firstName, text(user.locale), user.locale) });
}
