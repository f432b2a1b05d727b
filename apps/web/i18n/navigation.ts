// Locale-aware Link, router, pathname and redirect: a link to paths.services() stays /services in
// English and becomes /fr/services in French. Use these instead of next/link and next/navigation's
// router, pathname and redirect (notFound and useSearchParams stay next/navigation's).
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
