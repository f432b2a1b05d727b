// The booking flow's progress: every step numbered, the current one marked (aria-current="step"),
// the ones already reached are buttons to go back to. Phones show the numbers and the current
// step's name; wider screens every name.
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { BOOKING_STEPS } from './booking-form';

interface BookingStepperProps {
  current: number;
  /** The furthest step reached so far. */
  reached: number;
  onSelect: (step: number) => void;
}

export function BookingStepper({ current, reached, onSelect }: BookingStepperProps) {
  const t = useTranslations('booking');
  return (
    <nav aria-label={t('stepper.label')}>
      <ol className="flex items-start gap-1 sm:gap-2">
        {BOOKING_STEPS.map((step, index) => {
          const done = index < current;
          const isCurrent = index === current;
          const reachable = index <= reached && !isCurrent;
          const marker = (
            <span
              aria-hidden="true"
              className={clsx(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-1 transition-colors',
                isCurrent ? 'bg-brand-700 text-white ring-brand-700' : done ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-white text-muted ring-slate-300',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
          );
          const name = (
            <span className={clsx('max-w-full text-xs font-medium hyphens-auto [overflow-wrap:anywhere] sm:text-sm', isCurrent ? 'text-ink' : 'sr-only text-muted sm:not-sr-only')}>
              {t(`steps.${step.key}.label`)}
              {done && <span className="sr-only">{t('stepper.done')}</span>}
            </span>
          );
          return (
            <li key={step.key} className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center">
              {reachable ? (
                <button type="button" onClick={() => onSelect(index)} className="flex max-w-full flex-col items-center gap-1.5 rounded-lg p-0.5">
                  <span className="sr-only">{t('stepper.step', { step: index + 1 })}</span>
                  {marker}
                  {name}
                </button>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined} className="flex max-w-full flex-col items-center gap-1.5 p-0.5">
                  <span className="sr-only">{t('stepper.step', { step: index + 1 })}</span>
                  {marker}
                  {name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-center text-sm text-muted sm:hidden" aria-hidden="true">
        {t('stepper.stepOf', { step: current + 1, total: BOOKING_STEPS.length })}
      </p>
    </nav>
  );
}
