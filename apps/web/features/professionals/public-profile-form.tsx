'use client';
// /serviceprovider/public-profile: what customers read about the provider (bio, languages, years of
// experience), the account photo they see, and a link to the page as customers see it.
import { PROFESSIONAL_LANGUAGES, publicProfileInputSchema, type ProfessionalLanguage, type PublicProfile } from '@hearth/shared/professionals/wire';
import { ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { MultiSelect } from '@/components/ui/multi-select';
import { PageHeading } from '@/components/ui/page-heading';
import { FormSkeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { ProfilePictureSection } from '@/features/account';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { useApiForm } from '@/lib/use-api-form';
import { useLanguageName } from './language-names';
import { usePublicProfile, useSavePublicProfile } from './public-profile-queries';

const FIELDS = ['bio', 'languages', 'yearsOfExperience'] as const;

export function PublicProfileForm() {
  const t = useTranslations('professionals.edit');
  const profile = usePublicProfile();
  const { data: user } = useCurrentUser();
  return (
    <div className="space-y-6">
      <PageHeading title={t('title')} description={t('description')} />
      {user ? <ProfilePictureSection user={user} /> : null}
      {profile.data ? (
        <PublicProfileFields profile={profile.data} />
      ) : profile.error ? (
        <LoadError title={t('loadError')} message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <FormSkeleton fields={3} label={t('loading')} />
      )}
    </div>
  );
}

function PublicProfileFields({ profile }: { profile: PublicProfile }) {
  const t = useTranslations('professionals.edit');
  const languageName = useLanguageName();
  const save = useSavePublicProfile();
  const { form, onSubmit, submitting } = useApiForm({
    schema: publicProfileInputSchema,
    defaultValues: { bio: profile.bio, languages: profile.languages, yearsOfExperience: profile.yearsOfExperience },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => save.mutateAsync(values),
    success: ({ message }) => message || t('saved'),
    onSuccess: ({ data }): void => {
      form.reset({ bio: data.bio, languages: data.languages, yearsOfExperience: data.yearsOfExperience });
    },
  });
  const { errors } = form.formState;
  const options = PROFESSIONAL_LANGUAGES.map((code) => ({ value: code, label: languageName(code) })).sort((a, b) => a.label.localeCompare(b.label));

  return (
    <section aria-labelledby="public-profile-form" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id="public-profile-form" className="sr-only">
        {t('title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextArea label={t('bio')} hint={t('bioHint')} rows={6} maxLength={800} error={errors.bio?.message} {...form.register('bio')} />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <MultiSelect
              label={t('languages')}
              options={options}
              value={field.value ?? []}
              onChange={(value) => field.onChange(value as ProfessionalLanguage[])}
              onBlur={field.onBlur}
              searchLabel={t('languagesSearch')}
              error={errors.languages?.message ?? errors.languages?.root?.message}
            />
          )}
        />
        <TextField
          label={t('years')}
          hint={t('yearsHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          className="sm:max-w-40"
          error={errors.yearsOfExperience?.message}
          {...form.register('yearsOfExperience', { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) })}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {profile.profilePath ? (
            <Link href={profile.profilePath} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {t('seePublic')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <p className="text-sm text-muted">{t('notYetPublic')}</p>
          )}
          <Button type="submit" loading={submitting} className="w-full sm:w-auto">
            {t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
