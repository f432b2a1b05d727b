'use client';
// /serviceprovider/account: "Personal Detail" until approval and
// "Account" after. A new phone number is confirmed by code; a new email needs the current password
// and then the link we send to it, and stays pending (cancellable) until that link is opened.
import { PROVINCES, type ProvinceCode } from '@hearth/shared/constants';
import { formatPhone } from '@hearth/shared/phone';
import { providerProfileSchema } from '@hearth/shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { MailCheck } from 'lucide-react';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { MultiSelect } from '@/components/ui/multi-select';
import { PageHeading } from '@/components/ui/page-heading';
import { SelectField } from '@/components/ui/select-field';
import { FormSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { PROVIDER_LANGUAGES } from '@/features/auth';
import { PhoneInput } from '@/components/ui/phone-input';
import { usePendingOtp, usePhoneOtp } from '@/features/otp';
import { Link } from '@/i18n/navigation';
import { SmsJobAlertsSection, YourDataSection } from '@/features/account';
import { errorMessage } from '@/lib/api';
import { useCurrentUser, useRefreshCurrentUser } from '@/lib/current-user';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatPostalCode } from '@/lib/input-masks';
import { useApiForm } from '@/lib/use-api-form';
import { FormSection } from './form-section';
import { PhoneChangeDialog } from './phone-change-dialog';
import { isApprovedProvider } from './provider-approval';
import { providerKeys, useCancelEmailChange, useProviderProfile, useSaveProviderProfile, type ProviderProfile } from './provider-onboarding-api';

type FormValues = z.input<typeof providerProfileSchema>;
const FIELDS = ['firstname', 'phonenumber', 'language', 'email', 'dob', 'postcode', 'street', 'city', 'province', 'password'] as const;

function toFormValues(profile: ProviderProfile): FormValues {
  return {
    firstname: profile.firstname,
    phonenumber: profile.phonenumber ? formatPhone(profile.phonenumber) : '',
    language: profile.language,
    email: profile.email,
    dob: profile.dob ?? '',
    postcode: profile.postcode ?? '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    province: profile.province ?? '',
  };
}

