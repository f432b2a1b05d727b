// A star rating as a picture with words: screen readers hear "Rated 4 out of 5", sighted users see
// five stars filled up to the rating (an average like 4.3 fills part of the fifth).
import type { Formatter } from '@hearth/shared/format';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

export const MAX_RATING = 5;

/** 4 → "4", 4.25 → "4.3" (French "4,3"). */
export function formatRating(format: Formatter, rating: number): string {
  return format.number(Math.round(rating * 10) / 10, { maximumFractionDigits: 1 });
}

export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations('provider.stars');
  const format = useFormat();
  const filled = Math.min(MAX_RATING, Math.max(0, rating));
  const row = (classes: string) =>
    Array.from({ length: MAX_RATING }, (_, index) => <Star key={index} aria-hidden="true" className={clsx('size-[1em] shrink-0', classes)} />);
  return (
    <span role="img" aria-label={t('label', { rating: formatRating(format, filled), max: MAX_RATING })} className={clsx('relative inline-flex text-base', className)}>
      <span className="flex text-slate-300">{row('fill-current')}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500" style={{ width: `${(filled / MAX_RATING) * 100}%` }}>
        {row('fill-current')}
      </span>
    </span>
  );
}
