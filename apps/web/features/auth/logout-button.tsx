'use client';
// Every Logout entry (header menu, profile sidebar, provider menu, OTP gate) asks first (spec §4),
// then signs out and lands on the home page.
import { signOut } from 'next-auth/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/lib/paths';

export function LogoutButton({ className, children = 'Logout' }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      // Redirects with a full page load, which also drops every cached query of this user.
      await signOut({ callbackUrl: paths.home() });
    } catch (error) {
      console.error('Sign-out failed', error);
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Are you sure you want to logout?"
      confirmLabel="Yes, Logout"
      cancelLabel="No, Stay"
      onConfirm={logout}
      busy={busy}
      trigger={
        <button type="button" className={className}>
          {children}
        </button>
      }
    />
  );
}
