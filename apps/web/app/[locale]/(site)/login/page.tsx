import { redirect } from 'next/navigation';
import { AuthCard } from '@/features/auth/auth-card';
import { AuthTabs } from '@/features/auth/auth-tabs';
import { getActiveSession } from '@/features/auth/server-session';
import { pageMetadata } from '@/features/seo/metadata';
import { paths, roleLanding, safeCallbackUrl } from '@/lib/paths';

export const generateMetadata = () =>
  pageMetadata({ title: 'Sign in', description: 'Sign in to Hearth to book and manage home services, or create a free account.', path: paths.login() });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(single(params.callbackUrl));
  const session = await getActiveSession();
  if (session) redirect(callbackUrl ?? roleLanding(session.user.token.role));

  return (
    <AuthCard title="Welcome to Hearth" description="Sign in to manage your bookings, or create a free account.">
      <AuthTabs
        initialTab={single(params.tab) === 'signup' ? 'signup' : 'signin'}
        callbackUrl={callbackUrl}
        defaultEmail={single(params.email)}
      />
    </AuthCard>
  );
}
