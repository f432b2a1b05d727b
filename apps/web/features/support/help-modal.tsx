'use client';
// The Help modal: Subject, Upload Screenshot and 'What is your problem?', sent to
// POST /api/support as multipart. A signed-in user's token goes along so the team knows who asked;
// the session is read when sending, so the modal also works on pages without <AppProviders>.
import { zodResolver } from '@hookform/resolvers/zod';
import { SCREENSHOT_REQUIRED_MESSAGE } from '@hearth/shared/constants';
import { supportTicketSchema } from '@hearth/shared/support/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { FieldError, TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { sendHelpRequest } from './support-api';

const helpSchema = supportTicketSchema.extend({
  upload: z.custom<FileList>((files) => typeof FileList !== 'undefined' && files instanceof FileList && files.length > 0, SCREENSHOT_REQUIRED_MESSAGE),
});

export function HelpModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('site.help');
  const uploadId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(helpSchema), defaultValues: { subject: '', description: '' } });

  const onSubmit = handleSubmit(async ({ subject, description, upload }) => {
    const form = new FormData();
    form.set('subject', subject);
    form.set('description', description);
    form.set('upload', upload[0]!);
    try {
      const { message } = await sendHelpRequest(form);
      toast.success(message);
      reset();
      onOpenChange(false);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['subject', 'description', 'upload'])) toast.error(errorMessage(error));
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{t('title')}</Dialog.Title>
            <Dialog.Close className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-slate-100" aria-label={t('close')}>
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">{t('description')}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
            <TextField label={t('subject')} error={errors.subject?.message} {...register('subject')} />
            <div>
              <label htmlFor={uploadId} className="mb-1.5 block text-sm font-medium text-ink">
                {t('screenshot')}
              </label>
              <input
                id={uploadId}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                aria-invalid={errors.upload ? true : undefined}
                aria-describedby={errors.upload ? `${uploadId}-error` : undefined}
                className="block w-full text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
                {...register('upload')}
              />
              <FieldError id={`${uploadId}-error`} message={errors.upload?.message} />
            </div>
            <TextArea label={t('problem')} error={errors.description?.message} {...register('description')} />
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('send')}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
