'use client';
// Sign in through next-auth's Credentials provider, which calls the API login (spec §7).
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@hearth/shared/schemas/auth';
import { getSession, signIn } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors } from '@/lib/api';
import { paths, roleLanding, safeCallbackUrl } from '@/lib/paths';
import { decodeSignInFailure } from './sign-in-error';

interface LoginFormProps {
  /** Where to go after signing in; followed only if it stays on this site. */
  callbackUrl: string | null;
  defaultEmail?: string;
}

export function LoginForm({ callbackUrl, defaultEmail = '' }: LoginFormProps) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn('credentials', { ...values, redirect: false });
    if (!result?.ok || result.error) {
      const failure = decodeSignInFailure(result?.error);
      if (!applyFieldErrors(failure, setError, ['email', 'password'])) toast.error(failure.message);
      return;
    }
    const session = await getSession();
    const target = safeCallbackUrl(callbackUrl) ?? (session ? roleLanding(session.user.token.role) : paths.home());
    router.replace(target);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div>
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="mt-2 text-right">
          <Link href={paths.forgotPassword()} className="text-sm font-medium text-brand-700 hover:text-brand-800">
            Forgot password?
          </Link>
        </div>
      </div>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
