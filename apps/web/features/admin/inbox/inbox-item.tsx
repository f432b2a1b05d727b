'use client';
// /admin/inbox/[kind]/[id]: one inquiry, chat lead, support ticket or booking issue — the message,
// the chat transcript of a lead, the booking an issue is about (settled from the booking's page),
// the status moves allowed now, the team's notes, and an email reply to anyone who left an address.
import type { InboxKind, InboxStatus } from '@hearth/shared/admin/inbox';
import { inboxNoteSchema, inboxReplySchema, type InboxItemDetail } from '@hearth/shared/admin/inbox/contract';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, Download, PhoneCall } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useApiForm } from '@/lib/use-api-form';
import { useAddInboxNote, useInboxItem, useReplyByEmail, useScreenshotDownload, useSetInboxStatus } from './inbox-api';
import { StatusBadge, useFormatWhen } from './inbox-badges';
import { INBOX_PATH } from './inbox-url';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';
const link = 'rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** What the button moving an item to a status says: back to in progress from closed is a reopening. */
const moveLabel = (to: InboxStatus, from: InboxStatus) => (to === 'in_progress' && from === 'closed' ? 'reopen' : to);

export function InboxItem({ kind, id }: { kind: InboxKind; id: string }) {
  const t = useTranslations('admin.inbox.item');
  const query = useInboxItem(kind, id);
  return (
    <>
      <Link href={INBOX_PATH} className={clsx(link, 'mb-4 inline-flex items-center gap-1 text-sm font-medium')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      {query.data === undefined ? (
        query.isError ? (
          <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        )
      ) : (
        <ItemView item={query.data} />
      )}
    </>
  );
}

function ItemView({ item }: { item: InboxItemDetail }) {
  const t = useTranslations('admin.inbox');
  const formatWhen = useFormatWhen();
  const who = item.name ?? item.email ?? item.phone ?? t('visitor');
  return (
    <>
      <PageHeading
        title={item.subject ?? t(item.source === 'chat' ? 'item.chatLeadFrom' : 'item.inquiryFrom', { who })}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('item.received', { source: t(`sources.${item.source}`), when: formatWhen(item.createdAt) })} <StatusBadge status={item.status} />
          </span>
        }
        actions={<StatusActions item={item} />}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Message item={item} who={who} />
          {item.transcript && <Transcript item={item} />}
        </div>
        <div className="space-y-4">
          {item.email && <ReplyForm item={item} />}
          <Notes item={item} />
        </div>
      </div>
    </>
  );
}

