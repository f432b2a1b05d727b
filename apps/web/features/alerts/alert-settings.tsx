'use client';
// /serviceprovider/alerts: the devices that get push alerts, then which kinds of alert go to which
// channel (push, text, email), quiet hours in a chosen zone and the cap per hour. The rules these
// settings drive are the API's (modules/alerts): new jobs and messages are dropped in quiet hours or
// past the cap; jobs given or cancelled wait for quiet hours to end and are never capped.
import { ALERT_CHANNELS, ALERT_KINDS, ALERT_TIME_ZONES, alertSettingsSchema, type AlertSettings as AlertSettingsBody, type AlertSettingsView } from '@hearth/shared/alerts/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { PushDevices } from '@/features/push';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useApiForm } from '@/lib/use-api-form';
import { useAlertSettings, useSaveAlertSettings } from './alerts-api';

const channelSet = z.object({ push: z.boolean(), sms: z.boolean(), email: z.boolean() });

/** The form as typed: quiet hours as a switch and two times, the cap as text; checked with the shared schema's messages. */
const alertFormSchema = z
  .object({
    channels: z.object({ new_job: channelSet, assigned: channelSet, cancelled: channelSet, message: channelSet }),
    quietOn: z.boolean(),
    quietStart: z.string(),
    quietEnd: z.string(),
    timeZone: z.string(),
    maxPerHour: z.string(),
  })
  .superRefine((form, ctx) => {
    const parsed = alertSettingsSchema.safeParse(toBody(form));
    for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: [formField(issue.path.map(String).join('.'))] });
  });
type AlertForm = z.infer<typeof alertFormSchema>;

/** The form field that shows an error the shared schema (or the server) gives for `apiField`. */
const API_FIELDS: Record<string, keyof AlertForm> = { 'quietHours.start': 'quietStart', 'quietHours.end': 'quietEnd', quietHours: 'quietEnd' };
const formField = (apiField: string): keyof AlertForm => API_FIELDS[apiField] ?? (apiField.split('.')[0] as keyof AlertForm);

function toForm(settings: AlertSettingsView): AlertForm {
  return {
    channels: settings.channels,
    quietOn: settings.quietHours !== null,
    // Turning quiet hours on offers the usual night.
    quietStart: settings.quietHours?.start ?? '21:00',
    quietEnd: settings.quietHours?.end ?? '07:00',
    timeZone: settings.timeZone,
    maxPerHour: String(settings.maxPerHour),
  };
}

function toBody(form: AlertForm): AlertSettingsBody {
  return {
    channels: form.channels,
    quietHours: form.quietOn ? { start: form.quietStart, end: form.quietEnd } : null,
    timeZone: form.timeZone as AlertSettingsBody['timeZone'],
    maxPerHour: form.maxPerHour.trim() === '' ? Number.NaN : Number(form.maxPerHour),
  };
}

export function AlertSettings() {
  const t = useTranslations('alerts');
  const settings = useAlertSettings();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeading title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <PushDevices />
        {settings.data ? (
          <AlertSettingsForm settings={settings.data} />
        ) : settings.isError ? (
          <LoadError title={t('loadError')} message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        ) : (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-96 w-full rounded-2xl" />
          </div>
        )}
      </div>
    </div>
  );
}

const sectionClasses = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

