// A rating shown as five stars, named for screen readers ("4 out of 5 stars"). No client code:
// the service page renders it on the server.
import clsx from 'clsx';
import { Star } from 'lucide-react';

export const STARS = [1, 2, 3, 4, 5] as const;

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
