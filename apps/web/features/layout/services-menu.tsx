'use client';
// Desktop Services mega-menu: one column per category with its services.
// Keyboard: Enter/Space/ArrowDown open it, Tab moves through the links, Escape closes it and
// returns focus to the button; leaving it with Tab or clicking elsewhere closes it too.
import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import clsx from 'clsx';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { useDismiss } from '@/lib/use-dismiss';

export function ServicesMenu({ categories }: { categories: CategoryWithServices[] }) {
  const t = useTranslations('layout.header');
  const pathname = usePathname();
  // Remembering where the menu was opened closes it by itself after navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, rootRef, buttonRef, () => setOpenOn(null));

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenOn(pathname);
      // The panel renders on the next frame; then move into it.
      requestAnimationFrame(() => rootRef.current?.querySelector<HTMLAnchorElement>('[data-menu-link]')?.focus());
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenOn(null);
  }

  return (
    <div ref={rootRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        onKeyDown={onButtonKeyDown}
        className={clsx(
          'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100',
          open ? 'text-brand-700' : 'text-ink',
        )}
      >
        {t('services')}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-xl"
      >
        {/* Filled only while open: the closed menu adds no links to the page and nothing to hydrate. */}
        {open && (
          <div className="mx-auto max-w-7xl px-6 py-8">
            {categories.length === 0 ? (
              <p className="text-sm text-muted">{t('servicesUnavailable')}</p>
            ) : (
              <ul className="grid grid-cols-4 gap-x-8 gap-y-8">
                {categories.map((category) => (
                  <li key={category._id}>
                    <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{category.name}</p>
                    <ul aria-label={category.name} className="mt-3 space-y-1">
                      {category.services.map((service) => (
                        <li key={service._id}>
                          <Link
                            data-menu-link
                            href={paths.service(service.slug)}
                            onClick={() => setOpenOn(null)}
                            className="-mx-2 block rounded-md px-2 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-800"
                          >
                            {service.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-8 border-t border-slate-100 pt-5">
              <Link
                data-menu-link
                href={paths.services()}
                onClick={() => setOpenOn(null)}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                {t('browseAll')} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
