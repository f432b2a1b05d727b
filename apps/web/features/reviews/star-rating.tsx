// Ratings as stars: a read-only display (named "4 out of 5 stars") and a radio group to choose one,
// where arrow keys move between the five stars.
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useId, type Ref } from 'react';
import { FieldError } from '@/components/ui/text-field';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={`${Number(rating.toFixed(1))} out of 5 stars`} className={clsx('inline-flex items-center gap-0.5', className)}>
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" className={clsx('size-4', star <= rounded ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')} />
      ))}
    </span>
  );
}

interface StarRatingInputProps {
  label: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function StarRatingInput({ label, value, onChange, onBlur, error, ref }: StarRatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
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
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
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
          {value ? `${value} of 5` : ''}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
