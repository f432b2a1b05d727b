'use client';
// The header's menu below 992 px (--breakpoint-lg): services by category, account links, the other
// language and Logout (Book Now stays in the header bar). It closes on navigation and on Escape.
import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { LogoutButtonLazy as LogoutButton } from '@/features/auth';
import { Link, usePathname } from '@/i18n/navigation';
import { paths, roleLanding, roleNotifications } from '@/lib/paths';
import type { HeaderUser } from './header-user';
import { LanguageSwitcher } from './language-switcher';

const itemClasses = 'block rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-slate-100';

export function MobileMenu({ categories, user }: { categories: CategoryWithServices[]; user: HeaderUser | null }) {
  const t = useTranslations('layout.header');
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened from the menu (Logout) handles its own Escape first.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpenOn(null);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        {/* Filled only while open, like the Services mega-menu. */}
        {open && (
          <nav aria-label={t('mobileNav')} className="space-y-1 px-4 py-4">
            <details className="group">
              <summary className={`${itemClasses} flex cursor-pointer list-none items-center justify-between`}>
                {t('services')}
                <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
              </summary>
              <div className="space-y-4 px-3 pt-2 pb-3">
                {categories.map((category) => (
                  <div key={category._id}>
                    <p className="text-xs font-semibold tracking-wider break-words text-brand-700 uppercase">{category.name}</p>
                    <ul aria-label={category.name} className="mt-1">
                      {category.services.map((service) => (
                        <li key={service._id}>
                          <Link href={paths.service(service.slug)} onClick={close} className="block py-1.5 text-sm text-ink hover:text-brand-800">
                            {service.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
                <Link href={paths.services()} onClick={close} className="inline-block text-sm font-semibold text-brand-700">
                  {t('browseAll')}
                </Link>
              </div>
            </details>
            {user ? (
              <>
                <Link href={roleLanding(user.role)} onClick={close} className={`${itemClasses} break-words`}>
                  {user.fullname}
                </Link>
                <Link href={roleNotifications(user.role)} onClick={close} className={itemClasses}>
                  {t('notifications')}
                </Link>
                <LogoutButton className={`${itemClasses} w-full text-left`} />
              </>
            ) : (
              <>
                <Link href={paths.login()} onClick={close} className={itemClasses}>
                  {t('signIn')}
                </Link>
                <Link href={paths.professional()} onClick={close} className={itemClasses}>
                  {t('becomePro')}
                </Link>
              </>
            )}
            <LanguageSwitcher signedIn={Boolean(user)} onSwitch={close} className="flex rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-slate-100" />
          </nav>
        )}
      </div>
    </div>
  );
}
