import { devMailbox } from '../../db/schema';
import type { Db } from '../../db/client';
import type { MailAdapter } from './index';

export function createLocalMailAdapter(db: Db): MailAdapter {
  return {
    name: 'local',
    async send(m) {
      await db.insert(devMailbox).values({ channel: 'email', to: m.to, subject: m.subject, body: m.text });
    },
  };
}
