import { getTranslations } from 'next-intl/server';
import { getContact } from '@/features/content/content-api';
import { ContactPage } from '@/features/content/contact-page';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.contact' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.content.contactUs(), locale });
}

export default async function Page() {
  return <ContactPage contact={await getContact()} />;
}
