import { ContentPageRoute, contentPageMetadata } from '@/features/content/content-page-route';
import { paths } from '@/lib/paths';

const SLUG = 'reward-circle-terms-conditions';

export const generateMetadata = () => contentPageMetadata(SLUG, paths.content.rewardCircleTerms(), 'Reward Circle Terms & Conditions');

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
