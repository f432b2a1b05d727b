import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/features/auth/auth-card';
import { ProviderSignupForm } from '@/features/auth/provider-signup-form';
import { getActiveSession } from '@/features/auth/server-session';
import { getCatalog } from '@/features/catalog/catalog-api';
import { getCards } from '@/features/content/content-api';
import { HowItWorks } from '@/features/content/how-it-works';
import { pageMetadata } from '@/features/seo/metadata';
import { paths, roleLanding } from '@/lib/paths';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Become A Professional',
    description: 'Get home-service bookings near you in Canada: sign up, get verified, accept the jobs that suit you and get paid to your bank account.',
    path: paths.professional(),
  });

export default async function Page() {
  // Become A Professional is for visitors only (spec §6).
  const session = await getActiveSession();
  if (session) redirect(roleLanding(session.user.token.role));
  const [categories, steps] = await Promise.all([getCatalog(), getCards('providerHowitworks')]);

  return (
    <>
      <AuthCard
        wide
        title="Become A Professional"
        description={
          <>
            Get bookings from homeowners near you. Already have an account?{' '}
            <Link href={paths.login()} className="font-medium text-brand-700 hover:text-brand-800">
              Sign in
            </Link>
          </>
        }
      >
        <ProviderSignupForm categories={categories} />
      </AuthCard>
      <HowItWorks id="provider-how-it-works" title="How it works for professionals" intro="From sign-up to your first payout." cards={steps} />
    </>
  );
}
