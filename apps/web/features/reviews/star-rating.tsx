// A rating shown as five stars, named for screen readers ("4 out of 5 stars"). No client code of
// its own: the service page renders it on the server, the booking page inside its client tree.
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

export const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations('account.stars');
  const format = useFormat();
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={t('label', { rating: format.number(rating, { maximumFractionDigits: 1 }) })} className={clsx('inline-flex items-center gap-0.5', className)}>
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" className={clsx('size-4', star <= rounded ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')} />
      ))}
    </span>
  );
}
