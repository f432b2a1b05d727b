// Every marketing email goes out through here: only to people who still accept them, with an
// unsubscribe link in the text (opening /unsubscribe) and RFC 8058 one-click List-Unsubscribe
// headers, so mail clients offer their own Unsubscribe button. In the recipient's language (users.locale);
// the one-click address is the API's and works the same whatever the language.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { unsubscribeToken } from '../auth';
import { messagesFor, recipientLocale, webLink, type Locale } from '../../i18n';

export async function enqueueMarketingEmail(ctx: AppContext, tx: Tx, userId: string, email: (firstName: string, locale: Locale) => { subject: string; text: string }): Promise<boolean> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.marketingEmails, true), isNull(users.deactivatedAt)));
  if (!user) return false;
  const token = unsubscribeToken(ctx.config.jwtSecret, userId);
  const locale = recipientLocale(user.locale);
  const page = webLink(ctx.config, locale, `/unsubscribe?token=${encodeURIComponent(token)}`);
  const { subject, text } = email(user.firstName, locale);
  await ctx.outbox.enqueue(tx, 'email', {
    to: user.email,
    subject,
    text: `${text}\n\n${messagesFor(locale).marketing.footer(page)}`,
    headers: {
      'List-Unsubscribe': `<${ctx.config.publicApiUrl}/api/auth/unsubscribe?token=${encodeURIComponent(token)}>, <${page}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return true;
}
