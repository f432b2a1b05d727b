'use client';
// Bookings need a verified email (the API refuses them otherwise), so an unverified customer is told
// before payment, can have the link sent again, and carries on once they have opened it.
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type Ref } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendVerificationLink } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';

/**
 * The customer's email while the profile says it is not verified, else null. Null too while the
 * profile loads or if it cannot load: the booking request itself is still refused until it is.
 */
export function useUnverifiedEmail(): { email: string | null; recheck: () => Promise<boolean> } {
  const { data: user, refetch } = useCurrentUser();
  const unverified = user && !user.isEmailVerified;
  // The link is usually opened in another tab: look again when the customer comes back to this one.
  useEffect(() => {
    if (!unverified) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [unverified, refetch]);
  return {
    email: unverified ? user.email : null,
    recheck: async () => Boolean((await refetch()).data?.isEmailVerified),
  };
}

interface EmailVerificationNoticeProps {
  email: string;
  recheck: () => Promise<boolean>;
  className?: string;
  /** Focusable, so a customer who tries to pay before verifying is taken to it. */
  ref?: Ref<HTMLDivElement>;
}

export function EmailVerificationNotice({ email, recheck, className, ref }: EmailVerificationNoticeProps) {
  const t = useTranslations('booking.emailNotice');
  const resendLink = useResendVerificationLink();
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);

  async function resend() {
    setBusy('resend');
    try {
      // Signed in, the API takes the address from the token.
      const message = await resendLink.mutateAsync();
      toast.success(message || t('resent'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function check() {
    setBusy('check');
    try {
      if (await recheck()) toast.success(t('thanks'));
      else toast.info(t('notYet'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="email-verification-title"
      className={clsx('rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 focus:outline-2 focus:outline-amber-700', className)}
    >
      <p id="email-verification-title" className="font-semibold">
        {t('title')}
      </p>
      <p className="mt-1">{t.rich('text', { email, highlight: (chunks) => <span className="font-medium break-all">{chunks}</span> })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" loading={busy === 'resend'} disabled={busy !== null} onClick={resend}>
          {t('resend')}
        </Button>
        <Button variant="ghost" size="sm" loading={busy === 'check'} disabled={busy !== null} onClick={check}>
          {t('confirmed')}
        </Button>
      </div>
    </div>
  );
}
