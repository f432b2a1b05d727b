'use client';
// A page whose address differs between languages (a blog post has its own slug in each language,
// and may exist in only one) tells the language switcher where its other versions are. The header
// is drawn by the layout, which cannot see the page's data, so the page announces them here once
// it is on screen; until then the switcher offers the same path in the other language.
import type { Locale } from '@hearth/shared/locale';
import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from '@/i18n/navigation';

export type LanguageVersions = Partial<Record<Locale, string>>;

interface Announced {
  pathname: string;
  versions: LanguageVersions;
  /** Where a reader goes in a language the page does not exist in (the blog's list, for a post). */
  fallback: string;
}

let announced: Announced | null = null;
const listeners = new Set<() => void>();

function announce(next: Announced | null) {
  announced = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered by the page: its path (without the language prefix) in each language it exists in. */
export function PageLanguageVersions({ versions, fallback }: { versions: LanguageVersions; fallback: string }) {
  const pathname = usePathname();
  const key = JSON.stringify(versions);
  useEffect(() => {
    announce({ pathname, versions: JSON.parse(key) as LanguageVersions, fallback });
    return () => announce(null);
  }, [pathname, key, fallback]);
  return null;
}

/** The page's path in `locale`, or null when the page announced nothing (the same path in every language). */
export function useAnnouncedPath(locale: Locale): string | null {
  const pathname = usePathname();
  const current = useSyncExternalStore(
    subscribe,
    () => announced,
    () => null,
  );
  // An announcement left by the previous page (before its cleanup ran) does not apply here.
  if (!current || current.pathname !== pathname) return null;
  return current.versions[locale] ?? current.fallback;
}
