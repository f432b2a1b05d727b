// The provider side menu and the approval rule (spec §2 provider table, §4, §6): until an
// admin approves the provider, only Personal Detail and Business Detail are reachable.
import type { User } from '@hearth/shared/api-types';
import {
  Building2,
  CalendarDays,
  ClipboardList,
  FileBadge,
  Landmark,
  LayoutDashboard,
  Receipt,
  Star,
  Tags,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface ProviderMenuItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** In the menu's definition but not shown (spec: Schedule is "in the menu but hidden"). */
  hidden?: boolean;
}

const APPROVED_MENU: ProviderMenuItem[] = [
  { label: 'Dashboard', href: paths.provider.dashboard(), icon: LayoutDashboard },
  { label: 'Service Request', href: paths.provider.serviceRequest(), icon: ClipboardList },
  { label: 'Schedule', href: paths.provider.schedule(), icon: CalendarDays, hidden: true },
  { label: 'Category', href: paths.provider.category(), icon: Tags },
  { label: 'Documents/Certificates', href: paths.provider.certificate(), icon: FileBadge },
  { label: 'Business Detail', href: paths.provider.businessDetail(), icon: Building2 },
  { label: 'Bank Detail', href: paths.provider.bankDetail(), icon: Landmark },
  { label: 'Transactions History', href: paths.provider.transactionsHistory(), icon: Receipt },
  { label: 'Review', href: paths.provider.review(), icon: Star },
  { label: 'Account', href: paths.provider.account(), icon: UserRound },
];

const UNAPPROVED_MENU: ProviderMenuItem[] = [
  { label: 'Personal Detail', href: paths.provider.account(), icon: UserRound },
  { label: 'Business Detail', href: paths.provider.businessDetail(), icon: Building2 },
];

export function isApprovedProvider(user: User): boolean {
  return user.serviceprovider[0]?.verificationstatus === 'approved';
}

export function providerMenu(approved: boolean): ProviderMenuItem[] {
  return (approved ? APPROVED_MENU : UNAPPROVED_MENU).filter((item) => !item.hidden);
}

/**
 * Pages an unapproved provider may open; every other provider page sends them to Business Detail.
 * Notifications stay readable: the bell's View All leads there for every provider.
 */
export function isOpenBeforeApproval(pathname: string): boolean {
  return pathname === paths.provider.notification() || UNAPPROVED_MENU.some((item) => item.href === pathname);
}

/** The side menu is hidden on the notification page (spec §2). */
export function showsSideMenu(pathname: string): boolean {
  return pathname !== paths.provider.notification();
}
