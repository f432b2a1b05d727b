'use client';
// The Name and Slug fields that categories and services share. While adding, the slug follows the
// (English) name as a suggestion until the admin edits the slug itself.
import { slugify } from '@hearth/shared/admin/catalog/contract';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

/** The English name; adding a new one (`isNew`), it suggests the slug. */
export function NameField({ isNew }: { isNew: boolean }) {
  const t = useTranslations('adminContent.nameSlug');
  const {
    register,
    setValue,
    getFieldState,
    formState: { errors },
  } = useFormContext<{ name: string; slug: string }>();
  return (
    <TextField
      label={t('name')}
      error={errors.name?.message}
      {...register('name', {
        onChange: (event: { target: { value: string } }) => {
          if (isNew && !getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
        },
      })}
    />
  );
}

export function SlugField({ hint, className }: { hint: string; className?: string }) {
  const t = useTranslations('adminContent.nameSlug');
  const {
    register,
    formState: { errors },
  } = useFormContext<{ name: string; slug: string }>();
  return <TextField label={t('slug')} hint={hint} className={className} error={errors.slug?.message} {...register('slug')} />;
}
