'use client';
// The admin console's sections (issue 9), as a column on desktop and a scrollable row on phones.
import { BadgeCheck, CalendarRange, Inbox, LayoutDashboard, Newspaper, ReceiptText, ScrollText, Store, TicketPercent, Users } from 'lucide-react';
import { SideNav, type SideNavItem } from '@/components/side-nav';
import { paths } from '@/lib/paths';

const ITEMS: SideNavItem[] = [
  { label: 'Dashboard', href: paths.admin.root(), icon: LayoutDashboard },
  { label: 'Providers', href: paths.admin.providers(), icon: BadgeCheck, matchNested: true },
  { label: 'Catalogue', href: paths.admin.catalogue(), icon: Store, matchNested: true },
  { label: 'Bookings', href: paths.admin.bookings(), icon: CalendarRange, matchNested: true },
  { label: 'Users', href: paths.admin.users(), icon: Users, matchNested: true },
  { label: 'Discounts & offers', href: paths.admin.discounts(), icon: TicketPercent, matchNested: true },
  { label: 'Content', href: paths.admin.content(), icon: Newspaper, matchNested: true },
  { label: 'Inbox', href: paths.admin.inbox(), icon: Inbox, matchNested: true },
  { label: 'Payouts', href: paths.admin.payouts(), icon: ReceiptText, matchNested: true },
  { label: 'Audit log', href: paths.admin.audit(), icon: ScrollText, matchNested: true },
];

export function AdminNav() {
  return (
    <aside className="w-full shrink-0 lg:w-60">
      <SideNav
        label="Admin"
        items={ITEMS}
        className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-6 lg:p-3"
        listClassName="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible"
        itemClassName="shrink-0 whitespace-nowrap"
        logoutItemClassName="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2"
      />
    </aside>
  );
}
