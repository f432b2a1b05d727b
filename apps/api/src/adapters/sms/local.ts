import { devMailbox } from '../../db/schema';
import type { Db } from '../../db/client';
import type { SmsAdapter } from './index';

export function createLocalSmsAdapter(db: Db): SmsAdapter {
  return {
    name: 'local',
    async send(m) {
      await db.insert(devMailbox).values({ channel: 'sms', to: m.to, subject: null, body: m.body });
    },
  };
}
