'use client';
// Desktop Services mega-menu: one column per category with its services.
// Keyboard: Enter/Space/ArrowDown open it (ArrowDown also moves to the first link), Tab moves through
// the links, Escape closes it and returns focus to the button; leaving it with Tab or clicking
// elsewhere closes it too (Popover).
import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import clsx from 'clsx';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Link, usePathname } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export function ServicesMenu({ categories }: { categories: CategoryWithServices[] }) {
  const t = useTranslations('layout.header');
  const pathname = usePathname();
  // Remembering where the menu was opened closes it by itself after navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  // Opening with ArrowDown moves into the links; a click, Enter or Space leaves focus on the button.
  const intoLinks = useRef(false);
  const close = () => setOpenOn(null);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      intoLinks.current = true;
      setOpenOn(pathname);
    }
  }

  return (
    <Popover open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <PopoverTrigger
        type="button"
        onKeyDown={onButtonKeyDown}
        className={clsx(
          'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100',
          open ? 'text-brand-700' : 'text-ink',
        )}
      >
        {t('services')}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </PopoverTrigger>
      {/* Mounted only while open: the closed menu adds no links to the page and nothing to hydrate. */}
      <PopoverContent
        align="start"
        sideOffset={12}
        collisionPadding={16}
        onOpenAutoFocus={(event) => {
          // Radix would focus the panel itself: it never picks a link.
          event.preventDefault();
          if (intoLinks.current) (event.target as HTMLElement).querySelector('a')?.focus();
          intoLinks.current = false;
        }}
        onFocusLeave={close}
        // Links grouped under headings, like the rest of the navigation: not a dialog.
        role={undefined}
        className="max-h-[calc(100dvh-6rem)] w-[min(72rem,calc(100vw-2rem))] overflow-y-auto"
      >
        <div className="px-6 py-8">
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
                          href={paths.service(service.slug)}
                          onClick={close}
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
              href={paths.services()}
              onClick={close}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {t('browseAll')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
