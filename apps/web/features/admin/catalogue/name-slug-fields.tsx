'use client';
// The Name and Slug fields that categories and services share. While adding, the slug follows the
// name (as a suggestion) until the admin edits the slug itself.
import { slugify } from '@hearth/shared/admin/catalogue';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

interface NameAndSlugFieldsProps {
  /** Adding a new one: the slug is suggested from the name. */
  isNew: boolean;
  slugHint: string;
}

export function NameAndSlugFields({ isNew, slugHint }: NameAndSlugFieldsProps) {
  const {
    register,
    setValue,
    getFieldState,
    formState: { errors },
  } = useFormContext<{ name: string; slug: string }>();
  return (
    <>
      <TextField
        label="Name"
        error={errors.name?.message}
        {...register('name', {
          onChange: (event: { target: { value: string } }) => {
            if (isNew && !getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
          },
        })}
      />
      <TextField label="Slug" hint={slugHint} error={errors.slug?.message} {...register('slug')} />
    </>
  );
}
