// The heart a signed-out visitor sees: a plain link, so the public pages carry no JavaScript for it
// (a page of service cards would otherwise hydrate one island per card). It signs the visitor in and
// comes back to the service's page, where the customer heart saves it (save-after-sign-in).
import { paths } from '@/lib/paths';
import { HeartIcon, heartClasses } from './heart-button';
import { saveAfterSignInUrl } from './save-after-sign-in';

export function VisitorHeart({ service }: { service: { _id: string; name: string; slug: string } }) {
  const label = `Save ${service.name} to wishlist`;
  return (
    <a href={paths.login({ callbackUrl: saveAfterSignInUrl(service) })} aria-label={label} title={label} className={heartClasses(false)}>
      <HeartIcon saved={false} />
    </a>
  );
}
