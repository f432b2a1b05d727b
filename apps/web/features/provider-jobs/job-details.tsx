// The facts every job card lists as term/description pairs: when, how long, where, and the payout.
import type { ProvinceCode } from '@hearth/shared/constants';
import type { ReactNode } from 'react';
import { formatCad, formatDuration } from '@/features/catalog/format';
import { formatJobDate, formatJobTimeRange, jobMinutes } from './booking-time';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

export function Detail({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

/** When (in the job's province), how long, and what the provider is paid. */
export function TimeAndPayout({ scheduledAt, endsAt, payoutCents, province }: { scheduledAt: string; endsAt: string; payoutCents: number; province: ProvinceCode }) {
  return (
    <>
      <Detail term="When">
        <span className="block font-medium">{formatJobDate(scheduledAt, province)}</span>
        <span className="block">{formatJobTimeRange(scheduledAt, endsAt, province)}</span>
      </Detail>
      <Detail term="Duration">{formatDuration(jobMinutes(scheduledAt, endsAt))}</Detail>
      <Detail term="Payout">
        <span className="font-semibold">{formatCad(payoutCents)}</span>
      </Detail>
    </>
  );
}
