'use client';
// "On my way" on an accepted job: the provider picks how long until they arrive and the customer is
// told (in the app, and by text when they agreed to it). Offered from ON_THE_WAY_WINDOW_MINUTES
// before the start until the scheduled end, as the API allows; once said, the card shows the
// arrival time it gave and lets them update it.
import { bookingEndpoints } from '@hearth/shared/bookings/contract';
import { ON_THE_WAY_ETA_CHOICES, ON_THE_WAY_WINDOW_MINUTES } from '@hearth/shared/bookings/on-the-way';
import type { ProviderJob } from '@hearth/shared/bookings/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigation } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useCall } from '@/lib/use-call';
import { useNow } from '@/lib/use-now';
import { refreshProviderJobs } from './provider-jobs-api';

const DEFAULT_ETA = 20;

function useOnMyWay(job: ProviderJob) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (etaMinutes: number) => call(bookingEndpoints.onMyWay, { params: { id: job._id }, body: { etaMinutes } }),
    onSettled: () => refreshProviderJobs(queryClient),
  });
}

export function OnMyWayButton({ job }: { job: ProviderJob }) {
  const t = useTranslations('provider.onMyWay');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [eta, setEta] = useState<number>(DEFAULT_ETA);
  const send = useOnMyWay(job);
  const opensAt = Date.parse(job.scheduledAt) - ON_THE_WAY_WINDOW_MINUTES * 60_000;
  const closesAt = Date.parse(job.endsAt);
  // The button appears when the window opens and goes when it closes, without a reload.
  const now = useNow([opensAt, closesAt]);
  if (job.status !== 'accepted' || now < opensAt || now > closesAt) return null;

  const province = job.address.province;
  const said = job.onTheWay;
  const arrival = said ? `${format.bookingTime(said.arrivalEta, province)} ${format.zone(said.arrivalEta, province)}` : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { message } = await send.mutateAsync(eta);
      toast.success(message || t('sent'));
      setOpen(false);
    } catch (error) {
      // A 409 says why (the job started, its time is over); the dialog stays open to try again.
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      {arrival && (
        <p role="status" className="text-sm font-medium text-ink sm:self-center">
          {t('said', { time: arrival })}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (send.isPending) return;
          setOpen(next);
        }}
        trigger={
          <Button variant={said ? 'secondary' : 'primary'} className="w-full sm:w-auto">
            <Navigation aria-hidden="true" className="size-4" />
            {said ? t('update') : t('button')}
          </Button>
        }
        title={said ? t('updateTitle') : t('title')}
        description={t('description')}
      >
        <form onSubmit={submit} className="mt-4">
          <fieldset>
            <legend className="text-sm font-medium text-ink">{t('legend')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {ON_THE_WAY_ETA_CHOICES.map((minutes) => (
                <label
                  key={minutes}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
                >
                  <input type="radio" name="etaMinutes" value={minutes} checked={eta === minutes} onChange={() => setEta(minutes)} className="size-4 shrink-0 accent-brand-700" />
                  {t('minutes', { minutes })}
                </label>
              ))}
            </div>
          </fieldset>
          <DialogActions closeLabel={t('cancel')} closeDisabled={send.isPending} className="mt-6">
            <Button type="submit" loading={send.isPending}>
              {t('send')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