export function PersonalDetails() {
  const t = useTranslations('provider.personal');
  const { data: user } = useCurrentUser();
  const approved = user ? isApprovedProvider(user) : false;
  const profile = useProviderProfile();
  return (
    <>
      <PageHeading title={approved ? t('titleApproved') : t('title')} description={t('description')} />
      {!approved && (
        <Alert tone="info" title={t('awaiting.title')} className="mb-6">
          {t.rich('awaiting.body', {
            link: (chunks) => (
              <Link href={paths.provider.businessDetail()} className="font-semibold underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      )}
      {profile.data ? (
        <PersonalDetailsForm profile={profile.data} />
      ) : profile.isError ? (
        <LoadError title={t('loadError')} message={errorMessage(profile.error)} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <FormSkeleton fields={8} label={t('loading')} />
      )}
      {profile.data && (
        <div className="mt-8 space-y-8">
          {user && <SmsJobAlertsSection user={user} />}
          <YourDataSection />
        </div>
      )}
    </>
  );
}

function PersonalDetailsForm({ profile }: { profile: ProviderProfile }) {
  const t = useTranslations('provider.personal');
  const format = useFormat();
  const provinceOptions = (Object.keys(PROVINCES) as ProvinceCode[]).map((value) => ({ value, label: format.province(value) }));
  const saveProfile = useSaveProviderProfile();
  const cancelPendingEmail = useCancelEmailChange();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshCurrentUser();
  const { update: updateSession } = useSession();
  // The new number a code was sent to, while the dialog asks for that code; undefined until the
  // person acts, when a code the API still holds for another number reopens the dialog (a reload
  // must not cost them another of the phone's codes).
  const [chosenPhone, setPendingPhone] = useState<string | null | undefined>(undefined);
  const pendingOtp = usePendingOtp().data;
  const resumable = pendingOtp && pendingOtp.phonenumber !== profile.phonenumber ? formatPhone(pendingOtp.phonenumber) : null;
  const pendingPhone = chosenPhone === undefined ? resumable : chosenPhone;
  const { data: currentUser } = useCurrentUser();
  const pendingEmail = currentUser?.pendingEmail ?? null;
  const [cancellingEmail, setCancellingEmail] = useState(false);
  const { form, onSubmit, submitting } = useApiForm({
    schema: providerProfileSchema,
    defaultValues: toFormValues(profile),
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => saveProfile(values),
    success: ({ message }) => message,
    onSuccess: async ({ data }, values) => {
      const { phoneChangePending, ...saved } = data;
      queryClient.setQueryData(providerKeys.profile, saved);
      form.reset(toFormValues(saved));
      void refreshUser();
      // The header outside the provider area reads the name from the session.
      void updateSession({ fullname: saved.firstname });
      if (phoneChangePending && (await otp.sendCode(values.phonenumber))) setPendingPhone(values.phonenumber);
    },
  });
  const {
    register,
    control,
    setFocus,
    resetField,
    formState: { errors },
  } = form;
  const otp = usePhoneOtp(async () => {
    if (pendingPhone) resetField('phonenumber', { defaultValue: pendingPhone });
    setPendingPhone(null);
    await Promise.all([queryClient.invalidateQueries({ queryKey: providerKeys.profile }), refreshUser()]);
  });
  // The API keeps the English names; each reads in the page's language (one saved before this list in its own words).
  const languageLabel = (language: string) => ((PROVIDER_LANGUAGES as readonly string[]).includes(language) ? t(`languageNames.${language as (typeof PROVIDER_LANGUAGES)[number]}`) : language);
  const languageOptions = [...new Set([...PROVIDER_LANGUAGES, ...profile.language])].map((language) => ({ value: language, label: languageLabel(language) }));
  const adultBefore = dayjs().subtract(18, 'year').format('YYYY-MM-DD');
  // The sign-in email only moves with the current password, so the field shows while it differs.
  const typedEmail = useWatch({ control, name: 'email' });
  const changingEmail = (typedEmail ?? '').trim().toLowerCase() !== profile.email.toLowerCase();

  async function cancelEmailChange() {
    setCancellingEmail(true);
    try {
      const { message } = await cancelPendingEmail();
      await refreshUser();
      toast.success(message || t('email.changeCancelled'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setCancellingEmail(false);
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <FormSection title={t('aboutYou')}>
          <TextField label={t('fullName')} autoComplete="name" error={errors.firstname?.message} {...register('firstname')} />
          <TextField label={t('dob')} type="date" max={adultBefore} autoComplete="bday" error={errors.dob?.message} {...register('dob')} />
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="language"
              render={({ field }) => (
                <MultiSelect label={t('languages')} options={languageOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.language?.message} />
              )}
            />
          </div>
        </FormSection>

        <FormSection title={t('contact.title')} description={t('contact.description')}>
          <Controller
            control={control}
            name="phonenumber"
            render={({ field }) => (
              <PhoneInput ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.phonenumber?.message} />
            )}
          />
          <TextField
            label={t('email.label')}
            type="email"
            autoComplete="email"
            hint={profile.isEmailVerified ? undefined : t('email.notVerified')}
            error={errors.email?.message}
            {...register('email')}
          />
          {changingEmail && (
            <TextField
              label={t('email.password.label')}
              type="password"
              autoComplete="current-password"
              hint={t('email.password.hint')}
              error={errors.password?.message}
              {...register('password', { shouldUnregister: true })}
            />
          )}
          {pendingEmail && (
            <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2">
              <p className="flex items-start gap-2 font-semibold">
                <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="break-all">{t('email.pending', { email: pendingEmail })}</span>
              </p>
              <p className="mt-1 [overflow-wrap:anywhere]">{t('email.pendingBody', { email: profile.email })}</p>
              <Button variant="ghost" size="sm" className="mt-3" loading={cancellingEmail} onClick={cancelEmailChange}>
                {t('email.cancelChange')}
              </Button>
            </div>
          )}
        </FormSection>

        <FormSection title={t('address.title')}>
          <TextField label={t('address.street')} autoComplete="street-address" className="sm:col-span-2" error={errors.street?.message} {...register('street')} />
          <TextField label={t('address.city')} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <SelectField label={t('address.province')} autoComplete="address-level1" placeholder={t('address.provincePlaceholder')} options={provinceOptions} error={errors.province?.message} {...register('province')} />
          <Controller
            control={control}
            name="postcode"
            render={({ field }) => (
              <TextField
                ref={field.ref}
                name={field.name}
                label={t('address.postalCode')}
                autoComplete="postal-code"
                placeholder="A1A 1A1"
                value={field.value}
                onChange={(event) => field.onChange(formatPostalCode(event.target.value))}
                onBlur={field.onBlur}
                error={errors.postcode?.message}
              />
            )}
          />
        </FormSection>

        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
            {t('save')}
          </Button>
        </div>
      </form>

      {/* Outside the form: React events bubble through portals, and the code's submit is not this form's. */}
      <PhoneChangeDialog
        phone={pendingPhone}
        resendAvailableAt={chosenPhone === undefined ? pendingOtp?.resendAvailableAt : undefined}
        currentPhone={profile.phonenumber}
        onVerify={(code) => (pendingPhone ? otp.verify(pendingPhone, code) : Promise.resolve())}
        onResend={() => (pendingPhone ? otp.resendCode(pendingPhone) : Promise.resolve(false))}
        onCancel={() => setPendingPhone(null)}
        returnFocus={() => setFocus('phonenumber')}
      />
    </>
  );
}
