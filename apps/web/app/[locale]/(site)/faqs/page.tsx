import { CircleHelp } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { FaqList, getFaqs } from '@/features/content';
import { JsonLd, metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.faqs' });
  return pageMetadata({ title: t('title'), description: t('description'), path: paths.content.faqs(), locale });
}

export default async function Page() {
  const [faqs, t] = await Promise.all([getFaqs(), getTranslations('content.faqs')]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
      <PageHeading title={t('title')} description={t('description')} />
      {faqs.length === 0 ? (
        <EmptyState icon={<CircleHelp className="size-6" />} title={t('emptyTitle')} action={{ label: t('contactUs'), href: paths.content.contactUs() }} />
      ) : (
        <>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
            }}
          />
          <FaqList faqs={faqs} />
        </>
      )}
      <p className="mt-8 text-muted">
        {t.rich('stillQuestion', {
          link: (chunks) => (
            <Link href={paths.content.contactUs()} className="font-semibold text-brand-700 hover:text-brand-800">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
