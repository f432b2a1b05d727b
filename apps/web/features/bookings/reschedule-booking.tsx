'use client';
// Another time for a booking: a "Reschedule" button opening a dialog with the new date and start
// time, saying what will happen (it moves now, or the professional is asked and, if they cannot, the
// job is offered to others at no cost) and the new free-cancellation deadline; while the professional
// has not answered, a banner with Withdraw. The rules themselves are the API's (decision 030).
import type { Booking } from '@hearth/shared/bookings/wire';
import { cancellationTerms, FULL_REFUND_HOURS_BEFORE_START } from '@hearth/shared/booking';
import { CalendarClock } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { bookableDateRange, jobLocalDay, slotsForDay } from '@/lib/booking-time';
import { useFormat } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useRescheduleBooking, useWithdrawReschedule } from './bookings-api';

const HOUR_MS = 3_600_000;

export function RescheduleBooking({ booking }: { booking: Booking }) {
  const t = useTranslations('reschedule');
  const format = useFormat();
  const start = Date.parse(booking.scheduledAt);
  const closesAt = start - FULL_REFUND_HOURS_BEFORE_START * HOUR_MS;
  // The button goes (and the reason shows) when the window closes, without a reload.
  const now = useNow([closesAt, start]);
  const province = booking.address.province;
  const professional = booking.provider?.name ?? t('yourProfessional');

  if (booking.reschedule) return <PendingReschedule booking={booking} professional={professional} />;
  if ((booking.status !== 'open' && booking.status !== 'accepted') || now >= start) return null;
  if (booking.status === 'accepted' && now >= closesAt) {
    return <p className="text-sm text-muted">{t('closed', { hours: FULL_REFUND_HOURS_BEFORE_START })}</p>;
  }
  return <RescheduleDialog booking={booking} professional={professional} province={province} format={format} />;
}

function PendingReschedule({ booking, professional }: { booking: Booking; professional: string }) {
  const t = useTranslations('reschedule');
  const format = useFormat();
  const withdraw = useWithdrawReschedule(booking._id);
  const [problem, setProblem] = useState<string | null>(null);
  const pending = booking.reschedule!;
  return (
    <Alert tone="info" title={t('pendingTitle')}>
      <p>{t('pending', { name: professional, when: format.bookingDateTime(pending.toStartsAt, booking.address.province) })}</p>
      {problem && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {problem}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        loading={withdraw.isPending}
        onClick={() => {
          setProblem(null);
          withdraw.mutate(undefined, {
            onSuccess: ({ message }) => toast.success(message || t('withdrawn')),
            onError: (error) => setProblem(errorMessage(error)),
          });
        }}
      >
        {t('withdraw')}
      </Button>
    </Alert>
  );
}

interface DialogProps {
  booking: Booking;
  professional: string;
  province: Booking['address']['province'];
  format: ReturnType<typeof useFormat>;
}

function RescheduleDialog({ booking, professional, province, format }: DialogProps) {
  const t = useTranslations('reschedule');
  const locale = useLocale();
  const reschedule = useRescheduleBooking(booking._id);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const range = bookableDateRange(province);
  const current = new Date(booking.scheduledAt).getTime();
  const slots = date ? slotsForDay(date, province, new Date(), locale).filter((slot) => slot.available && slot.instant.getTime() !== current) : [];
  const chosen = slots.find((slot) => slot.time === time) ?? null;
  const assigned = booking.status === 'accepted';

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setDate(jobLocalDay(booking.scheduledAt, province));
      setTime('');
    }
    setProblem(null);
    setFieldError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setFieldError(t('required'));
      return;
    }
    setProblem(null);
    reschedule.mutate(chosen.instant.toISOString(), {
      onSuccess: ({ message }) => {
        toast.success(message || (assigned ? t('asked') : t('moved')));
        setOpen(false);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      title={t('title')}
      description={t('description')}
      trigger={
        <Button variant="outline">
          <CalendarClock aria-hidden="true" className="size-4" /> {t('button')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('date')}
            type="date"
            min={range.min}
            max={range.max}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTime('');
              setFieldError(null);
            }}
          />
          <SelectField
            label={t('time')}
            placeholder={date ? (slots.length ? t('timePlaceholder') : t('noTimes')) : t('chooseDate')}
            options={slots.map((slot) => ({ value: slot.time, label: slot.label }))}
            value={time}
            disabled={slots.length === 0}
            error={fieldError ?? undefined}
            onChange={(event) => {
              setTime(event.target.value);
              setFieldError(null);
            }}
          />
        </div>
        <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-ink">
          <p>{assigned ? t('askProfessional', { name: professional }) : t('movesNow')}</p>
          {chosen && (
            <p>
              {t('newTime', { when: format.bookingDateTime(chosen.instant, province) })}{' '}
              {t('freeUntil', { date: format.bookingDateTime(cancellationTerms(chosen.instant).freeUntil, province) })}
            </p>
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <DialogActions closeLabel={t('keep')}>
          <Button type="submit" loading={reschedule.isPending}>
            {assigned ? t('submitAsk') : t('submitMove')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
