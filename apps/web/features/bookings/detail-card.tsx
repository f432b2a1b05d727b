// One titled card of the booking page, named by its heading so each reads as a region.
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export const detailCardClasses = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6';

export function DetailCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx(detailCardClasses, className)}>
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
