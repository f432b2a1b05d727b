// The wishlist heart on a service (its card, its page). A server component: which heart to show
// comes from the session the page is rendered with (the same one SiteChrome uses to decide whether
// the page gets <AppProviders>), so a visitor downloads no session code and sees no flash.
// Customers get the heart that saves; visitors one that signs them in first; providers and admins none.
// Its words are read here, on the server, so public pages need not ship the account catalogue.
import clsx from 'clsx';
import { getLocale, getTranslations } from 'next-intl/server';
import { getCurrentSession } from '@/features/auth/server';
import { getPathname } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { CustomerHeartLazy } from './customer-heart-lazy';
import { saveAfterSignInUrl } from './save-after-sign-in';
import { VisitorHeart } from './visitor-heart';

interface WishlistHeartProps {
  service: { _id: string; name: string; slug: string };
  /** Places the heart, e.g. over the corner of a card's picture. */
  className?: string;
}

export async function WishlistHeart({ service, className }: WishlistHeartProps) {
  const session = await getCurrentSession();
  if (session && session.user.token.role !== 'customer') return null;
  const [t, locale] = await Promise.all([getTranslations('account.wishlist'), getLocale()]);
  const save = t('save', { name: service.name });
  if (!session) {
    // Sign-in in the page's language, coming back to this page (with its /fr) to save the service.
    const back = getPathname({ href: saveAfterSignInUrl(service), locale });
    const href = getPathname({ href: paths.login({ callbackUrl: back }), locale });
    // A visitor's heart is a single element (no wrapper): service pages can list many of them.
    return <VisitorHeart href={href} label={save} className={className} />;
  }
  return (
    <div className={clsx('flex', className)}>
      <CustomerHeartLazy serviceId={service._id} labels={{ save, remove: t('unsave', { name: service.name }), saved: t('saved') }} />
    </div>
  );
}
