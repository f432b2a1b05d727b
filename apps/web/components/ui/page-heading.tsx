import type { ReactNode } from 'react';

export function PageHeading({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink md:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted md:text-base">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
