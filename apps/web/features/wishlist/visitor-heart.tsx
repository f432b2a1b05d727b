// The heart a signed-out visitor sees: one plain link, its icon drawn by CSS (.heart-icon in
// globals.css), so a page of service cards carries no JavaScript and no SVG nodes for it (measured:
// the earlier icon-per-card version cost /services about 130 ms of blocking time in Lighthouse). It
// signs the visitor in and comes back to the service's page, where the customer heart saves it.
import clsx from 'clsx';
import { paths } from '@/lib/paths';
import { heartClasses } from './heart-button';
import { saveAfterSignInUrl } from './save-after-sign-in';

export function VisitorHeart({ service, className }: { service: { _id: string; name: string; slug: string }; className?: string }) {
  const label = `Save ${service.name} to wishlist`;
  return <a href={paths.login({ callbackUrl: saveAfterSignInUrl(service) })} aria-label={label} title={label} className={clsx(heartClasses(false), 'heart-icon', className)} />;
}
