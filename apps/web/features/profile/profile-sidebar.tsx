'use client';
// The customer profile sidebar: a column on desktop, a scrollable row on phones;
// hidden on the notification page.
import { CalendarCheck, CreditCard, Heart, MapPin, Star, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SideNav } from '@/components/side-nav';
import { LogoutButton } from '@/features/auth';
import { usePathname } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

const ITEMS = [
  { key: 'booking', href: paths.profile.booking(), icon: CalendarCheck },
  { key: 'wishlist', href: paths.profile.wishlist(), icon: Heart },
  { key: 'account', href: paths.profile.account(), icon: UserRound },
  { key: 'address', href: paths.profile.address(), icon: MapPin },
  { key: 'paymentMethod', href: paths.profile.paymentMethod(), icon: CreditCard },
  { key: 'reviews', href: paths.profile.reviews(), icon: Star },
] as const;

export function ProfileSidebar() {
  const t = useTranslations('account.sidebar');
  // Without the language prefix, like paths.profile.
  const pathname = usePathname();
  if (pathname === paths.profile.notification()) return null;
  return (
    <aside className="w-full shrink-0 md:w-60">
      <SideNav
        label={t('label')}
        items={ITEMS.map(({ key, href, icon }) => ({ label: t(key), href, icon }))}
        className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 md:sticky md:top-28 md:p-3"
        listClassName="flex gap-1 relative overflow-x-auto md:flex-col md:overflow-visible"
        itemClassName="shrink-0 whitespace-nowrap"
        logoutItemClassName="md:mt-2 md:border-t md:border-slate-200 md:pt-2"
        logoutButton={LogoutButton}
      />
    </aside>
  );
}
