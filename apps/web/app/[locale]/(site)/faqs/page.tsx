import { CircleHelp } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { getFaqs } from '@/features/content/content-api';
import { FaqList } from '@/features/content/faq-list';
import { JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Frequently Asked Questions',
    description: 'Answers about booking, payments, cancellations, verified professionals and becoming a Hearth professional.',
    path: paths.content.faqs(),
  });

export default async function Page() {
  const faqs = await getFaqs();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
      <PageHeading title="Frequently Asked Questions" description="Answers about booking, payments, cancellations and becoming a professional." />
      {faqs.length === 0 ? (
        <EmptyState icon={<CircleHelp className="size-6" />} title="No questions published yet" action={{ label: 'Contact us', href: paths.content.contactUs() }} />
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
        Still have a question?{' '}
        <Link href={paths.content.contactUs()} className="font-semibold text-brand-700 hover:text-brand-800">
          Contact our support team
        </Link>
        .
      </p>
    </div>
  );
}
