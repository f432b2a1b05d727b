// The outbox's 'email' topic and its handler: reads the files an email refers to, then hands it to the
// mail adapter. The outbox knows no feature, so emails adds the topic to the outbox's map here.
import type { AppContext } from '../../context';
import type { MailAdapter } from '../../adapters/mail';
import type { OutboxTopics } from '../../outbox/outbox';
import { resolveAttachment, type EmailAttachment } from './attachments';

declare module '../../outbox/outbox' {
  interface OutboxTopics {
    /** `attachments` are references, read when the email is sent: the row stays small and a PDF is made once. */
    email: { to: string; subject: string; text: string; html?: string; attachments?: EmailAttachment[]; headers?: Record<string, string> };
  }
}

export async function deliverEmail(ctx: AppContext, mail: MailAdapter, { attachments, ...message }: OutboxTopics['email']) {
  const files = attachments?.length ? await Promise.all(attachments.map((ref) => resolveAttachment(ctx, ref))) : undefined;
  await mail.send({ ...message, ...(files ? { attachments: files } : {}) });
}
