// Small controls the saved-address and saved-card screens share: a radio drawn as a card, a
// labelled checkbox with its hint, and the "Default" badge. Native inputs, so keyboard, labels and
// the page's focus ring come with them.
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface ChoiceCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  children: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One option of a radio group, as a card: the whole card is the label. */
export function ChoiceCard({ children, ref, ...input }: ChoiceCardProps) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 text-sm transition-colors',
        'border-slate-300 hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700',
        'has-disabled:cursor-not-allowed has-disabled:opacity-60',
      )}
    >
      <input ref={ref} type="radio" className="mt-0.5 size-4 shrink-0 accent-brand-700" {...input} />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, hint, id, className, ref, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={clsx('flex items-start gap-3', className)}>
      <input ref={ref} id={fieldId} type="checkbox" aria-describedby={hintId} className="mt-0.5 size-4 shrink-0 accent-brand-700 disabled:cursor-not-allowed" {...input} />
      <div>
        <label htmlFor={fieldId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="mt-0.5 text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export function DefaultBadge() {
  const t = useTranslations('common');
  return <span className="inline-flex shrink-0 items-center rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('default')}</span>;
}
