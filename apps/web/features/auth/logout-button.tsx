'use client';
// Every Logout entry (header menu, profile sidebar, provider menu, OTP gate) asks first,
// then signs out and lands on the home page.
import { signOut } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/lib/paths';
import { pathInLocale } from './account-locale';

export function LogoutButton({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useTranslations('auth.logout');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      // Redirects with a full page load, which also drops every cached query of this user.
      await signOut({ callbackUrl: pathInLocale(paths.home(), locale) });
    } catch (error) {
      console.error('Sign-out failed', error);
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('confirmTitle')}
      confirmLabel={t('yes')}
      cancelLabel={t('no')}
      onConfirm={logout}
      busy={busy}
      trigger={
        <button type="button" className={className}>
          {children ?? t('label')}
        </button>
      }
    />
  );
}
