'use client';
// The sign-in email. A new address only replaces the current one once its owner opens the link we
// send there (it lands on /verify-email/{token}); until then the change is pending and can be
// re-sent or cancelled. An unverified current address can ask for a new verification link.
import { changeEmailSchema, type User } from '@hearth/shared/account/contract';
import { MailCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useResendVerificationLink } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { useApiForm } from '@/lib/use-api-form';
import { useCancelEmailChange, useRequestEmailChange } from './account-api';
import { AccountSection, VerifiedBadge } from './account-section';

type Focus = 'change' | 'pending' | null;

export function EmailSection({ user }: { user: User }) {
  const t = useTranslations('account.email');
  const resendVerificationLink = useResendVerificationLink();
  const cancelEmailChange = useCancelEmailChange();
  const refreshUser = useRefreshCurrentUser();
  // The address the form starts with: '' for a new change, the pending one when re-sending its link.
  const [formFor, setFormFor] = useState<string | null>(null);
  const [busy, setBusy] = useState<'cancel' | 'verify' | null>(null);
  // Where focus goes once the form or the pending notice it replaces is gone.
  const focusNext = useRef<Focus>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const pendingNotice = useRef<HTMLDivElement>(null);
  const pending = user.pendingEmail;

  useEffect(() => {
    const target = focusNext.current === 'change' ? changeButton.current : focusNext.current === 'pending' ? pendingNotice.current : null;
    // The form may close before the refreshed user brings the notice: wait for it rather than give up.
    if (!target) return;
    target.focus();
    focusNext.current = null;
  }, [formFor, pending]);

  function closeForm(focus: Focus) {
    focusNext.current = focus;
    setFormFor(null);
  }

  async function cancelChange() {
    setBusy('cancel');
    try {
      const { message } = await cancelEmailChange.mutateAsync();
      focusNext.current = 'change';
      await refreshUser();
      toast.success(message || t('changeCancelled'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function resendVerification() {
    setBusy('verify');
    try {
      const message = await resendVerificationLink.mutateAsync();
      toast.success(message || t('verificationSent'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <AccountSection title={t('title')} description={t('description')}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
        <span className="font-medium break-all">{user.email}</span>
        <VerifiedBadge verified={user.isEmailVerified} />
      </p>

      {!user.isEmailVerified && !pending && (
        <Alert tone="warning" className="mt-4">
          <p>{t('unverified')}</p>
          <Button variant="outline" size="sm" className="mt-3" loading={busy === 'verify'} onClick={resendVerification}>
            {t('resendVerification')}
          </Button>
        </Alert>
      )}

      {pending && formFor === null && (
        <div ref={pendingNotice} tabIndex={-1} role="status" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 focus:outline-2 focus:outline-brand-700">
          <p className="flex items-start gap-2 font-semibold">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{t('pending', { email: pending })}</span>
          </p>
          <p className="mt-1 [overflow-wrap:anywhere]">{t('pendingHint', { email: user.email })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => setFormFor(pending)}>
              {t('resendLink')}
            </Button>
            <Button variant="ghost" size="sm" loading={busy === 'cancel'} disabled={busy !== null} onClick={cancelChange}>
              {t('cancelChange')}
            </Button>
          </div>
        </div>
      )}

      {formFor !== null ? (
        <ChangeEmailForm
          initialEmail={formFor}
          resending={formFor !== ''}
          onSent={async () => {
            await refreshUser();
            closeForm('pending');
          }}
          onCancel={() => closeForm(pending ? 'pending' : 'change')}
        />
      ) : (
        !pending && (
          <div className="mt-5 flex justify-end">
            <Button ref={changeButton} variant="secondary" className="w-full sm:w-auto" onClick={() => setFormFor('')}>
              {t('change')}
            </Button>
          </div>
        )
      )}
    </AccountSection>
  );
}

interface ChangeEmailFormProps {
  initialEmail: string;
  /** Sending the link again for the pending address (which can still be corrected here). */
  resending: boolean;
  onSent: () => Promise<void>;
  onCancel: () => void;
}

function ChangeEmailForm({ initialEmail, resending, onSent, onCancel }: ChangeEmailFormProps) {
  const t = useTranslations('account.email');
  const requestEmailChange = useRequestEmailChange();
  const { form, onSubmit, submitting } = useApiForm({
    schema: changeEmailSchema,
    defaultValues: { email: initialEmail, password: '' },
    mode: 'onTouched',
    fields: ['email', 'password'],
    action: (values) => requestEmailChange.mutateAsync(values),
    success: ({ message }, values) => message || t('linkSent', { email: values.email }),
    onSuccess: onSent,
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    // Opening the form is asking to type into it. Re-sending keeps the address: the password is what is missing.
    setFocus(resending ? 'password' : 'email');
  }, [setFocus, resending]);

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid grid-cols-1 gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2">
      <TextField label={t('newEmail')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        hint={t('passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="text-sm text-muted sm:col-span-2">{t('formNote')}</p>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {resending ? t('sendAgain') : t('send')}
        </Button>
      </div>
    </form>
  );
}
