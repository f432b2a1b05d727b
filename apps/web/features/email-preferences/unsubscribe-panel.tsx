'use client';
// One click stops marketing emails for the address the link was sent to. Account emails
// (verification, password reset, booking updates) keep coming: they are not marketing.
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

interface UnsubscribePanelProps {
  token: string;
  email: string;
  subscribed: boolean;
}

export function UnsubscribePanel({ token, email, subscribed }: UnsubscribePanelProps) {
  const [done, setDone] = useState<string | null>(subscribed ? null : 'You are not subscribed to marketing emails.');
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      const { message } = await apiRequest(apiPaths.auth.unsubscribe(), { method: 'POST', body: { token } });
      setDone(message || 'You have been unsubscribed.');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-center">
      <p className="text-muted">Marketing emails for</p>
      <p className="mt-1 text-lg font-semibold break-all text-ink">{email}</p>
      {done ? (
        <p role="status" className="mt-6 flex items-center justify-center gap-2 font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          {done}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-muted">You will still receive emails about your account and bookings.</p>
          <Button className="mt-6" fullWidth loading={busy} onClick={unsubscribe}>
            Unsubscribe
          </Button>
        </>
      )}
    </div>
  );
}
