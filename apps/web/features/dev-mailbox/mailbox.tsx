// The development mailbox: every email and SMS the API "sent" through its local adapters,
// newest first, with clickable links (ARCHITECTURE "Adapters with embedded defaults").
import { devEndpoints, type DevOutboxMessage } from '@hearth/shared/dev/contract';
import clsx from 'clsx';
import dayjs from 'dayjs';
import { BellRing, Mail, MessageSquare } from 'lucide-react';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage } from '@/lib/api';
import { callUnwrapped } from '@/lib/call';
import { Linkify } from './linkify';
import { Attachments, HtmlPart } from './message-parts';
import { RefreshButton } from './refresh-button';

/** How each kind of message is marked: emails, texts, and alerts simulated push devices received. */
const CHANNELS = {
  email: { Icon: Mail, label: 'email', to: 'emailTo', tone: 'bg-brand-100 text-brand-900' },
  sms: { Icon: MessageSquare, label: 'sms', to: 'smsTo', tone: 'bg-sky-100 text-sky-900' },
  push: { Icon: BellRing, label: 'push', to: 'pushTo', tone: 'bg-amber-100 text-amber-900' },
} as const;

async function loadOutbox(): Promise<{ messages: DevOutboxMessage[]; error: string | null }> {
  // Read at request time only: the outbox changes with every message the API sends.
  await connection();
  try {
    return { messages: await callUnwrapped(devEndpoints.outbox, {}, { cache: 'no-store' }), error: null };
  } catch (error) {
    return { messages: [], error: errorMessage(error) };
  }
}

export async function Mailbox() {
  const [{ messages, error }, t] = await Promise.all([loadOutbox(), getTranslations('site.devMailbox')]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:px-6">
      <PageHeading
        title={t('title')}
        description={t('description')}
        actions={<RefreshButton />}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {!error && messages.length === 0 && <EmptyState icon={<Mail className="size-6" />} title={t('emptyTitle')} description={t('emptyText')} />}
      <ul className="space-y-4">
        {messages.map((message) => {
          const { Icon, label, to, tone } = CHANNELS[message.channel];
          return (
            <li key={message._id}>
              <article aria-label={t(to, { to: message.to })} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span
                    className={clsx(
                      'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      tone,
                    )}
                  >
                    <Icon aria-hidden="true" className="size-3.5" />
                    {t(label)}
                  </span>
                  <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink">{t('to', { to: message.to })}</span>
                  <time dateTime={message.createdAt} className="ml-auto text-muted">
                    {dayjs(message.createdAt).format('DD MMM YY hh:mm:ss A')}
                  </time>
                </header>
                {message.subject && <h2 className="mt-3 font-semibold break-words text-ink">{message.subject}</h2>}
                {message.html ? (
                  <HtmlPart html={message.html} subject={message.subject} text={message.body} />
                ) : (
                  <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-700">
                    <Linkify text={message.body} />
                  </p>
                )}
                <Attachments files={message.attachments} />
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
