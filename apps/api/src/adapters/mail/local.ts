import { devMailbox } from '../../db/schema';
import type { Db } from '../../db/client';
import type { MailAdapter } from './index';

export function createLocalMailAdapter(db: Db): MailAdapter {
  return {
    name: 'local',
    async send(m) {
      await db.insert(devMailbox).values({
        channel: 'email',
        to: m.to,
        subject: m.subject,
        body: m.text,
        html: m.html ?? null,
        attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString('base64') })),
      });
    },
  };
}
