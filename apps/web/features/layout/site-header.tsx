'use client';
// The standard header (spec §2): logo, Services mega-menu, Book Now, Sign In or the user's
// name, the notification bell, and the mobile menu; compact once the page scrolls.
import type { CategoryWithServices } from '@hearth/shared/api-types';
import clsx from 'clsx';
import { useSession } from 'next-auth/react';
import Link from 'next/link';
import { Logo } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { paths, roleLanding } from '@/lib/paths';
import { MobileMenu } from './mobile-menu';
import { ServicesMenu } from './services-menu';
import { useScrolled } from './use-scrolled';
import { initials } from './user-initials';

const navLink = 'rounded-lg px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-slate-100';

export function SiteHeader({ categories }: { categories: CategoryWithServices[] }) {
  const { data: session, status } = useSession();
  const user = session?.user ?? null;
  const scrolled = useScrolled();

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={clsx(
        'sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-[padding,box-shadow] supports-[backdrop-filter]:bg-white/85',
        scrolled ? 'border-slate-200 py-2 shadow-sm' : 'border-transparent py-3 lg:py-4',
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 md:px-6">
        <Logo compact={scrolled} className="mr-4" />

        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          <ServicesMenu categories={categories} />
          {status === 'unauthenticated' && (
            <Link href={paths.professional()} className={navLink}>
              Become A Professional
            </Link>
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1 md:gap-2">
          {user ? (
            <>
              <NotificationBell />
              <Link
                href={roleLanding(user.token.role)}
                className="hidden items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-ink hover:bg-slate-100 lg:inline-flex"
              >
                <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                  {initials(user.fullname)}
                </span>
                {user.fullname}
              </Link>
            </>
          ) : (
            status === 'unauthenticated' && (
              <Link href={paths.login()} className={clsx(navLink, 'hidden lg:inline-flex')}>
                Sign In
              </Link>
            )
          )}
          <Link href={paths.services()} className={buttonClasses({ size: 'sm' }, 'lg:h-10 lg:px-5')}>
            Book Now
          </Link>
          <MobileMenu categories={categories} user={user} />
        </div>
      </div>
    </header>
  );
}
