'use client';
// The discount bar above the header: the discount's description and 'Use Code: {name}',
// with a close button; closing it keeps it closed for that code.
import type { Discount } from '@hearth/shared/offers/contract';
import { Tag, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { readClosedDiscount, rememberClosedDiscount, subscribeClosedDiscount } from './closed-discount';

export function DiscountBarView({ id, discount }: { id: string; discount: Discount }) {
  const t = useTranslations('site.discountBar');
  const closed = useSyncExternalStore(
    subscribeClosedDiscount,
    () => readClosedDiscount() === discount.name,
    () => false,
  );
  if (closed) return null;
  return (
    <aside id={id} aria-label={t('label')} className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm md:px-6">
        <Tag aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <p className="min-w-0 flex-1 text-center break-words sm:text-left">
          {discount.description} <span className="font-semibold whitespace-nowrap">{t('useCode', { code: discount.name })}</span>
        </p>
        <button
          type="button"
          onClick={() => rememberClosedDiscount(discount.name)}
          aria-label={t('close')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
