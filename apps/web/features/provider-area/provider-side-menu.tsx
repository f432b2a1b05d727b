'use client';
import clsx from 'clsx';
import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogoutButton } from '@/features/auth/logout-button';
import { providerMenu } from './provider-menu';

const itemClasses = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

export function ProviderSideMenu({ approved, onNavigate }: { approved: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Provider menu">
      <ul className="space-y-1">
        {providerMenu(approved).map((item) => {
          const active = pathname === item.href;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={clsx(itemClasses, active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100')}
              >
                <item.icon aria-hidden="true" className={clsx('size-5', active ? 'text-brand-700' : 'text-slate-500')} />
                {item.label}
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
