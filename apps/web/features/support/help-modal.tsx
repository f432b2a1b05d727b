'use client';
// The Help modal: Subject, Upload Screenshot and 'What is your problem?', sent to
// POST /api/support as multipart. A signed-in user's token goes along so the team knows who asked;
// the session is read when sending, so the modal also works on pages without <AppProviders>.
import { SCREENSHOT_REQUIRED_MESSAGE } from '@hearth/shared/constants';
import { supportTicketSchema } from '@hearth/shared/support/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { FieldError, TextField } from '@/components/ui/text-field';
import { useApiForm } from '@/lib/use-api-form';
import { sendHelpRequest } from './support-api';

const helpSchema = supportTicketSchema.extend({
  upload: z.custom<FileList>((files) => typeof FileList !== 'undefined' && files instanceof FileList && files.length > 0, SCREENSHOT_REQUIRED_MESSAGE),
});

export function HelpModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('site.help');
  const uploadId = useId();
  const { form, onSubmit, submitting } = useApiForm({
    schema: helpSchema,
    defaultValues: { subject: '', description: '' },
    fields: ['subject', 'description', 'upload'],
    action: ({ subject, description, upload }) => {
      const body = new FormData();
      body.set('subject', subject);
      body.set('description', description);
      body.set('upload', upload[0]!);
      return sendHelpRequest(body);
    },
    success: ({ message }) => message,
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} size="lg" closeButton closeLabel={t('close')}>
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
        <Button type="submit" fullWidth loading={submitting}>
          {t('send')}
        </Button>
      </form>
    </Dialog>
  );
}
