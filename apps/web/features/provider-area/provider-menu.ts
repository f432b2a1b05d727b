// The provider side menu and the approval rule: until an
// admin approves the provider, only Personal Detail and Business Detail are reachable.
import {
  BadgeCheck,
  Bell,
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

/** The menu's words, under provider.menu in the catalogues. */
export type ProviderMenuLabel =
  | 'dashboard'
  | 'serviceRequest'
  | 'schedule'
  | 'alerts'
  | 'category'
  | 'documents'
  | 'businessDetail'
  | 'bankDetail'
  | 'transactionsHistory'
  | 'review'
  | 'account'
  | 'publicProfile'
  | 'personalDetail';

export interface ProviderMenuItem {
  label: ProviderMenuLabel;
  href: string;
  icon: LucideIcon;
  /** In the menu's definition but not shown. */
  hidden?: boolean;
}

const APPROVED_MENU: ProviderMenuItem[] = [
  { label: 'dashboard', href: paths.provider.dashboard(), icon: LayoutDashboard },
  { label: 'serviceRequest', href: paths.provider.serviceRequest(), icon: ClipboardList },
  { label: 'schedule', href: paths.provider.schedule(), icon: CalendarDays },
  { label: 'alerts', href: paths.provider.alerts(), icon: Bell },
  { label: 'category', href: paths.provider.category(), icon: Tags },
  { label: 'documents', href: paths.provider.certificate(), icon: FileBadge },
  { label: 'businessDetail', href: paths.provider.businessDetail(), icon: Building2 },
  { label: 'bankDetail', href: paths.provider.bankDetail(), icon: Landmark },
  { label: 'transactionsHistory', href: paths.provider.transactionsHistory(), icon: Receipt },
  { label: 'review', href: paths.provider.review(), icon: Star },
  { label: 'account', href: paths.provider.account(), icon: UserRound },
  { label: 'publicProfile', href: paths.provider.publicProfile(), icon: BadgeCheck },
];

const UNAPPROVED_MENU: ProviderMenuItem[] = [
  { label: 'personalDetail', href: paths.provider.account(), icon: UserRound },
  { label: 'businessDetail', href: paths.provider.businessDetail(), icon: Building2 },
];

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

/** The side menu is hidden on the notification page. */
export function showsSideMenu(pathname: string): boolean {
  return pathname !== paths.provider.notification();
}
