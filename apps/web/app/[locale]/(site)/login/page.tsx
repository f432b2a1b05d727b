import { getLocale, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AuthCard, AuthTabs, pathInLocale } from '@/features/auth';
import { getActiveSession } from '@/features/auth/server';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { paths, roleLanding, safeCallbackUrl } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth.meta' });
  return pageMetadata({ title: t('login'), description: t('loginDescription'), path: paths.login(), locale });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(single(params.callbackUrl));
  const session = await getActiveSession();
  // Already signed in: on in the account's language. The target is a full path, so next/navigation's redirect (next-intl's would prefix it again).
  if (session) redirect(pathInLocale(callbackUrl ?? roleLanding(session.user.token.role), session.user.locale ?? (await getLocale())));
  const t = await getTranslations('auth.login');

  return (
    <AuthCard title={t('title')} description={t('description')}>
      <AuthTabs
        initialTab={single(params.tab) === 'signup' ? 'signup' : 'signin'}
        callbackUrl={callbackUrl}
        defaultEmail={single(params.email)}
      />
    </AuthCard>
  );
}
