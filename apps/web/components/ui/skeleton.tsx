import clsx from 'clsx';

/** A grey placeholder block while content loads; the region that holds it announces the loading. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={clsx('block animate-pulse rounded-lg bg-slate-200/80', className)} />;
}

/** A card of label-and-input placeholders, the shape of the form that is loading. */
export function FormSkeleton({ fields = 4, label }: { fields?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
      <Skeleton className="mt-6 h-11 w-36" />
    </div>
  );
}
