'use client';
// The provider side menu (spec §2); Service Request carries the available-bookings badge.
import { SideNav } from '@/components/side-nav';
import { paths } from '@/lib/paths';
import { useAvailableBookingsCount } from './available-bookings-count';
import { providerMenu } from './provider-menu';

export function ProviderSideMenu({ approved, onNavigate }: { approved: boolean; onNavigate?: () => void }) {
  const availableBookings = useAvailableBookingsCount(approved);
  const items = providerMenu(approved).map((item) =>
    item.href === paths.provider.serviceRequest() && availableBookings > 0
      ? { ...item, badge: availableBookings, accessibleName: `${item.label} (${availableBookings} available)` }
      : item,
  );
  return (
    <SideNav
      label="Provider menu"
      items={items}
      onNavigate={onNavigate}
      listClassName="space-y-1"
      itemClassName="w-full"
      logoutItemClassName="mt-2 border-t border-slate-200 pt-2"
    />
  );
}
