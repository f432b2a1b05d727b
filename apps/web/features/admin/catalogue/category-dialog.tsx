'use client';
// Adding or editing a category in a modal (Radix Dialog: focus stays inside, Escape closes), checked
// with the API's own schema; the API's field messages (a taken slug) land under their fields.
import type { AdminCategory } from '@hearth/shared/admin/catalogue';
import { adminCategorySchema, type AdminCategoryBody, type AdminCategoryInput } from '@hearth/shared/schemas/admin-catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { adminCatalogueApi, useCatalogueChange } from './catalogue-api';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { NameAndSlugFields } from './name-slug-fields';

const FIELDS = ['name', 'slug', 'description', 'active'] as const;

interface CategoryDialogProps {
  /** What the dialog edits: 'new' adds one; null keeps it closed. */
  editing: AdminCategory | 'new' | null;
  onClose: () => void;
}

export function CategoryDialog({ editing, onClose }: CategoryDialogProps) {
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? 'Add category' : 'Edit category'}
      description="Categories group the services in the header's Services menu."
    >
      {editing !== null && <CategoryForm category={editing === 'new' ? null : editing} onDone={onClose} />}
    </FormDialog>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const send = useCatalogueChange();
  const form = useForm<AdminCategoryInput, unknown, AdminCategoryBody>({
    resolver: zodResolver(adminCategorySchema),
    defaultValues: category
      ? { name: category.name, slug: category.slug, description: category.description, active: category.active }
      : { name: '', slug: '', description: '', active: true },
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
      const { message } = category
        ? await send('PUT', adminCatalogueApi.category(category._id), values)
        : await send('POST', adminCatalogueApi.categories(), values);
      toast.success(message || 'Category saved');
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
        <NameAndSlugFields isNew={!category} slugHint={category ? 'Changing it changes the category’s address.' : 'Lowercase letters, numbers and hyphens.'} />
        <TextArea label="Description" rows={3} error={errors.description?.message} {...register('description')} />
        <CheckboxField label="Active" hint="Inactive categories and their services are hidden from visitors." {...register('active')} />
        <FormActions busy={isSubmitting} label="Save category" />
      </form>
    </FormProvider>
  );
}
