import type { ReactNode } from 'react';

/**
 * One titled card of a provider form; its fields sit in two columns from 640 px up. The single
 * column below is sized to the screen, so a long file name truncates instead of widening the page.
 */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
