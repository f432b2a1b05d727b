import { ContentPageRoute, contentPageMetadata } from '@/features/content/content-page-route';
import type { LocaleParams } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

const SLUG = 'privacypolicy';

export const generateMetadata = ({ params }: { params: LocaleParams }) => contentPageMetadata({ slug: SLUG, path: paths.content.privacyPolicy(), titleKey: 'privacyPolicy', params });

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
