import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/auth-card';
import { ForgotPasswordForm } from '@/features/auth/email-request-form';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Forgot password' };

export default function Page() {
  return (
    <AuthCard title="Forgot your password?" description="Enter the email you signed up with and we will send you a link to choose a new one.">
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link href={paths.login()} className="font-medium text-brand-700 hover:text-brand-800">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
