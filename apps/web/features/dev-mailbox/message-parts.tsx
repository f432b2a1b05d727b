// An email's HTML part and attachments in the dev mailbox. The HTML is shown as a mail client would,
// in an iframe sandboxed with no permissions: no scripts, no forms, and no access to this page.
import type { DevOutboxAttachment } from '@hearth/shared/dev/contract';
import { Paperclip } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { publicApiUrl } from '@/lib/config';
import { Linkify } from './linkify';

export function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function HtmlPart({ html, subject, text }: { html: string; subject: string | null; text: string }) {
  const t = useTranslations('site.devMailbox');
  return (
    <div className="mt-3 space-y-2">
      <iframe
        title={subject ? t('htmlPartOf', { subject }) : t('htmlPart')}
        srcDoc={html}
        sandbox=""
        referrerPolicy="no-referrer"
        loading="lazy"
        className="h-[32rem] w-full rounded-xl border border-slate-200 bg-white"
      />
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {t('textPart')}
        </summary>
        <p className="mt-2 break-words whitespace-pre-wrap text-slate-700">
          <Linkify text={text} />
        </p>
      </details>
    </div>
  );
}

export function Attachments({ files }: { files: DevOutboxAttachment[] }) {
  const t = useTranslations('site.devMailbox');
  if (files.length === 0) return null;
  return (
    <section aria-label={t('attachments')} className="mt-3">
      <h3 className="text-sm font-semibold text-ink">{t('attachments')}</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file.path} className="max-w-full">
            <a
              href={`${publicApiUrl}${file.path}`}
              download={file.filename}
              className="inline-flex max-w-full items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate font-medium">{file.filename}</span>
              <span className="shrink-0 text-muted">
                {file.contentType.split(';')[0]}, {formatSize(file.size)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
