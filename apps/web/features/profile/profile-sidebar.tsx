'use client';
// The customer profile sidebar (spec §2): a column on desktop, a scrollable row on phones;
// hidden on the notification page.
import clsx from 'clsx';
import { CalendarCheck, CreditCard, Heart, LogOut, MapPin, Star, UserRound } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogoutButton } from '@/features/auth/logout-button';
import { paths } from '@/lib/paths';

const ITEMS = [
  { label: 'Booking', href: paths.profile.booking(), icon: CalendarCheck },
  { label: 'Wishlist', href: paths.profile.wishlist(), icon: Heart },
  { label: 'Account', href: paths.profile.account(), icon: UserRound },
  { label: 'Address', href: paths.profile.address(), icon: MapPin },
  { label: 'Payment Method', href: paths.profile.paymentMethod(), icon: CreditCard },
  { label: 'Reviews', href: paths.profile.reviews(), icon: Star },
];

const itemClasses =
  'flex shrink-0 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors';

export function ProfileSidebar() {
  const pathname = usePathname();
  if (pathname === paths.profile.notification()) return null;
  return (
    <aside className="w-full shrink-0 md:w-60">
      <nav aria-label="Profile" className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 md:sticky md:top-28 md:p-3">
        <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
          {ITEMS.map((item) => {
            const active = pathname === item.href;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(itemClasses, active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100')}
                >
                  <item.icon aria-hidden="true" className={clsx('size-5', active ? 'text-brand-700' : 'text-slate-500')} />
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li className="md:mt-2 md:border-t md:border-slate-200 md:pt-2">
            <LogoutButton className={clsx(itemClasses, 'w-full text-ink hover:bg-slate-100')}>
              <LogOut aria-hidden="true" className="size-5 text-slate-500" />
              Logout
            </LogoutButton>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
