'use client';
// The days and hours a provider takes jobs (on each job's local clock), how many jobs a day at most
// and the travel time kept free between two jobs. Listed Monday first, as Canadian work weeks are
// read; sent with the API's weekday numbers (0 = Sunday … 6 = Saturday).
import { availabilityBodySchema, type Availability, type AvailabilityBody } from '@hearth/shared/availability/contract';
import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError, TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';
import { useApiForm } from '@/lib/use-api-form';
import { useSaveAvailability } from './availability-api';

/** Monday first; the numbers are the API's weekdays. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS_AFTER_MONDAY = [2, 3, 4, 5] as const;
const DEFAULT_START = '09:00';
const DEFAULT_END = '17:00';

const dayRowSchema = z.object({ works: z.boolean(), start: z.string(), end: z.string() });
type DayRow = z.infer<typeof dayRowSchema>;

/** The form as typed: one row per weekday (index = weekday number) and the two numbers as text. */
const hoursFormSchema = z
  .object({ days: z.array(dayRowSchema).length(7), maxJobsPerDay: z.string(), travelBufferMinutes: z.string() })
  .superRefine((form, ctx) => {
    // The shared schema's rules and messages, checked field by field so each error sits under its field.
    form.days.forEach((day, weekday) => {
      if (!day.works) return;
      const parsed = availabilityBodySchema.shape.weeklyHours.element.safeParse({ weekday, start: day.start, end: day.end });
      for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['days', weekday, issue.path[0] === 'start' ? 'start' : 'end'] });
    });
    if (form.maxJobsPerDay.trim() !== '') {
      const parsed = availabilityBodySchema.shape.maxJobsPerDay.safeParse(form.maxJobsPerDay);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: ['maxJobsPerDay'] });
    }
    const buffer = availabilityBodySchema.shape.travelBufferMinutes.safeParse(form.travelBufferMinutes.trim() === '' ? '0' : form.travelBufferMinutes);
    if (!buffer.success) ctx.addIssue({ code: 'custom', message: buffer.error.issues[0]!.message, path: ['travelBufferMinutes'] });
  });
type HoursForm = z.infer<typeof hoursFormSchema>;

function toForm(availability: Availability): HoursForm {
  // Before the first save nothing is set: a usual work week is offered as a starting point.
  const days: DayRow[] = Array.from({ length: 7 }, (_, weekday) => {
    const saved = availability.weeklyHours.find((hours) => hours.weekday === weekday);
    if (saved) return { works: true, start: saved.start, end: saved.end === '24:00' ? '23:59' : saved.end };
    return { works: !availability.hoursSet && weekday >= 1 && weekday <= 5, start: DEFAULT_START, end: DEFAULT_END };
  });
  return { days, maxJobsPerDay: availability.maxJobsPerDay === null ? '' : String(availability.maxJobsPerDay), travelBufferMinutes: String(availability.travelBufferMinutes) };
}

export function toBody(form: HoursForm): AvailabilityBody {
  return {
    weeklyHours: form.days.flatMap((day, weekday) => (day.works ? [{ weekday, start: day.start, end: day.end }] : [])),
    maxJobsPerDay: form.maxJobsPerDay.trim() === '' ? null : Number(form.maxJobsPerDay),
    travelBufferMinutes: form.travelBufferMinutes.trim() === '' ? 0 : Number(form.travelBufferMinutes),
  };
}

export function WeeklyHoursForm({ availability }: { availability: Availability }) {
  const t = useTranslations('provider.availability.hours');
  const format = useFormat();
  const titleId = useId();
  const names = format.weekdays();
  const save = useSaveAvailability();
  const { form, onSubmit, submitting } = useApiForm({
    schema: hoursFormSchema,
    fields: ['maxJobsPerDay', 'travelBufferMinutes'],
    defaultValues: toForm(availability),
    action: (values) => save(toBody(values)),
    success: ({ message }) => message || t('saved'),
    onSuccess: ({ data }): void => form.reset(toForm(data)),
  });
  const { errors } = form.formState;
  const days = form.watch('days');

  function copyMonday() {
    const monday = form.getValues('days.1');
    for (const weekday of WEEKDAYS_AFTER_MONDAY) form.setValue(`days.${weekday}`, { ...monday }, { shouldDirty: true });
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      {!availability.hoursSet && <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('notSetYet')}</p>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4">
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('daysLegend')}</legend>
          <ul className="divide-y divide-slate-100">
            {DISPLAY_ORDER.map((weekday) => {
              const name = names[weekday]!.long;
              const works = days[weekday]?.works ?? false;
              const dayErrors = errors.days?.[weekday];
              return (
                <li key={weekday} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
                  <label className="flex min-h-10 w-40 shrink-0 items-center gap-3 text-sm font-medium text-ink">
                    <input type="checkbox" className="size-4 shrink-0 accent-brand-700" {...form.register(`days.${weekday}.works`)} />
                    {name}
                  </label>
                  {works ? (
                    <div className="grid flex-1 grid-cols-2 gap-2 sm:max-w-sm">
                      <div>
                        <TimeInput label={t('startOn', { day: name })} visibleLabel={t('start')} error={dayErrors?.start?.message} {...form.register(`days.${weekday}.start`)} />
                      </div>
                      <div>
                        <TimeInput label={t('endOn', { day: name })} visibleLabel={t('end')} error={dayErrors?.end?.message} {...form.register(`days.${weekday}.end`)} />
                      </div>
                    </div>
                  ) : (
                    <p className="text-sm text-muted sm:self-center">{t('dayOff')}</p>
                  )}
                  {weekday === 1 && works && (
                    <Button variant="ghost" size="sm" wrap onClick={copyMonday} className="self-start text-left sm:self-center">
                      <Copy aria-hidden="true" className="size-4" />
                      {t('copyMonday')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('maxJobsPerDay')}
            hint={t('maxJobsPerDayHint')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.maxJobsPerDay?.message}
            {...form.register('maxJobsPerDay')}
          />
          <TextField
            label={t('travelBuffer')}
            hint={t('travelBufferHint')}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.travelBufferMinutes?.message}
            {...form.register('travelBufferMinutes')}
          />
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={submitting} className="w-full sm:w-auto">
            {t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

type TimeInputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; visibleLabel: string; error?: string; ref?: Ref<HTMLInputElement> };

/** A time field whose visible label is short ("Start") and whose accessible name says the day. */
function TimeInput({ label, visibleLabel, error, ref, ...input }: TimeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <span aria-hidden="true" className="mb-1 block text-xs font-medium text-muted">
        {visibleLabel}
      </span>
      <input
        ref={ref}
        id={id}
        type="time"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-600"
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </>
  );
}