function StatusActions({ item }: { item: InboxItemDetail }) {
  const t = useTranslations('admin.inbox.item');
  const setStatus = useSetInboxStatus(item.kind, item._id);
  function move(to: InboxStatus) {
    setStatus.mutate(to, {
      onSuccess: ({ message }) => toast.success(message || t('statusUpdated')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }
  return (
    <div className="flex flex-wrap gap-2">
      {item.nextStatuses.map((to) => (
        <Button key={to} variant={to === 'closed' ? 'secondary' : 'primary'} loading={setStatus.isPending && setStatus.variables === to} disabled={setStatus.isPending} onClick={() => move(to)}>
          {t(`moves.${moveLabel(to, item.status)}`)}
        </Button>
      ))}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function Message({ item, who }: { item: InboxItemDetail; who: string }) {
  const t = useTranslations('admin');
  return (
    <section aria-labelledby="inbox-message" className={card}>
      <h2 id="inbox-message" className="text-base font-semibold text-ink">
        {item.booking ? t('inbox.item.issue') : t('inbox.item.message')}
      </h2>
      {item.booking && (
        <div className="mt-3 flex flex-col gap-3 rounded-lg bg-rose-50 px-3 py-3 text-sm text-rose-950 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold">{t(`issueKinds.${item.booking.issueKind}`)}</span>
            <span className="block">{t('inbox.item.settleFromBooking')}</span>
          </p>
          <Link href={`${paths.admin.bookings()}/${item.booking._id}`} className={clsx(link, 'inline-flex shrink-0 items-center gap-1 font-semibold underline')}>
            {t('inbox.item.openBooking')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
        <Detail label={item.booking ? t('inbox.item.customer') : t('inbox.item.from')}>{item.user ? <Link href={`${paths.admin.users()}/${item.user._id}`} className={link}>{item.user.fullname}</Link> : who}</Detail>
        {item.email && (
          <Detail label={t('inbox.item.email')}>
            <a href={`mailto:${item.email}`} className={link}>
              {item.email}
            </a>
          </Detail>
        )}
        {item.phone && (
          <Detail label={t('inbox.item.phone')}>
            <a href={`tel:${item.phone}`} className={link}>
              {item.phone}
            </a>
          </Detail>
        )}
      </dl>
      {item.needsCallback && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <PhoneCall aria-hidden="true" className="size-4 shrink-0" />
          {t('inbox.item.callBack')}
        </p>
      )}
      <p className="mt-4 text-sm whitespace-pre-wrap text-ink">{item.description}</p>
      {item.screenshotPath && <ScreenshotButton path={item.screenshotPath} />}
    </section>
  );
}

function ScreenshotButton({ path }: { path: string }) {
  const t = useTranslations('admin.inbox.item');
  const download = useScreenshotDownload(path);
  return (
    <Button
      variant="secondary"
      size="sm"
      className="mt-4"
      loading={download.isPending}
      disabled={!download.signedIn}
      onClick={() => download.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      {!download.isPending && <Download aria-hidden="true" className="size-4" />}
      {t('downloadScreenshot')}
    </Button>
  );
}

function Transcript({ item }: { item: InboxItemDetail }) {
  const t = useTranslations('admin.inbox.item');
  const formatWhen = useFormatWhen();
  const messages = item.transcript ?? [];
  return (
    <section aria-labelledby="inbox-transcript" className={card}>
      <h2 id="inbox-transcript" className="text-base font-semibold text-ink">
        {t('transcript')}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('noMessages')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {messages.map((m) => (
            <li key={m._id} className={clsx('max-w-[90%] rounded-2xl px-3 py-2 text-sm', m.role === 'human' ? 'bg-brand-50 text-ink' : 'ml-auto bg-slate-100 text-ink')}>
              <p className="text-xs font-semibold text-muted">
                {m.role === 'human' ? t('visitor') : t('assistant')} · <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{m.content}</p>
              {m.files.length > 0 && <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">{t('attached', { files: m.files.map((f) => f.fileName).join(', ') })}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Notes({ item }: { item: InboxItemDetail }) {
  const t = useTranslations('admin.inbox.item');
  const formatWhen = useFormatWhen();
  const addNote = useAddInboxNote(item.kind, item._id);
  const { form, onSubmit, submitting } = useApiForm({
    schema: inboxNoteSchema,
    defaultValues: { body: '' },
    fields: ['body'],
    action: ({ body }) => addNote.mutateAsync(body),
    success: () => t('noteAdded'),
    onSuccess: () => {
      form.reset();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <section aria-labelledby="inbox-notes" className={card}>
      <h2 id="inbox-notes" className="text-base font-semibold text-ink">
        {t('notes')}
      </h2>
      {item.notes.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('noNotes')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {item.notes.map((note) => (
            <li key={note._id} className="border-l-2 border-slate-200 pl-3 text-sm">
              <p className="text-xs text-muted">
                <span className="font-semibold text-ink">{note.author?.fullname ?? t('formerAdmin')}</span> · <time dateTime={note.createdAt}>{formatWhen(note.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <TextArea label={t('addNoteLabel')} rows={3} error={errors.body?.message} {...register('body')} />
        <Button type="submit" variant="secondary" loading={submitting}>
          {t('addNote')}
        </Button>
      </form>
    </section>
  );
}

function ReplyForm({ item }: { item: InboxItemDetail }) {
  const t = useTranslations('admin.inbox.item');
  const reply = useReplyByEmail(item.kind, item._id);
  const { form, onSubmit, submitting } = useApiForm({
    schema: inboxReplySchema,
    defaultValues: { subject: item.subject ? t('replySubject', { subject: item.subject }) : t('defaultSubject'), message: '' },
    fields: ['subject', 'message'],
    action: (values) => reply.mutateAsync(values),
    success: ({ message }) => message || t('sent'),
    // The subject stays for a follow-up; the message is sent.
    onSuccess: (_result, values) => {
      form.reset({ subject: values.subject, message: '' });
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <section aria-labelledby="inbox-reply" className={card}>
      <h2 id="inbox-reply" className="text-base font-semibold text-ink">
        {t('reply')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t.rich('replyTo', { email: item.email ?? '', address: (chunks) => <span className="font-medium break-all text-ink">{chunks}</span> })}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <TextField label={t('subject')} error={errors.subject?.message} {...register('subject')} />
        <TextArea label={t('messageLabel')} rows={6} error={errors.message?.message} {...register('message')} />
        <Button type="submit" loading={submitting}>
          {t('send')}
        </Button>
      </form>
    </section>
  );
}
