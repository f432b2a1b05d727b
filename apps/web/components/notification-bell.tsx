import { Bell } from 'lucide-react';
import Link from 'next/link';
import clsx from 'clsx';

/**
 * The header's notification slot. Until the notification feed exists it links to the
 * role's notification page; the dropdown list replaces this link when the feed lands.
 */
export function NotificationBell({ href, className }: { href: string; className?: string }) {
  return (
    <Link
      href={href}
      aria-label="Notifications"
      className={clsx('inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-slate-100', className)}
    >
      <Bell aria-hidden="true" className="size-5" />
    </Link>
  );
}
