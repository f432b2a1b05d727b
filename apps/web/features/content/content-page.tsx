// Public content pages (spec §2: blog, why us, contact, FAQs, policies). Their text is managed
// in the CMS issue; until it lands each page says what it will hold instead of showing filler.
import { FileText } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/lib/paths';

export function ContentPage({ title, intro, emptyTitle }: { title: string; intro: string; emptyTitle: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:px-6 md:py-14">
      <PageHeading title={title} description={intro} />
      <EmptyState icon={<FileText className="size-6" />} title={emptyTitle} action={{ label: 'Browse services', href: paths.services() }} />
    </div>
  );
}
