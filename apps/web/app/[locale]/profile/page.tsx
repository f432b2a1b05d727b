import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export default async function Page() {
  // Stays in the page's language: /fr/profile goes on to /fr/profile/booking.
  redirect({ href: paths.profile.booking(), locale: await getLocale() });
}
