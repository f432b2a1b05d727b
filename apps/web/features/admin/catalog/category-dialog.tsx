'use client';
// Adding or editing a category in a modal (Radix Dialog: focus stays inside, Escape closes), checked
// with the API's own schema; the API's field messages (a taken slug) land under their fields. The
// name and description are written in English and French side by side.
import { adminCategorySchema, type AdminCategory, type AdminCategoryBody, type AdminCategoryInput } from '@hearth/shared/admin/catalog/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, useFrenchLabel } from '@/features/admin';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { useSaveCategory } from './catalog-api';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
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
  const form = useForm<AdminCategoryInput, unknown, AdminCategoryBody>({
    resolver: zodResolver(adminCategorySchema),
    defaultValues: category
      ? { name: category.name, slug: category.slug, description: category.description, nameFr: category.nameFr ?? '', descriptionFr: category.descriptionFr ?? '', active: category.active }
      : { name: '', slug: '', description: '', nameFr: '', descriptionFr: '', active: true },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await save.mutateAsync({ id: category?._id, body: values });
      toast.success(message || t('saved'));
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

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
        <FormActions busy={isSubmitting} label={t('save')} />
      </form>
    </FormProvider>
  );
}
