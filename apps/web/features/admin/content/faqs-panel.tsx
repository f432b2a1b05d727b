'use client';
// FAQs: the FAQ page's questions, or one service's (shown on that service's page).
import type { AdminFaq } from '@hearth/shared/admin/content';
import type { CategoryWithServices } from '@hearth/shared/api-types';
import { faqSchema, type FaqFormInput, type FaqInput } from '@hearth/shared/schemas/admin-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { apiRequest, applyFieldErrors, errorMessage } from '@/lib/api';
import { adminContentApi, adminContentKeys, useAdminChange, useFaqs } from './content-api';
import { ContentList, HiddenBadge, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';

const FIELDS = ['serviceId', 'question', 'answer', 'sortOrder', 'active'] as const;
// A service's answers show on its page (catalogue cache); the FAQ page's under 'content'.
const TAGS = ['content', 'catalog'] as const;

function useServiceOptions() {
  const catalogue = useQuery({
    queryKey: adminContentKeys.catalogue,
    queryFn: async ({ signal }) => (await apiRequest<CategoryWithServices[]>(adminContentApi.catalogue(), { signal })).data,
  });
  return (catalogue.data ?? []).flatMap((c) => c.services.map((s) => ({ value: s._id, label: `${c.name}: ${s.name}` })));
}

export function FaqsPanel() {
  const [serviceId, setServiceId] = useState('');
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const services = useServiceOptions();
  const query = useFaqs(serviceId || undefined);
  const send = useAdminChange(adminContentKeys.faqs, [...TAGS]);
  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label="Questions for"
          className="sm:w-80"
          value={serviceId}
          onChange={(event) => setServiceId(event.target.value)}
          placeholder="The FAQ page"
          options={services}
        />
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add question
        </Button>
      </div>
      <ContentList
        query={query}
        what="the questions"
        label="Questions"
        empty={{ title: 'No questions yet', description: 'Add one with "Add question".' }}
        renderItem={(faq) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {faq.question}
                {!faq.active && <HiddenBadge />}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-muted">{faq.answer}</p>
            </div>
            <RowActions
              name={faq.question}
              onEdit={() => setEditing(faq)}
              deleteQuestion="Delete this question?"
              onDelete={async () => (await send('DELETE', adminContentApi.faq(faq._id))).message || 'FAQ deleted'}
            />
          </>
        )}
      />
      <FormDialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New question' : 'Edit question'} description="A question and its answer.">
        {editing !== null && <FaqForm faq={editing === 'new' ? null : editing} serviceId={serviceId} services={services} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

function FaqForm({ faq, serviceId, services, onDone }: { faq: AdminFaq | null; serviceId: string; services: { value: string; label: string }[]; onDone: () => void }) {
  const send = useAdminChange(adminContentKeys.faqs, [...TAGS]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqFormInput, unknown, FaqInput>({
    resolver: zodResolver(faqSchema),
    defaultValues: { serviceId: faq ? (faq.serviceId ?? '') : serviceId, question: faq?.question ?? '', answer: faq?.answer ?? '', sortOrder: String(faq?.sortOrder ?? 0), active: faq?.active ?? true },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = faq ? await send('PUT', adminContentApi.faq(faq._id), values) : await send('POST', adminContentApi.faqs(), values);
      toast.success(message || 'FAQ saved');
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <SelectField label="Shown on" className="sm:col-span-2" placeholder="The FAQ page" options={services} error={errors.serviceId?.message} {...register('serviceId')} />
      <TextField label="Question" className="sm:col-span-2" error={errors.question?.message} {...register('question')} />
      <TextArea label="Answer" rows={5} className="sm:col-span-2" error={errors.answer?.message} {...register('answer')} />
      <TextField label="Order" inputMode="numeric" hint="Lower numbers come first." error={errors.sortOrder?.message} {...register('sortOrder')} />
      <CheckboxField label="Shown on the site" className="self-end" {...register('active')} />
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={isSubmitting} label={faq ? 'Save question' : 'Add question'} />
      </div>
    </form>
  );
}
