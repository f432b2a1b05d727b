'use client';
// Marketing and legal pages, written in Markdown with a live preview.
import type { AdminContentPage } from '@hearth/shared/admin/content';
import { contentPageSchema, type ContentPageFormInput, type ContentPageInput } from '@hearth/shared/schemas/admin-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { adminContentApi, adminContentKeys, useAdminChange, usePages } from './content-api';
import { ContentList, HiddenBadge, ListToolbar, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { MarkdownEditor } from './markdown-editor';

const FIELDS = ['slug', 'title', 'description', 'body', 'published'] as const;

export function PagesPanel() {
  const query = usePages();
  const send = useAdminChange(adminContentKeys.pages, ['content']);
  const [editing, setEditing] = useState<AdminContentPage | 'new' | null>(null);
  return (
    <>
      <ListToolbar text="Pages such as Why Us, the policies and the terms." addLabel="Add page" onAdd={() => setEditing('new')} />
      <ContentList
        query={query}
        what="the pages"
        label="Pages"
        empty={{ title: 'No pages yet', description: 'Add one with "Add page".' }}
        renderItem={(page) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {page.title}
                {!page.published && <HiddenBadge>Draft</HiddenBadge>}
              </p>
              <p className="mt-1 font-mono text-xs text-muted">/{page.slug}</p>
            </div>
            <RowActions
              name={page.title}
              onEdit={() => setEditing(page)}
              deleteQuestion={`Delete the page "${page.title}"?`}
              onDelete={async () => (await send('DELETE', adminContentApi.page(page._id))).message || 'Page deleted'}
            />
          </>
        )}
      />
      <FormDialog wide open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New page' : 'Edit page'} description="Written in Markdown; check it on the Preview tab.">
        {editing !== null && <PageForm page={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

function PageForm({ page, onDone }: { page: AdminContentPage | null; onDone: () => void }) {
  const send = useAdminChange(adminContentKeys.pages, ['content']);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContentPageFormInput, unknown, ContentPageInput>({
    resolver: zodResolver(contentPageSchema),
    defaultValues: { slug: page?.slug ?? '', title: page?.title ?? '', description: page?.description ?? '', body: page?.body ?? '', published: page?.published ?? true },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = page ? await send('PUT', adminContentApi.page(page._id), values) : await send('POST', adminContentApi.pages(), values);
      toast.success(message || 'Page saved');
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextField label="Slug" hint={page ? 'Changing it breaks links to the old address.' : 'The address: lowercase words joined by hyphens.'} error={errors.slug?.message} {...register('slug')} />
      <TextField label="Description" className="sm:col-span-2" hint="One or two sentences for search results." error={errors.description?.message} {...register('description')} />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => <MarkdownEditor label="Body" ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
        />
      </div>
      <CheckboxField label="Published" hint="Unpublished pages answer 404 to visitors." className="sm:col-span-2" {...register('published')} />
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={isSubmitting} label={page ? 'Save page' : 'Add page'} />
      </div>
    </form>
  );
}
