import { ContentPageRoute, contentPageMetadata } from '@/features/content';
import type { LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

const SLUG = 'whyus';

export const generateMetadata = ({ params }: { params: LocaleParams }) => contentPageMetadata({ slug: SLUG, path: paths.content.whyUs(), titleKey: 'whyUs', params });

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
