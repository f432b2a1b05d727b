// Mail: one interface; the local adapter keeps messages in the dev mailbox, SMTP sends them for real.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalMailAdapter } from './local';
import { createSmtpMailAdapter } from './smtp';

/** A file sent with an email, its bytes already read. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, shown by mail clients that can; `text` is the part every client can read. */
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on marketing emails (RFC 8058 one-click). */
  headers?: Record<string, string>;
}

export interface MailAdapter {
  readonly name: 'local' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export function createMailAdapter(config: Config, db: Db): Promise<MailAdapter> | MailAdapter {
  return config.mail.smtpUrl ? createSmtpMailAdapter(config.mail.smtpUrl, config.mail.from) : createLocalMailAdapter(db);
}
