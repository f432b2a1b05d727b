'use client';
// First and last name. The header reads the name from the session and is
// rendered on the server, so a save updates the session and then re-renders the server parts.
import type { User } from '@hearth/shared/account/contract';
import { profileNameSchema } from '@hearth/shared/account/contract';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { useApiForm } from '@/lib/use-api-form';
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
  const { form, onSubmit, submitting } = useApiForm({
    schema: profileNameSchema,
    defaultValues: { firstname: user.firstName, lastname: user.lastName },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => updateName.mutateAsync(values),
    success: ({ message }) => message || t('saved'),
    onSuccess: async ({ data }) => {
      form.reset({ firstname: data.firstName, lastname: data.lastName });
      await updateSession({ fullname: data.fullname });
      router.refresh();
      await refreshUser();
    },
  });
  const { errors } = form.formState;

  return (
    <AccountSection title={t('title')} description={t('description')}>
      <form onSubmit={onSubmit} noValidate>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField label={t('first')} autoComplete="given-name" error={errors.firstname?.message} {...form.register('firstname')} />
          <TextField label={t('last')} autoComplete="family-name" error={errors.lastname?.message} {...form.register('lastname')} />
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={submitting} className="w-full sm:w-auto">
            {t('save')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
