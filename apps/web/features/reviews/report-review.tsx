'use client';
// "Report" under a review. Reviews are on public pages (service pages, professionals' profiles),
// where few visitors ever report one: the dialog and what it needs (Radix, react-hook-form, zod, the
// API client) load when the button is first pointed at, focused or clicked, not with the page.
import { Flag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ButtonHTMLAttributes } from 'react';

const loadDialog = () => import('./report-review-dialog');
const ReportReviewDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportReviewDialog })));

function ReportTrigger(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useTranslations('account.reviewReport');
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-sm text-muted underline-offset-2 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      {...props}
    >
      <Flag aria-hidden className="size-4" />
      {t('button')}
    </button>
  );
}

export function ReportReviewButton({ reviewId }: { reviewId: string }) {
  const [requested, setRequested] = useState(false);
  const prefetch = () => void loadDialog();
  if (!requested) return <ReportTrigger onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setRequested(true)} />;
  // From then on the dialog owns the button (Radix's trigger: it reopens the dialog and gets focus back).
  return (
    <Suspense fallback={<ReportTrigger aria-busy="true" />}>
      <ReportReviewDialog reviewId={reviewId} trigger={<ReportTrigger />} />
    </Suspense>
  );
}
