'use client';
// Danger zone: deactivation ends every session of the account and blocks signing in again, so it
// asks first, then signs this browser out and lands on the home page.
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiRequest, errorMessage } from '@/lib/api';
import { apiPaths, paths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';
import { AccountSection } from './account-section';

const CONSEQUENCES =
  'You will be signed out on every device and will no longer be able to sign in with this email. Upcoming bookings are not cancelled: cancel them first if you no longer need them.';

export function DeactivateSection() {
  const token = useAccessToken();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function deactivate() {
    setBusy(true);
    try {
      const { message } = await apiRequest(apiPaths.auth.deactivate(), { method: 'PATCH', token });
      toast.success(message || 'Your account has been deactivated');
      // The API already ended the session; this clears the browser's cookie and leaves the profile area.
      await signOut({ callbackUrl: paths.home() });
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <AccountSection title="Deactivate account" tone="danger" description={CONSEQUENCES}>
      <div className="flex justify-end">
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => !busy && setOpen(next)}
          title="Deactivate your account?"
          description={CONSEQUENCES}
          confirmLabel="Yes, deactivate"
          cancelLabel="No, keep my account"
          onConfirm={deactivate}
          busy={busy}
          trigger={
            <Button variant="danger" className="w-full sm:w-auto">
              Deactivate account
            </Button>
          }
        />
      </div>
    </AccountSection>
  );
}
