'use client';
// FAQs: the FAQ page's questions, or one service's (shown on that service's page), each in English
// and French.
import { faqSchema, type AdminFaq } from '@hearth/shared/admin/content/contract';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, MissingFilter, MissingFrenchBadge, useFrenchLabel, useMissingFilter } from '@/features/admin';
import { useDeleteFaq, useFaqs, usePublicCatalogue, useSaveFaq } from './content-api';
import { ContentList, HiddenBadge, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { useApiForm } from '@/lib/use-api-form';

const FIELDS = ['serviceId', 'question', 'answer', 'questionFr', 'answerFr', 'sortOrder', 'active'] as const;

function useServiceOptions() {
  const catalogue = usePublicCatalogue();
  return (catalogue.data ?? []).flatMap((c) => c.services.map((s) => ({ value: s._id, label: `${c.name}: ${s.name}` })));
}

export function FaqsPanel() {
  const t = useTranslations('adminContent.faqs');
  const [serviceId, setServiceId] = useState('');
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const services = useServiceOptions();
  const query = useFaqs(serviceId || undefined);
  const deleteFaq = useDeleteFaq();
  const missing = useMissingFilter();
  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <SelectField
          label={t('questionsFor')}
          className="min-w-0 sm:w-80"
          value={serviceId}
          onChange={(event) => setServiceId(event.target.value)}
          placeholder={t('faqPage')}
          options={services}
        />
        <div className="flex flex-wrap items-center gap-4">
          <MissingFilter checked={missing.onlyMissing} onChange={missing.setOnlyMissing} />
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('add')}
          </Button>
        </div>
      </div>
      <ContentList
        query={query}
        loading={t('loading')}
        loadError={t('loadError')}
        label={t('label')}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
        filter={missing.filter}
        renderItem={(faq) => (
          <>
            <div className="min-w-0 break-words">
              <p className="font-semibold text-ink">
                <span lang="en">{faq.question}</span>
                {!faq.active && <HiddenBadge />}
                <MissingFrenchBadge fields={faq.missingFrench} />
              </p>
              <p lang="en" className="mt-1 line-clamp-2 text-sm text-muted">
                {faq.answer}
              </p>
              {faq.questionFr && (
                <p lang="fr" className="mt-1 text-sm text-muted italic">
                  {faq.questionFr}
                </p>
              )}
            </div>
            <RowActions
              name={faq.question}
              onEdit={() => setEditing(faq)}
              deleteQuestion={t('deleteQuestion')}
              onDelete={async () => (await deleteFaq.mutateAsync(faq._id)).message || t('deleted')}
            />
          </>
        )}
      />
      <FormDialog wide open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('newTitle') : t('editTitle')} description={t('dialogDescription')}>
        {editing !== null && <FaqForm faq={editing === 'new' ? null : editing} serviceId={serviceId} services={services} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

function FaqForm({ faq, serviceId, services, onDone }: { faq: AdminFaq | null; serviceId: string; services: { value: string; label: string }[]; onDone: () => void }) {
  const t = useTranslations('adminContent.faqs');
  const tl = useTranslations('adminContent.list');
  const fr = useFrenchLabel();
  const save = useSaveFaq();
  const { form, onSubmit, submitting } = useApiForm({
    schema: faqSchema,
    defaultValues: {
      serviceId: faq ? (faq.serviceId ?? '') : serviceId,
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      questionFr: faq?.questionFr ?? '',
      answerFr: faq?.answerFr ?? '',
      sortOrder: String(faq?.sortOrder ?? 0),
      active: faq?.active ?? true,
    },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => save.mutateAsync({ id: faq?._id, body: values }),
    success: ({ message }) => message || t('saved'),
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <SelectField label={t('shownOn')} className="sm:col-span-2" placeholder={t('faqPage')} options={services} error={errors.serviceId?.message} {...register('serviceId')} />
      <LanguageColumns
        className="sm:col-span-2"
        english={
          <>
            <TextField label={t('question')} error={errors.question?.message} {...register('question')} />
            <TextArea label={t('answer')} rows={5} error={errors.answer?.message} {...register('answer')} />
          </>
        }
        french={
          <>
            <TextField label={fr(t('question'))} lang="fr" error={errors.questionFr?.message} {...register('questionFr')} />
            <TextArea label={fr(t('answer'))} lang="fr" rows={5} error={errors.answerFr?.message} {...register('answerFr')} />
          </>
        }
      />
      <TextField label={tl('order')} inputMode="numeric" hint={tl('lowerFirst')} error={errors.sortOrder?.message} {...register('sortOrder')} />
      <CheckboxField label={tl('shownOnSite')} className="self-end" {...register('active')} />
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={submitting} label={faq ? t('save') : t('add')} />
      </div>
    </form>
  );
}
