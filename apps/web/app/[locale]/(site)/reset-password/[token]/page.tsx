import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/auth-card';
import { checkResetToken } from '@/features/auth/emailed-links';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Reset password', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const result = await checkResetToken(token);

  if (!result.ok) {
    return (
      <AuthCard title="Reset your password">
        <Alert tone="error">{result.message}</Alert>
        <Link href={paths.forgotPassword()} className={buttonClasses({ fullWidth: true, size: 'lg' }, 'mt-6')}>
          Request a New Link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" description={`For ${result.data.email}`}>
      <ResetPasswordForm token={token} email={result.data.email} />
    </AuthCard>
  );
}
