import { DEFAULT_LOCALE, isLocale } from '@hearth/shared/locale';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getActiveSession } from '@/features/auth/server';
import { BookingPage } from '@/features/bookings';
import { getService } from '@/features/catalog';
import { getBarDiscountFor } from '@/features/offers';
import { redirect } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

type Params = Promise<{ slug: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || null;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, locale } = await params;
  const [service, t] = await Promise.all([getService(slug).catch(() => null), getTranslations({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, namespace: 'booking.meta' })]);
  return { title: service ? t('book', { service: service.name }) : t('bookFallback'), robots: { index: false } };
}

// Booking needs an account: signed-out visitors sign in and come straight back here.
export default async function Page({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const rebook = single(query.rebook);
  const session = await getActiveSession();
  if (!session) return redirect({ href: paths.login({ callbackUrl: paths.bookService(slug, { rebook: rebook ?? undefined }) }), locale: await getLocale() });
  // The price step offers the bar's code with one click, unless this customer has used it.
  const [service, discount] = await Promise.all([getService(slug), getBarDiscountFor(session.user.token)]);
  if (!service) notFound();
  return <BookingPage service={service} role={session.user.token.role} rebook={rebook} offerCode={discount?.name ?? null} />;
}
