'use client';
// The private calendar feed of the provider's accepted jobs, for Google Calendar or Apple Calendar.
// Its URL is a secret shown once, when it is made: the API keeps only a hash, so a lost link is
// replaced (the old one stops working) rather than shown again.
import type { Availability } from '@hearth/shared/availability/contract';
import { Check, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from './availability-api';

function FeedUrl({ url }: { url: string }) {
  const t = useTranslations('provider.availability.feed');
  const inputId = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t('copied'));
    } catch {
      // Some browsers refuse the clipboard; the link stays selectable in its field.
      toast.error(t('copyFailed'));
    }
  }

  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t('urlLabel')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-xs text-ink"
        />
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? t('copiedButton') : t('copy')}
        </Button>
      </div>
      <p className="mt-2 text-xs font-medium text-amber-900">{t('shownOnce')}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>{t('howGoogle')}</li>
        <li>{t('howApple')}</li>
      </ol>
    </div>
  );
}

export function CalendarFeedSection({ availability }: { availability: Availability }) {
  const t = useTranslations('provider.availability.feed');
  const format = useFormat();
  const titleId = useId();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // The URL of the feed just made; gone on reload, as the API never shows it again.
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'replace' | 'off' | null>(null);
  const { active, createdAt } = availability.calendarFeed;

  function turnOn() {
    create.mutate(undefined, {
      onSuccess: ({ data }) => {
        setUrl(data.url);
        setConfirm(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  function turnOff() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirm(null);
        toast.success(t('turnedOff'));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      {!active ? (
        <Button onClick={turnOn} loading={create.isPending} className="mt-4 w-full sm:w-auto">
          {t('turnOn')}
        </Button>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink">{createdAt ? t('onSince', { date: format.date(createdAt) }) : t('on')}</p>
          {url && <FeedUrl url={url} />}
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <ConfirmDialog
              open={confirm === 'replace'}
              onOpenChange={(open) => setConfirm(open ? 'replace' : null)}
              title={t('replaceTitle')}
              description={t('replaceDescription')}
              confirmLabel={t('replaceConfirm')}
              cancelLabel={t('cancel')}
              busy={create.isPending}
              onConfirm={turnOn}
              trigger={
                <Button variant="secondary" className="w-full sm:w-auto">
                  {t('replace')}
                </Button>
              }
            />
            <ConfirmDialog
              open={confirm === 'off'}
              onOpenChange={(open) => setConfirm(open ? 'off' : null)}
              title={t('offTitle')}
              description={t('offDescription')}
              confirmLabel={t('offConfirm')}
              cancelLabel={t('cancel')}
              busy={revoke.isPending}
              onConfirm={turnOff}
              trigger={
                <Button variant="ghost" className="w-full sm:w-auto">
                  {t('turnOff')}
                </Button>
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
