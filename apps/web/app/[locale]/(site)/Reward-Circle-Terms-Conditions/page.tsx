import { ContentPageRoute, contentPageMetadata } from '@/features/content';
import type { LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

const SLUG = 'reward-circle-terms-conditions';

export const generateMetadata = ({ params }: { params: LocaleParams }) => contentPageMetadata({ slug: SLUG, path: paths.content.rewardCircleTerms(), titleKey: 'rewardCircleTerms', params });

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
