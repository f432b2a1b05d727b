'use client';
// Danger zone: deactivation ends every session of the account and blocks signing in again, so it
// asks first, then signs this browser out and lands on the home page.
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useDeactivateAccount } from '@/features/auth';
import { AccountSection } from './account-section';

export function DeactivateSection() {
  const t = useTranslations('account.deactivate');
  const deactivateAccount = useDeactivateAccount();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function deactivate() {
    setBusy(true);
    try {
      const message = await deactivateAccount.mutateAsync();
      toast.success(message || t('done'));
      // The API already ended the session; this clears the browser's cookie and leaves the profile area.
      await signOut({ callbackUrl: paths.home() });
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <AccountSection title={t('title')} tone="danger" description={t('consequences')}>
      <div className="flex justify-end">
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => !busy && setOpen(next)}
          title={t('confirmTitle')}
          description={t('consequences')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          onConfirm={deactivate}
          busy={busy}
          trigger={
            <Button variant="danger" className="w-full sm:w-auto">
              {t('trigger')}
            </Button>
          }
        />
      </div>
    </AccountSection>
  );
}
