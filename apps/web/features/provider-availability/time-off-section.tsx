'use client';
// Days the provider does not work (holidays, appointments): listed soonest first with a note, each
// removable after a confirmation, and a small form to add another range.
import { TIME_OFF_NOTE_MAX, timeOffBodySchema, type Availability, type TimeOff } from '@hearth/shared/availability/contract';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useApiForm } from '@/lib/use-api-form';
import { useAddTimeOff, useRemoveTimeOff } from './availability-api';

/** "Mon, Dec 21, 2026 – Fri, Jan 1, 2027", or one date for a single day. */
function useTimeOffDates() {
  const format = useFormat();
  const t = useTranslations('provider.availability.timeOff');
  return (entry: Pick<TimeOff, 'startsOn' | 'endsOn'>) =>
    entry.startsOn === entry.endsOn ? format.calendarDate(entry.startsOn) : t('range', { from: format.calendarDate(entry.startsOn), to: format.calendarDate(entry.endsOn) });
}

function TimeOffRow({ entry }: { entry: TimeOff }) {
  const t = useTranslations('provider.availability.timeOff');
  const dates = useTimeOffDates();
  const remove = useRemoveTimeOff();
  const [confirming, setConfirming] = useState(false);
  const when = dates(entry);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink">{when}</p>
        {entry.note && <p className="break-words text-muted">{entry.note}</p>}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('removeTitle')}
        description={t('removeDescription', { dates: when })}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('keep')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(entry._id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('removed'));
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        trigger={
          <Button variant="secondary" size="sm" aria-label={t('removeLabel', { dates: when })} className="w-full sm:w-auto">
            {t('remove')}
          </Button>
        }
      />
    </li>
  );
}

function AddTimeOffForm() {
  const t = useTranslations('provider.availability.timeOff');
  const add = useAddTimeOff();
  const { form, onSubmit, submitting } = useApiForm({
    schema: timeOffBodySchema,
    fields: ['startsOn', 'endsOn', 'note'],
    defaultValues: { startsOn: '', endsOn: '', note: '' },
    action: (values) => add(values),
    success: ({ message }) => message || t('added'),
    onSuccess: (): void => form.reset({ startsOn: '', endsOn: '', note: '' }),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('addLabel')} className="mt-4 grid gap-3 sm:grid-cols-2">
      <TextField label={t('from')} type="date" error={errors.startsOn?.message} {...form.register('startsOn')} />
      <TextField label={t('to')} type="date" error={errors.endsOn?.message} {...form.register('endsOn')} />
      <TextField label={t('note')} maxLength={TIME_OFF_NOTE_MAX} error={errors.note?.message} className="sm:col-span-2" {...form.register('note')} />
      <div className="sm:col-span-2 sm:flex sm:justify-end">
        <Button type="submit" variant="secondary" loading={submitting} className="w-full sm:w-auto">
          {t('add')}
        </Button>
      </div>
    </form>
  );
}

export function TimeOffSection({ availability }: { availability: Availability }) {
  const t = useTranslations('provider.availability.timeOff');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      {availability.timeOff.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('none')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="mt-2 divide-y divide-slate-100">
          {availability.timeOff.map((entry) => (
            <TimeOffRow key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
      <AddTimeOffForm />
    </section>
  );
}
