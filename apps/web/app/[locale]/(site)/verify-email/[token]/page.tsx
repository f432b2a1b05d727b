import { CircleCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/auth-card';
import { RequestVerificationForm } from '@/features/auth/email-request-form';
import { verifyEmailToken } from '@/features/auth/emailed-links';
import { getCurrentSession } from '@/features/auth/server-session';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Verify email', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [result, session] = await Promise.all([verifyEmailToken(token), getCurrentSession()]);

  if (!result.ok) {
    return (
      <AuthCard title="Verify your email" description="Enter your email and we will send you a fresh verification link.">
        <Alert tone="error" className="mb-6">
          {result.message}
        </Alert>
        <RequestVerificationForm />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email verified">
      <div className="flex flex-col items-center text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />
        <p role="status" className="mt-4 text-lg font-semibold text-ink">
          {result.message}
        </p>
        <Link href={session ? paths.home() : paths.login()} className={buttonClasses({ fullWidth: true, size: 'lg' }, 'mt-6')}>
          {session ? 'Continue to Hearth' : 'Sign In'}
        </Link>
      </div>
    </AuthCard>
  );
}
