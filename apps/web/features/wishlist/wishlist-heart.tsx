// The wishlist heart on a service (its card, its page). A server component: which heart to show
// comes from the session the page is rendered with (the same one SiteChrome uses to decide whether
// the page gets <AppProviders>), so a visitor downloads no session code and sees no flash.
// Customers get the heart that saves; visitors one that signs them in first; providers and admins none.
import clsx from 'clsx';
import { getCurrentSession } from '@/features/auth/server-session';
import { CustomerHeartLazy } from './customer-heart-lazy';
import { VisitorHeart } from './visitor-heart';

interface WishlistHeartProps {
  service: { _id: string; name: string; slug: string };
  /** Places the heart, e.g. over the corner of a card's picture. */
  className?: string;
}

export async function WishlistHeart({ service, className }: WishlistHeartProps) {
  const session = await getCurrentSession();
  if (session && session.user.token.role !== 'customer') return null;
  // A visitor's heart is a single element (no wrapper): service pages can list many of them.
  if (!session) return <VisitorHeart service={service} className={className} />;
  return (
    <div className={clsx('flex', className)}>
      <CustomerHeartLazy serviceId={service._id} serviceName={service.name} />
    </div>
  );
}
