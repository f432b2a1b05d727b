import type { ReactNode } from 'react';

/** Bare pages (spec §2): no header or footer, only the session context from the root layout. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main className="min-h-dvh bg-slate-50">{children}</main>;
}
