'use client';
// The "Report" dialog of a review (report-review.tsx loads it on the first click): it asks why (a
// reason, a few words when it is 'other') and sends it to admins. Signed out, the dialog offers to log
// in and come back here; the answer (thanks, reported already, your own review) stays in the dialog.
import { REVIEW_REPORT_REASONS, reviewReportSchema } from '@hearth/shared/reviews/contract';
import { SessionContext } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useContext, useId, useState, type ReactElement } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { Link, usePathname } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { useApiForm } from '@/lib/use-api-form';
import { useReportReview } from './reviews-queries';

function ReportForm({ reviewId, onSent }: { reviewId: string; onSent: (message: string) => void }) {
  const t = useTranslations('account.reviewReport');
  const report = useReportReview(reviewId);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const { form, onSubmit, submitting } = useApiForm({
    schema: reviewReportSchema,
    defaultValues: { reason: undefined, details: '' },
    fields: ['reason', 'details'],
    action: (values) => {
      setProblem(null);
      return report.mutateAsync({ reason: values.reason, ...(values.details ? { details: values.details } : {}) });
    },
    onSuccess: (answer) => onSent(answer.message || t('thanks')),
    onProblem: setProblem,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const other = watch('reason') === 'other';
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <fieldset aria-describedby={errors.reason ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-medium text-ink">
          {t('reasonLegend')}
        </legend>
        <div className="mt-2 space-y-2">
          {REVIEW_REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex items-start gap-3 rounded-lg p-2 text-sm text-ink ring-1 ring-slate-200 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
              <input type="radio" value={reason} {...register('reason')} className="mt-0.5 size-4 shrink-0 accent-brand-700" />
              <span>{t(`reasons.${reason}`)}</span>
            </label>
          ))}
        </div>
        {errors.reason?.message && (
          <p id={`${legendId}-error`} className="mt-1 text-sm text-red-700">
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <TextArea label={other ? t('detailsRequired') : t('details')} rows={3} maxLength={1000} error={errors.details?.message} {...register('details')} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <DialogActions closeLabel={t('cancel')}>
        <Button type="submit" loading={submitting}>
          {t('send')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Opens at once: it is rendered when its button is first clicked, and `trigger` is that button, which gets focus back on closing. */
export function ReportReviewDialog({ reviewId, trigger }: { reviewId: string; trigger: ReactElement }) {
  const t = useTranslations('account.reviewReport');
  // Public pages give visitors no session provider (no session code to download): no context means signed out.
  const status = useContext(SessionContext)?.status ?? 'unauthenticated';
  const pathname = usePathname();
  const [open, setOpen] = useState(true);
  const [sent, setSent] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Opened again after a report, it starts from the form (and the API says "already reported").
    if (!next) setSent(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger} title={t('title')} description={t('description')} size="lg">
      {status !== 'authenticated' ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-ink">{t('signIn')}</p>
          <DialogActions closeLabel={t('cancel')}>
            <Link href={paths.login({ callbackUrl: pathname })} className={buttonClasses({})}>
              {t('logIn')}
            </Link>
          </DialogActions>
        </div>
      ) : sent ? (
        <div className="mt-4 space-y-4">
          <Alert tone="success">{sent}</Alert>
          <DialogActions closeLabel={t('close')}>{null}</DialogActions>
        </div>
      ) : (
        <ReportForm reviewId={reviewId} onSent={setSent} />
      )}
    </Dialog>
  );
}
