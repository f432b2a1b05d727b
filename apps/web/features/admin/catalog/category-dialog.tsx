'use client';
// Adding or editing a category in a modal (Radix Dialog: focus stays inside, Escape closes), checked
// with the API's own schema; the API's field messages (a taken slug) land under their fields. The
// name and description are written in English and French side by side.
import { adminCategorySchema, type AdminCategory } from '@hearth/shared/admin/catalog/contract';
import { useTranslations } from 'next-intl';
import { FormProvider } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, useFrenchLabel } from '@/features/admin';
import { useSaveCategory } from './catalog-api';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { useApiForm } from '@/lib/use-api-form';
import { NameField, SlugField } from './name-slug-fields';

const FIELDS = ['name', 'slug', 'description', 'nameFr', 'descriptionFr', 'active'] as const;

interface CategoryDialogProps {
  /** What the dialog edits: 'new' adds one; null keeps it closed. */
  editing: AdminCategory | 'new' | null;
  onClose: () => void;
}

export function CategoryDialog({ editing, onClose }: CategoryDialogProps) {
  const t = useTranslations('adminContent.categoryDialog');
  return (
    <FormDialog wide open={editing !== null} onClose={onClose} title={editing === 'new' ? t('addTitle') : t('editTitle')} description={t('description')}>
      {editing !== null && <CategoryForm category={editing === 'new' ? null : editing} onDone={onClose} />}
    </FormDialog>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const t = useTranslations('adminContent.categoryDialog');
  const tn = useTranslations('adminContent.nameSlug');
  const fr = useFrenchLabel();
  const save = useSaveCategory();
  const { form, onSubmit, submitting } = useApiForm({
    schema: adminCategorySchema,
    defaultValues: category
      ? { name: category.name, slug: category.slug, description: category.description, nameFr: category.nameFr ?? '', descriptionFr: category.descriptionFr ?? '', active: category.active }
      : { name: '', slug: '', description: '', nameFr: '', descriptionFr: '', active: true },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => save.mutateAsync({ id: category?._id, body: values }),
    success: ({ message }) => message || t('saved'),
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
        <LanguageColumns
          english={
            <>
              <NameField isNew={!category} />
              <TextArea label={t('descriptionLabel')} rows={3} error={errors.description?.message} {...register('description')} />
            </>
          }
          french={
            <>
              <TextField label={fr(tn('name'))} lang="fr" error={errors.nameFr?.message} {...register('nameFr')} />
              <TextArea label={fr(t('descriptionLabel'))} lang="fr" rows={3} error={errors.descriptionFr?.message} {...register('descriptionFr')} />
            </>
          }
        />
        <SlugField hint={category ? t('slugHintEdit') : t('slugHintNew')} />
        <CheckboxField label={t('active')} hint={t('activeHint')} {...register('active')} />
        <FormActions busy={submitting} label={t('save')} />
      </form>
    </FormProvider>
  );
}
