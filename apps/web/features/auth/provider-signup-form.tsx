'use client';
// Provider sign-up: services come from the catalogue, languages from
// a fixed list. The new account starts unapproved and verifies its phone at first sign-in; it keeps
// the language of the page it was created on.
import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import { providerSignupSchema } from '@hearth/shared/auth/contract';
import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MultiSelect, type MultiSelectOption } from '@/components/ui/multi-select';
import { TextField } from '@/components/ui/text-field';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { useApiForm } from '@/lib/use-api-form';
import { signUpProvider } from './auth-api';
import { PROVIDER_LANGUAGES } from './provider-languages';

const FIELDS = ['name', 'email', 'password', 'repassword', 'service', 'language'] as const;

function serviceOptions(categories: CategoryWithServices[]): MultiSelectOption[] {
  // The API takes service names; one service listed in two categories is offered once.
  const seen = new Set<string>();
  return categories.flatMap((category) =>
    category.services.flatMap((service) => {
      if (seen.has(service.name)) return [];
      seen.add(service.name);
      return [{ value: service.name, label: service.name, group: category.name }];
    }),
  );
}

export function ProviderSignupForm({ categories }: { categories: CategoryWithServices[] }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  // The API keeps the English names; the reader sees them in their language.
  const languageOptions: MultiSelectOption[] = PROVIDER_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  const { form, onSubmit, submitting } = useApiForm({
    schema: providerSignupSchema,
    defaultValues: { name: '', email: '', password: '', repassword: '', service: [], language: [] },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => signUpProvider({ ...values, locale }),
    success: ({ message }) => message,
    onSuccess: (_result, values) => router.push(paths.login({ email: values.email })),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={t('providerSignup.fullName')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={t('providerSignup.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('providerSignup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('providerSignup.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField label={t('providerSignup.confirm')} type="password" autoComplete="new-password" error={errors.repassword?.message} {...register('repassword')} />
      </div>
      <Controller
        control={control}
        name="service"
        render={({ field }) => (
          <MultiSelect
            label={t('providerSignup.services')}
            options={serviceOptions(categories)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.service?.message}
            searchLabel={t('providerSignup.searchServices')}
            emptyText={categories.length ? t('providerSignup.noMatch') : t('providerSignup.listFailed')}
          />
        )}
      />
      <Controller
        control={control}
        name="language"
        render={({ field }) => (
          <MultiSelect
            label={t('providerSignup.languages')}
            options={languageOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.language?.message}
          />
        )}
      />
      <Button type="submit" fullWidth size="lg" loading={submitting}>
        {t('providerSignup.submit')}
      </Button>
    </form>
  );
}
