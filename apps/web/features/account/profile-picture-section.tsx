'use client';
// The profile picture: the current one (or initials), a preview of a newly chosen image before it is
// uploaded, and removal after a confirmation. The API checks the bytes and the size; the file
// picker and a type check here only spare a pointless upload.
import type { User } from '@hearth/shared/account/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { initials } from '@/features/layout';
import { ApiError, errorMessage } from '@/lib/api';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { useLocalizeMessage } from '@/lib/use-localize-message';
import { useRemovePicture, useUploadPicture } from './account-api';
import { AccountSection } from './account-section';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_TYPES, WRONG_IMAGE_TYPE_MESSAGE, imageUploadErrorMessage } from '@/lib/image-upload';

export function ProfilePictureSection({ user }: { user: User }) {
  const t = useTranslations('account.picture');
  const localizeMessage = useLocalizeMessage();
  const uploadPicture = useUploadPicture();
  const removePicture = useRemovePicture();
  const refreshUser = useRefreshCurrentUser();
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // Focus follows the buttons that replace each other: Save after choosing, Upload/Change after saving.
  const focusChoose = useRef(false);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    if (!preview) return;
    saveButton.current?.focus();
    // The preview's object URL lives as long as the preview.
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  useEffect(() => {
    // Only once the request is over: the button is disabled while one runs.
    if (!focusChoose.current || busy !== null || preview) return;
    focusChoose.current = false;
    chooseButton.current?.focus();
  }, [preview, user.profilePic, busy]);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_UPLOAD_TYPES.includes(file.type)) {
      setPreview(null);
      setError(WRONG_IMAGE_TYPE_MESSAGE);
      return;
    }
    setError(null);
    setPreview({ file, url: URL.createObjectURL(file) });
  }

  function discard() {
    focusChoose.current = true;
    setPreview(null);
    setError(null);
  }

  async function upload() {
    if (!preview) return;
    setBusy('upload');
    setError(null);
    try {
      const { message } = await uploadPicture.mutateAsync(preview.file);
      await refreshUser();
      focusChoose.current = true;
      setPreview(null);
      toast.success(message || t('updated'));
    } catch (uploadError) {
      setError(imageUploadErrorMessage(uploadError));
      // A file the API refused for what it is cannot be retried: back to choosing another one.
      if (uploadError instanceof ApiError && (uploadError.status === 413 || uploadError.status === 415)) {
        focusChoose.current = true;
        setPreview(null);
      }
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('remove');
    try {
      const { message } = await removePicture.mutateAsync();
      setConfirmOpen(false);
      // The Remove button that opened the dialog goes away with the picture.
      focusChoose.current = true;
      await refreshUser();
      toast.success(message || t('removed'));
    } catch (removeError) {
      toast.error(errorMessage(removeError));
    } finally {
      setBusy(null);
    }
  }

  const current = user.profilePic;
  return (
    <AccountSection title={t('title')} description={t('description')}>
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <div className="size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-1 ring-slate-200">
          {preview ? (
            <img src={preview.url} alt={t('previewAlt', { name: user.fullname })} className="size-full object-cover" />
          ) : current ? (
            <img
              src={current.thumbnail}
              alt={user.fullname}
              width={96}
              height={96}
              className="size-full object-cover"
              style={{ backgroundImage: `url(${current.blur})`, backgroundSize: 'cover' }}
            />
          ) : (
            <span aria-hidden="true" className="flex size-full items-center justify-center text-2xl font-bold text-brand-800">
              {initials(user.fullname)}
            </span>
          )}
        </div>

        <div className="w-full min-w-0 flex-1">
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            aria-label={t('fileLabel')}
            // Opened by the button below; never focused itself.
            hidden
            onChange={(event) => {
              pick(event.target.files?.[0]);
              // Choosing the same file again after an error must fire change again.
              event.target.value = '';
            }}
          />
          {preview ? (
            <div className="flex flex-wrap gap-3">
              <p className="w-full truncate text-sm text-muted">{preview.file.name}</p>
              <Button ref={saveButton} loading={busy === 'upload'} onClick={upload}>
                {t('save')}
              </Button>
              <Button variant="secondary" disabled={busy !== null} onClick={discard}>
                {t('cancel')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button ref={chooseButton} variant="secondary" disabled={busy !== null} onClick={() => fileInput.current?.click()}>
                {current ? t('change') : t('upload')}
              </Button>
              {current && (
                <ConfirmDialog
                  open={confirmOpen}
                  onOpenChange={setConfirmOpen}
                  title={t('removeTitle')}
                  description={t('removeDescription')}
                  confirmLabel={t('removeConfirm')}
                  cancelLabel={t('keep')}
                  onConfirm={remove}
                  busy={busy === 'remove'}
                  trigger={
                    <Button variant="ghost" disabled={busy !== null}>
                      {t('remove')}
                    </Button>
                  }
                />
              )}
            </div>
          )}
          {error && (
            <Alert tone="error" className="mt-4">
              {localizeMessage(error)}
            </Alert>
          )}
        </div>
      </div>
    </AccountSection>
  );
}
