'use client';
// The admin console's sections, as a column on desktop and a scrollable row on phones.
import { BadgeCheck, CalendarRange, Flag, Inbox, LayoutDashboard, Newspaper, ReceiptText, ScrollText, Store, TicketPercent, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SideNav } from '@/components/side-nav';
import { LogoutButton } from '@/features/auth';
import { paths } from '@/lib/paths';

type Section = 'dashboard' | 'providers' | 'catalogue' | 'bookings' | 'users' | 'discounts' | 'content' | 'inbox' | 'reviewReports' | 'payouts' | 'audit';

const ITEMS: { section: Section; href: string; icon: LucideIcon; matchNested?: boolean }[] = [
  { section: 'dashboard', href: paths.admin.root(), icon: LayoutDashboard },
  { section: 'providers', href: paths.admin.providers(), icon: BadgeCheck, matchNested: true },
  { section: 'catalogue', href: paths.admin.catalogue(), icon: Store, matchNested: true },
  { section: 'bookings', href: paths.admin.bookings(), icon: CalendarRange, matchNested: true },
  { section: 'users', href: paths.admin.users(), icon: Users, matchNested: true },
  { section: 'discounts', href: paths.admin.discounts(), icon: TicketPercent, matchNested: true },
  { section: 'content', href: paths.admin.content(), icon: Newspaper, matchNested: true },
  { section: 'inbox', href: paths.admin.inbox(), icon: Inbox, matchNested: true },
  { section: 'reviewReports', href: paths.admin.reviewReports(), icon: Flag, matchNested: true },
  { section: 'payouts', href: paths.admin.payouts(), icon: ReceiptText, matchNested: true },
  { section: 'audit', href: paths.admin.audit(), icon: ScrollText, matchNested: true },
];

export function AdminNav() {
  const t = useTranslations('admin.nav');
  return (
    <aside className="w-full shrink-0 lg:w-60">
      <SideNav
        label={t('label')}
        items={ITEMS.map(({ section, ...item }) => ({ ...item, label: t(section) }))}
        className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-6 lg:p-3"
        listClassName="flex gap-1 relative overflow-x-auto lg:flex-col lg:overflow-visible"
        itemClassName="shrink-0 whitespace-nowrap"
        logoutItemClassName="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2"
        logoutButton={LogoutButton}
      />
    </aside>
  );
}
