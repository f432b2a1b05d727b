import { ContentPageRoute, contentPageMetadata } from '@/features/content/content-page-route';
import { paths } from '@/lib/paths';

const SLUG = 'privacypolicy';

export const generateMetadata = () => contentPageMetadata(SLUG, paths.content.privacyPolicy(), 'Privacy Policy');

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
