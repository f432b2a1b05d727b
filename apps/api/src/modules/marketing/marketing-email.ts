// Every marketing email goes out through here: only to people who still accept them, with an
// unsubscribe link in the text (opening /unsubscribe) and RFC 8058 one-click List-Unsubscribe
// headers, so mail clients offer their own Unsubscribe button.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { unsubscribeToken } from '../auth/secrets';

export async function enqueueMarketingEmail(ctx: AppContext, tx: Tx, userId: string, email: (firstName: string) => { subject: string; text: string }): Promise<boolean> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.marketingEmails, true), isNull(users.deactivatedAt)));
  if (!user) return false;
  const token = unsubscribeToken(ctx.config.jwtSecret, userId);
  const page = `${ctx.config.webUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const { subject, text } = email(user.firstName);
  await ctx.outbox.enqueue(tx, 'email', {
    to: user.email,
    subject,
    text: `${text}\n\n—\nYou receive offers and reminders from Hearth because you have an account. Unsubscribe: ${page}\nOr change your email preferences in your account.`,
    headers: {
      'List-Unsubscribe': `<${ctx.config.publicApiUrl}/api/auth/unsubscribe?token=${encodeURIComponent(token)}>, <${page}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return true;
}
