'use client';
// First and last name. The header reads the name from the session and is
// rendered on the server, so a save updates the session and then re-renders the server parts.
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@hearth/shared/account/contract';
import { profileNameSchema, type ProfileNameInput } from '@hearth/shared/account/contract';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { useUpdateName } from './account-api';
import { AccountSection } from './account-section';
import { useRouter } from '@/i18n/navigation';

const FIELDS = ['firstname', 'lastname'] as const;

export function NameSection({ user }: { user: User }) {
  const t = useTranslations('account.name');
  const updateName = useUpdateName();
  const { update: updateSession } = useSession();
  const router = useRouter();
  const refreshUser = useRefreshCurrentUser();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileNameInput>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: { firstname: user.firstName, lastname: user.lastName },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data, message } = await updateName.mutateAsync(values);
      reset({ firstname: data.firstName, lastname: data.lastName });
      toast.success(message || t('saved'));
      await updateSession({ fullname: data.fullname });
      router.refresh();
      await refreshUser();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });

  return (
    <AccountSection title={t('title')} description={t('description')}>
      <form onSubmit={onSubmit} noValidate>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField label={t('first')} autoComplete="given-name" error={errors.firstname?.message} {...register('firstname')} />
          <TextField label={t('last')} autoComplete="family-name" error={errors.lastname?.message} {...register('lastname')} />
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
            {t('save')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
