'use client';
// Sign in through next-auth's Credentials provider, which calls the API login. Signing in
// continues in the account's language: the landing URL is put in it before going there.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@hearth/shared/auth/contract';
import { getSession, signIn } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
// The landing URL is a full path already in the account's language: next-intl's router would prefix it again.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { applyFieldErrors } from '@/lib/api';
import { useLocalizeMessage } from '@/lib/use-localize-message';
import { paths, roleLanding, safeCallbackUrl } from '@/lib/paths';
import { pathInLocale, rememberLocale } from './account-locale';
import { decodeSignInFailure, SIGN_IN_FALLBACK_MESSAGE } from './sign-in-error';

interface LoginFormProps {
  /** Where to go after signing in; followed only if it stays on this site. */
  callbackUrl: string | null;
  defaultEmail?: string;
}

export function LoginForm({ callbackUrl, defaultEmail = '' }: LoginFormProps) {
  const t = useTranslations('auth.login');
  const pageLocale = useLocale();
  const localize = useLocalizeMessage();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: '' }, mode: 'onTouched' });

  // A refusal stays in the form, beside the fields, until the next attempt: a toast closed on its own
  // and could sit behind the discount bar, so a mistyped password went unnoticed.
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    const result = await signIn('credentials', { ...values, redirect: false });
    if (!result?.ok || result.error) {
      const failure = decodeSignInFailure(result?.error);
      if (!applyFieldErrors(failure, setError, ['email', 'password'])) {
        setRefusal(failure.message === SIGN_IN_FALLBACK_MESSAGE ? t('failed') : localize(failure.message));
        // The alert is announced; the caret goes back to the password, the field to retype.
        setFocus('password', { shouldSelect: true });
      }
      return;
    }
    const session = await getSession();
    // An account without a stored language keeps the page's.
    const locale = session?.user.locale ?? pageLocale;
    const target = safeCallbackUrl(callbackUrl) ?? (session ? roleLanding(session.user.token.role) : paths.home());
    rememberLocale(locale);
    router.replace(pathInLocale(target, locale));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={t('email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div>
        <TextField label={t('password')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="mt-2 text-right">
          <Link href={paths.forgotPassword()} className="text-sm font-medium text-brand-700 hover:text-brand-800">
            {t('forgot')}
          </Link>
        </div>
      </div>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
