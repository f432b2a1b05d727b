'use client';
// The provider side menu; Service Request carries the available-bookings badge.
import { useTranslations } from 'next-intl';
import { SideNav } from '@/components/side-nav';
import { LogoutButton } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useAvailableBookingsCount } from './available-bookings-count';
import { providerMenu } from './provider-menu';

export function ProviderSideMenu({ approved, onNavigate }: { approved: boolean; onNavigate?: () => void }) {
  const t = useTranslations('provider.menu');
  const availableBookings = useAvailableBookingsCount(approved);
  const items = providerMenu(approved).map((item) => {
    const label = t(item.label);
    return item.href === paths.provider.serviceRequest() && availableBookings > 0
      ? { ...item, label, badge: availableBookings, accessibleName: t('withAvailable', { label, count: availableBookings }) }
      : { ...item, label };
  });
  return (
    <SideNav
      label={t('label')}
      items={items}
      onNavigate={onNavigate}
      listClassName="space-y-1"
      itemClassName="w-full"
      logoutItemClassName="mt-2 border-t border-slate-200 pt-2"
      logoutButton={LogoutButton}
    />
  );
}
