'use client';
// Marketing and legal pages, written in Markdown with a live preview, in English and French.
import { contentPageSchema, type AdminContentPage } from '@hearth/shared/admin/content/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, MissingFilter, MissingFrenchBadge, useFrenchLabel, useMissingFilter } from '@/features/admin';
import { useDeletePage, usePages, useSavePage } from './content-api';
import { ContentList, HiddenBadge, ListToolbar, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { useApiForm } from '@/lib/use-api-form';
import { MarkdownEditor } from './markdown-editor';

const FIELDS = ['slug', 'title', 'description', 'body', 'titleFr', 'descriptionFr', 'bodyFr', 'published'] as const;

export function PagesPanel() {
  const t = useTranslations('adminContent.pages');
  const tl = useTranslations('adminContent.list');
  const query = usePages();
  const deletePage = useDeletePage();
  const [editing, setEditing] = useState<AdminContentPage | 'new' | null>(null);
  const missing = useMissingFilter();
  return (
    <>
      <ListToolbar text={t('intro')} addLabel={t('add')} onAdd={() => setEditing('new')} filters={<MissingFilter checked={missing.onlyMissing} onChange={missing.setOnlyMissing} />} />
      <ContentList
        query={query}
        loading={t('loading')}
        loadError={t('loadError')}
        label={t('label')}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
        filter={missing.filter}
        renderItem={(page) => (
          <>
            <div className="min-w-0 break-words">
              <p className="font-semibold text-ink">
                <span lang="en">{page.title}</span>
                {!page.published && <HiddenBadge>{tl('draft')}</HiddenBadge>}
                <MissingFrenchBadge fields={page.missingFrench} />
              </p>
              <p className="mt-1 font-mono text-xs text-muted">/{page.slug}</p>
            </div>
            <RowActions
              name={page.title}
              onEdit={() => setEditing(page)}
              deleteQuestion={t('deleteQuestion', { title: page.title })}
              onDelete={async () => (await deletePage.mutateAsync(page._id)).message || t('deleted')}
            />
          </>
        )}
      />
      <FormDialog wide open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('newTitle') : t('editTitle')} description={t('dialogDescription')}>
        {editing !== null && <PageForm page={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

function PageForm({ page, onDone }: { page: AdminContentPage | null; onDone: () => void }) {
  const t = useTranslations('adminContent.pages');
  const fr = useFrenchLabel();
  const save = useSavePage();
  const { form, onSubmit, submitting } = useApiForm({
    schema: contentPageSchema,
    defaultValues: {
      slug: page?.slug ?? '',
      title: page?.title ?? '',
      description: page?.description ?? '',
      body: page?.body ?? '',
      titleFr: page?.titleFr ?? '',
      descriptionFr: page?.descriptionFr ?? '',
      bodyFr: page?.bodyFr ?? '',
      published: page?.published ?? true,
    },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => save.mutateAsync({ id: page?._id, body: values }),
    success: ({ message }) => message || t('saved'),
    onSuccess: onDone,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField label={t('slug')} className="sm:col-span-2" hint={page ? t('slugHintEdit') : t('slugHintNew')} error={errors.slug?.message} {...register('slug')} />
      <LanguageColumns
        className="sm:col-span-2"
        english={
          <>
            <TextField label={t('title')} error={errors.title?.message} {...register('title')} />
            <TextField label={t('description')} hint={t('descriptionHint')} error={errors.description?.message} {...register('description')} />
            <Controller
              control={control}
              name="body"
              render={({ field, fieldState }) => <MarkdownEditor label={t('body')} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
            />
          </>
        }
        french={
          <>
            <TextField label={fr(t('title'))} lang="fr" error={errors.titleFr?.message} {...register('titleFr')} />
            <TextField label={fr(t('description'))} lang="fr" error={errors.descriptionFr?.message} {...register('descriptionFr')} />
            <Controller
              control={control}
              name="bodyFr"
              render={({ field, fieldState }) => (
                <MarkdownEditor label={fr(t('body'))} ref={field.ref} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
              )}
            />
          </>
        }
      />
      <CheckboxField label={t('published')} hint={t('publishedHint')} className="sm:col-span-2" {...register('published')} />
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={submitting} label={page ? t('save') : t('add')} />
      </div>
    </form>
  );
}
