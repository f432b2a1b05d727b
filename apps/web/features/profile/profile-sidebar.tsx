'use client';
// The customer profile sidebar (spec §2): a column on desktop, a scrollable row on phones;
// hidden on the notification page.
import { CalendarCheck, CreditCard, Heart, MapPin, Star, UserRound } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { SideNav } from '@/components/side-nav';
import { paths } from '@/lib/paths';

const ITEMS = [
  { label: 'Booking', href: paths.profile.booking(), icon: CalendarCheck },
  { label: 'Wishlist', href: paths.profile.wishlist(), icon: Heart },
  { label: 'Account', href: paths.profile.account(), icon: UserRound },
  { label: 'Address', href: paths.profile.address(), icon: MapPin },
  { label: 'Payment Method', href: paths.profile.paymentMethod(), icon: CreditCard },
  { label: 'Reviews', href: paths.profile.reviews(), icon: Star },
];

export function ProfileSidebar() {
  const pathname = usePathname();
  if (pathname === paths.profile.notification()) return null;
  return (
    <aside className="w-full shrink-0 md:w-60">
      <SideNav
        label="Profile"
        items={ITEMS}
        className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 md:sticky md:top-28 md:p-3"
        listClassName="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible"
        itemClassName="shrink-0 whitespace-nowrap"
        logoutItemClassName="md:mt-2 md:border-t md:border-slate-200 md:pt-2"
      />
    </aside>
  );
}
