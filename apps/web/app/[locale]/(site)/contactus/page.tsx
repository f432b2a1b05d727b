import { getTranslations } from 'next-intl/server';
import { ContactPage, getContact } from '@/features/content';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.contact' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.content.contactUs(), locale });
}

export default async function Page() {
  return <ContactPage contact={await getContact()} />;
}
