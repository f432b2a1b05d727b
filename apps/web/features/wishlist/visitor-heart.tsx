// The heart a signed-out visitor sees: one plain link, its icon drawn by CSS (.heart-icon in
// globals.css), so a page of service cards carries no JavaScript and no SVG nodes for it (measured:
// the earlier icon-per-card version cost /services about 130 ms of blocking time in Lighthouse). It
// signs the visitor in and comes back to the service's page, where the customer heart saves it.
import clsx from 'clsx';
import { heartClasses } from './heart-button';

/** `href`: sign-in, coming back to the service's page (wishlist-heart builds it in the page's language). */
export function VisitorHeart({ href, label, className }: { href: string; label: string; className?: string }) {
  return <a href={href} aria-label={label} title={label} className={clsx(heartClasses(false), 'heart-icon', className)} />;
}
