'use client';
// The menu of the signed-in areas (customer profile, provider area): icon links with the current
// page marked, an optional count badge, and Logout last. Signing out is the auth feature's business:
// the caller hands in its button, so this menu stays a plain piece of UI.
import clsx from 'clsx';
import { LogOut, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

export interface SideNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Shown after the label when above 0. */
  badge?: number;
  /** What screen readers hear instead of the label, e.g. with the badge's meaning. */
  accessibleName?: string;
  /** Also current on the pages below it (/admin/bookings/…). */
  matchNested?: boolean;
}

const linkClasses = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

export function SideNav({
  label,
  items,
  className,
  listClassName,
  itemClassName,
  logoutItemClassName,
  logoutButton: LogoutButton,
  onNavigate,
}: {
  label: string;
  items: SideNavItem[];
  className?: string;
  listClassName?: string;
  itemClassName?: string;
  logoutItemClassName?: string;
  /** The button of the Logout entry, given its classes and its icon and label as children. */
  logoutButton: ComponentType<{ className?: string; children?: ReactNode }>;
  onNavigate?: () => void;
}) {
  const t = useTranslations('common');
  // Without the language prefix, like the items' hrefs (lib/paths.ts).
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {items.map((item) => {
          const active = pathname === item.href || (item.matchNested === true && pathname.startsWith(`${item.href}/`));
          const badge = item.badge ?? 0;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                aria-label={item.accessibleName}
                className={clsx(linkClasses, itemClassName, active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100')}
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
        <li className={logoutItemClassName}>
          <LogoutButton className={clsx(linkClasses, itemClassName, 'w-full text-ink hover:bg-slate-100')}>
            <LogOut aria-hidden="true" className="size-5 text-slate-500" />
            {t('logout')}
          </LogoutButton>
        </li>
      </ul>
    </nav>
  );
}
