// The standard header: logo, Services mega-menu, Book Now, Sign In or the user's
// name, the notification bell, the language switcher and the mobile menu; compact once the page scrolls.
// A server component: the session is read on the server (SiteChrome), so visitors get Sign In
// with no session code at all, and the menus, the bell and the scroll state are small client
// islands. The bell is only rendered for signed-in users, inside <AppProviders>.
import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Logo } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths, roleLanding } from '@/lib/paths';
import { HeaderBell } from './header-bell';
import { initials, type HeaderUser } from './header-user';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { ServicesMenu } from './services-menu';
import { StickyHeader } from './sticky-header';

const navLink = 'rounded-lg px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-slate-100';

export function SiteHeader({ categories, user }: { categories: CategoryWithServices[]; user: HeaderUser | null }) {
  const t = useTranslations('layout.header');
  return (
    <StickyHeader>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 md:px-6">
        {/* A narrower gap on the smallest phones: the bell, Book Now and the menu must fit beside it at 320 px. */}
        <Logo compact="when-scrolled" className="mr-1 sm:mr-4" />

        <nav aria-label={t('mainNav')} className="hidden flex-1 items-center gap-1 lg:flex">
          <ServicesMenu categories={categories} />
          {!user && (
            <Link href={paths.professional()} className={navLink}>
              {t('becomePro')}
            </Link>
          )}
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-1 md:gap-2">
          <LanguageSwitcher signedIn={Boolean(user)} className={clsx(navLink, 'hidden lg:inline-flex')} />
          {user ? (
            <>
              <HeaderBell />
              <Link
                href={roleLanding(user.role)}
                className="hidden items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-ink hover:bg-slate-100 lg:inline-flex"
              >
                <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                  {initials(user.fullname)}
                </span>
                {user.fullname}
              </Link>
            </>
          ) : (
            <Link href={paths.login()} className={clsx(navLink, 'hidden lg:inline-flex')}>
              {t('signIn')}
            </Link>
          )}
          <Link href={paths.services()} className={buttonClasses({ size: 'sm' }, 'lg:h-10 lg:px-5')}>
            {t('bookNow')}
          </Link>
          <MobileMenu categories={categories} user={user} />
        </div>
      </div>
    </StickyHeader>
  );
}
