import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export default async function Page() {
  redirect({ href: paths.provider.serviceRequest(), locale: await getLocale() });
}
