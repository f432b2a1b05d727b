'use client';
// One click stops marketing emails for the address the link was sent to. Account emails
// (verification, password reset, booking updates) keep coming: they are not marketing.
import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { unsubscribe as unsubscribeFromMarketing } from './email-preferences-api';

interface UnsubscribePanelProps {
  token: string;
  email: string;
  subscribed: boolean;
}

export function UnsubscribePanel({ token, email, subscribed }: UnsubscribePanelProps) {
  const t = useTranslations('account.unsubscribe');
  const [done, setDone] = useState<string | null>(subscribed ? null : t('notSubscribed'));
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      const { message } = await unsubscribeFromMarketing(token);
      setDone(message || t('done'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-center">
      <p className="text-muted">{t('for')}</p>
      <p className="mt-1 text-lg font-semibold [overflow-wrap:anywhere] text-ink">{email}</p>
      {done ? (
        <p role="status" className="mt-6 flex items-center justify-center gap-2 font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          {done}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-muted">{t('stillReceive')}</p>
          <Button className="mt-6" fullWidth loading={busy} onClick={unsubscribe}>
            {t('submit')}
          </Button>
        </>
      )}
    </div>
  );
}
