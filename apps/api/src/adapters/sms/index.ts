// SMS: one interface; the local adapter keeps texts in the dev mailbox, Twilio sends them for real.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalSmsAdapter } from './local';
import { createTwilioSmsAdapter } from './twilio';

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsAdapter {
  readonly name: 'local' | 'twilio';
  send(message: SmsMessage): Promise<void>;
}

export function createSmsAdapter(config: Config, db: Db): Promise<SmsAdapter> | SmsAdapter {
  return config.sms.twilio ? createTwilioSmsAdapter(config.sms.twilio) : createLocalSmsAdapter(db);
}
