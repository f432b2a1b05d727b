'use client';
// The provider side menu (spec §2); Service Request carries the available-bookings badge.
import clsx from 'clsx';
import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogoutButton } from '@/features/auth/logout-button';
import { paths } from '@/lib/paths';
import { useAvailableBookingsCount } from './available-bookings-count';
import { providerMenu } from './provider-menu';

const itemClasses = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

export function ProviderSideMenu({ approved, onNavigate }: { approved: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const availableBookings = useAvailableBookingsCount(approved);
  return (
    <nav aria-label="Provider menu">
      <ul className="space-y-1">
        {providerMenu(approved).map((item) => {
          const active = pathname === item.href;
          const badge = item.href === paths.provider.serviceRequest() ? availableBookings : 0;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                aria-label={badge > 0 ? `${item.label} (${badge} available)` : undefined}
                className={clsx(itemClasses, active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100')}
              >
                <item.icon aria-hidden="true" className={clsx('size-5', active ? 'text-brand-700' : 'text-slate-500')} />
                {item.label}
                {badge > 0 && (
                  <span aria-hidden="true" className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                    {badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        <li className="mt-2 border-t border-slate-200 pt-2">
          <LogoutButton className={clsx(itemClasses, 'text-ink hover:bg-slate-100')}>
            <LogOut aria-hidden="true" className="size-5 text-slate-500" />
            Logout
          </LogoutButton>
        </li>
      </ul>
    </nav>
  );
}
