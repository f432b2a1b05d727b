'use client';
// A file sent with a message. The API serves it only with the Bearer token, so neither an <img src>
// nor a plain link can load it: images are fetched into an object URL (released when they leave the
// screen), other files (PDFs) are fetched and saved when the user asks for them.
import type { MessageAttachment } from '@hearth/shared/messages/contract';
import clsx from 'clsx';
import { Download, FileText } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatFileSize } from '@/lib/file-size';
import { useFormat } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';
import { useAttachmentFile } from './messages-api';

export function MessageAttachmentView({ attachment, mine }: { attachment: MessageAttachment; mine: boolean }) {
  const [unviewable, setUnviewable] = useState(false);
  if (attachment.contentType.startsWith('image/') && !unviewable) return <ImageAttachment attachment={attachment} onFailed={() => setUnviewable(true)} />;
  return <FileAttachment attachment={attachment} mine={mine} />;
}

function ImageAttachment({ attachment, onFailed }: { attachment: MessageAttachment; onFailed: () => void }) {
  const t = useTranslations('account.messages');
  const { fetchFile, signedIn: hasToken } = useAttachmentFile();
  const [src, setSrc] = useState<string | null>(null);
  // The token is read when loading, so a refreshed token does not download every picture again.
  const load = useEffectEvent((signal: AbortSignal) => fetchFile(attachment, signal));
  const failed = useEffectEvent(onFailed);

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    load(controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load the attachment ${attachment.url}`, error);
        failed();
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachment.url, hasToken]);

  if (!src) {
    return (
      <span role="img" aria-label={t('loadingAttachment', { name: attachment.fileName })} className="block size-32 sm:size-40">
        <Skeleton className="size-full" />
      </span>
    );
  }
  return (
    // The object URL opens the full picture in a new tab; it stays valid while the message is on screen.
    <a href={src} target="_blank" rel="noreferrer" className="block w-fit overflow-hidden rounded-xl ring-1 ring-slate-200 hover:opacity-90">
      <img src={src} alt={attachment.fileName} className="block max-h-48 max-w-full object-cover sm:max-h-60" />
    </a>
  );
}

function FileAttachment({ attachment, mine }: { attachment: MessageAttachment; mine: boolean }) {
  const t = useTranslations('account.messages');
  const format = useFormat();
  const { fetchFile } = useAttachmentFile();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await fetchFile(attachment), attachment.fileName);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className={clsx('flex max-w-full items-center gap-2 rounded-xl border px-3 py-2', mine ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white')}>
      <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink">{attachment.fileName}</span>
        <span className="block text-xs text-muted">{formatFileSize(attachment.sizeBytes, format)}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={() => void download()} loading={downloading} aria-label={t('downloadNamed', { name: attachment.fileName })}>
        {!downloading && <Download aria-hidden="true" className="size-4" />}
      </Button>
    </div>
  );
}