function AlertSettingsForm({ settings }: { settings: AlertSettingsView }) {
  const t = useTranslations('alerts');
  const channelsTitleId = useId();
  const quietTitleId = useId();
  const save = useSaveAlertSettings();
  const { form, onSubmit, submitting } = useApiForm({
    schema: alertFormSchema,
    fields: ['channels', 'quietStart', 'quietEnd', 'timeZone', 'maxPerHour'],
    aliases: API_FIELDS,
    defaultValues: toForm(settings),
    action: (values) => save(toBody(values)),
    success: () => t('saved'),
    onSuccess: ({ data }: { data: AlertSettingsView }) => {
      form.reset(toForm(data));
    },
  });
  const { errors } = form.formState;
  const quietOn = form.watch('quietOn');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <section aria-labelledby={channelsTitleId} className={sectionClasses}>
        <h2 id={channelsTitleId} className="text-lg font-semibold text-ink">
          {t('channelsTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('channelsDescription')}</p>
        {/* A table from 640 px: kinds in rows, channels in columns (the header names them). Below, each kind is a card with its labelled switches. */}
        <div className="mt-4">
          <div aria-hidden="true" className="hidden grid-cols-[1fr_repeat(3,5rem)] gap-2 border-b border-slate-200 pb-2 text-sm font-semibold text-ink sm:grid">
            <span />
            {ALERT_CHANNELS.map((channel) => (
              <span key={channel} className="text-center">
                {t(`channels.${channel}`)}
              </span>
            ))}
          </div>
          <div className="space-y-3 sm:space-y-0 sm:divide-y sm:divide-slate-100">
            {ALERT_KINDS.map((kind) => (
              <fieldset key={kind} className="rounded-xl p-3 ring-1 ring-slate-200 sm:grid sm:grid-cols-[1fr_repeat(3,5rem)] sm:items-center sm:gap-2 sm:rounded-none sm:px-0 sm:py-3 sm:ring-0">
                <legend className="sr-only">{t(`kinds.${kind}`)}</legend>
                <div aria-hidden="true">
                  <p className="text-sm font-medium text-ink">{t(`kinds.${kind}`)}</p>
                  <p className="text-xs text-muted">{t(`kindHints.${kind}`)}</p>
                </div>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 sm:contents">
                  {ALERT_CHANNELS.map((channel) => (
                    <label key={channel} className="flex min-h-10 items-center gap-2 text-sm text-ink sm:justify-center">
                      <input
                        type="checkbox"
                        role="switch"
                        aria-label={t('channelFor', { channel: t(`channels.${channel}`), kind: t(`kinds.${kind}`) })}
                        className="size-5 shrink-0 accent-brand-700"
                        {...form.register(`channels.${kind}.${channel}`)}
                      />
                      <span className="sm:sr-only">{t(`channels.${channel}`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </div>
        <div className="mt-4 space-y-1 text-sm text-muted">
          {settings.smsTo ? (
            <p>{t('smsTo', { phone: settings.smsTo })}</p>
          ) : (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
              {t('smsOff')}{' '}
              <Link href={paths.provider.account()} className="font-medium underline">
                {t('smsOffLink')}
              </Link>
            </p>
          )}
          <p>{t('emailTo', { email: settings.emailTo })}</p>
        </div>
      </section>

      <section aria-labelledby={quietTitleId} className={sectionClasses}>
        <h2 id={quietTitleId} className="text-lg font-semibold text-ink">
          {t('quietTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('quietDescription')}</p>
        <label className="mt-4 flex min-h-10 items-center gap-3 text-sm font-medium text-ink">
          <input type="checkbox" role="switch" className="size-5 shrink-0 accent-brand-700" {...form.register('quietOn')} />
          {t('quietOn')}
        </label>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {quietOn && (
            <>
              <TextField label={t('quietStart')} type="time" error={errors.quietStart?.message} {...form.register('quietStart')} />
              <TextField label={t('quietEnd')} type="time" error={errors.quietEnd?.message} {...form.register('quietEnd')} />
            </>
          )}
          <SelectField
            label={t('timeZone')}
            options={ALERT_TIME_ZONES.map((zone) => ({ value: zone, label: t(`zones.${zone}`) }))}
            error={errors.timeZone?.message}
            {...form.register('timeZone')}
          />
        </div>
        <div className="mt-4 sm:max-w-xs">
          <TextField
            label={t('maxPerHour')}
            hint={t('maxPerHourHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            error={errors.maxPerHour?.message}
            {...form.register('maxPerHour')}
          />
        </div>
      </section>

      <div className="flex justify-end">
        <Button type="submit" loading={submitting} className="w-full sm:w-auto">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
