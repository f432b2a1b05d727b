import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/features/auth/auth-card';
import { ProviderSignupForm } from '@/features/auth/provider-signup-form';
import { getActiveSession } from '@/features/auth/server-session';
import { getCatalog } from '@/features/catalog/catalog-api';
import { paths, roleLanding } from '@/lib/paths';

export const metadata: Metadata = { title: 'Become A Professional' };

export default async function Page() {
  // Become A Professional is for visitors only (spec §6).
  const session = await getActiveSession();
  if (session) redirect(roleLanding(session.user.token.role));
  const categories = await getCatalog();

  return (
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
  );
}
