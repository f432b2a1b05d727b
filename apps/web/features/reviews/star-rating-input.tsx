// Choosing a rating: five stars as a radio group, so arrow keys move between them and the choice
// is announced ("4 stars").
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { FieldError } from '@/components/ui/text-field';
import { STARS } from './star-rating';

interface StarRatingInputProps {
  label: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function StarRatingInput({ label, value, onChange, onBlur, error, ref }: StarRatingInputProps) {
  const t = useTranslations('account.stars');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset role="radiogroup" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-center gap-1">
        {STARS.map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              // Focus lands on the chosen star, or the first one before a choice.
              ref={star === (value ?? 1) ? ref : undefined}
              type="radio"
              name={`${id}-rating`}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <span className="sr-only">{t('option', { count: star })}</span>
            <Star
              aria-hidden="true"
              className={clsx(
                'size-9 rounded-md p-1 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700',
                value !== undefined && star <= value ? 'fill-amber-400 text-amber-500' : 'fill-white text-slate-400 hover:text-amber-500',
              )}
            />
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-muted">
          {value ? t('chosen', { value }) : ''}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
