import { ContentPageRoute, contentPageMetadata } from '@/features/content/content-page-route';
import { paths } from '@/lib/paths';

const SLUG = 'refundpolicy';

export const generateMetadata = () => contentPageMetadata(SLUG, paths.content.refundPolicy(), 'Refund Policy');

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
