// The outbox's 'email' handler: reads the files an email refers to, then hands it to the mail adapter.
import type { AppContext } from '../../context';
import type { MailAdapter } from '../../adapters/mail';
import type { OutboxTopics } from '../../outbox/outbox';
import { resolveAttachment } from './attachments';

export async function deliverEmail(ctx: AppContext, mail: MailAdapter, { attachments, ...message }: OutboxTopics['email']) {
  const files = attachments?.length ? await Promise.all(attachments.map((ref) => resolveAttachment(ctx, ref))) : undefined;
  await mail.send({ ...message, ...(files ? { attachments: files } : {}) });
}
