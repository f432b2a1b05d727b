'use client';
// A service's picture: the current one, a preview of a newly chosen file before it is uploaded, and
// removal. The API checks the bytes and the size and makes the six variants; the type check here
// only spares a pointless upload.
import type { AdminService } from '@hearth/shared/admin/catalog/contract';
import { ImageIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useLocalizeMessage } from '@/lib/use-localize-message';
import { useServiceImage } from './catalog-api';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_TYPES, WRONG_IMAGE_TYPE_MESSAGE, imageUploadErrorMessage } from '@/lib/image-upload';

export function ServiceImageField({ service }: { service: AdminService }) {
  const t = useTranslations('adminContent.serviceImage');
  const localize = useLocalizeMessage();
  const image = useServiceImage(service._id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  // The preview's object URL lives as long as the preview.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_UPLOAD_TYPES.includes(file.type)) {
      setPreview(null);
      setError(localize(WRONG_IMAGE_TYPE_MESSAGE));
      return;
    }
    setError(null);
    setPreview({ file, url: URL.createObjectURL(file) });
  }

  async function upload() {
    if (!preview) return;
    setBusy('upload');
    setError(null);
    try {
      const { message } = await image.mutateAsync(preview.file);
      setPreview(null);
      toast.success(message || t('updated'));
    } catch (uploadError) {
      setError(imageUploadErrorMessage(uploadError));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('remove');
    try {
      const { message } = await image.mutateAsync(null);
      toast.success(message || t('removed'));
    } catch (removeError) {
      toast.error(errorMessage(removeError));
    } finally {
      setBusy(null);
    }
  }

  const current = service.image;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:w-40">
        {preview ? (
          <img src={preview.url} alt={t('previewAlt', { name: service.name })} className="size-full object-cover" />
        ) : current ? (
          <img src={current.small} alt={service.name} className="size-full object-cover" style={{ backgroundImage: `url(${current.blur})`, backgroundSize: 'cover' }} />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-slate-500" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">{t('image')}</p>
        <p className="mt-1 text-xs text-muted">{t('hint')}</p>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          aria-label={t('fileLabel', { name: service.name })}
          hidden
          onChange={(event) => {
            pick(event.target.files?.[0]);
            // Choosing the same file again after an error must fire change again.
            event.target.value = '';
          }}
        />
        <div className="mt-3 flex flex-wrap gap-2">
          {preview ? (
            <>
              <Button size="sm" loading={busy === 'upload'} onClick={upload}>
                {t('save')}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => setPreview(null)}>
                {t('cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => fileInput.current?.click()}>
                {current ? t('replace') : t('upload')}
              </Button>
              {current && (
                <Button size="sm" variant="ghost" loading={busy === 'remove'} disabled={busy !== null} onClick={remove}>
                  {t('remove')}
                </Button>
              )}
            </>
          )}
        </div>
        {error && (
          <Alert tone="error" className="mt-3">
            {error}
          </Alert>
        )}
      </div>
    </div>
  );
}
