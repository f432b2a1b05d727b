import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getActiveSession } from '@/features/auth/server-session';
import { BookingPage } from '@/features/booking/booking-page';
import { getService } from '@/features/catalog/catalog-api';
import { getBarDiscount } from '@/features/offers/offers-api';
import { paths } from '@/lib/paths';

type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || null;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const service = await getService((await params).slug).catch(() => null);
  return { title: service ? `Book ${service.name}` : 'Book a service', robots: { index: false } };
}

// Booking needs an account: signed-out visitors sign in and come straight back here.
export default async function Page({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const rebook = single(query.rebook);
  const session = await getActiveSession();
  if (!session) redirect(paths.login({ callbackUrl: paths.bookService(slug, { rebook: rebook ?? undefined }) }));
  const [service, discount] = await Promise.all([getService(slug), getBarDiscount()]);
  if (!service) notFound();
  return <BookingPage service={service} role={session.user.token.role} rebook={rebook} offerCode={discount?.name ?? null} />;
}
