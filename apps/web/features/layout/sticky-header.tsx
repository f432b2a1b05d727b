'use client';
// The standard header's frame: sticky, and compact once the page scrolls. Only this
// frame is a client component; what it holds is rendered on the server and styled for the compact
// state through `group-data-[scrolled]/header:` classes.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useScrolled } from './use-scrolled';

export function StickyHeader({ children }: { children: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled || undefined}
      className={clsx(
        'group/header sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-[padding,box-shadow] supports-[backdrop-filter]:bg-white/85',
        scrolled ? 'border-slate-200 py-2 shadow-sm' : 'border-transparent py-3 lg:py-4',
      )}
    >
      {children}
    </header>
  );
}
