import { ContentPageRoute, contentPageMetadata } from '@/features/content/content-page-route';
import { paths } from '@/lib/paths';

const SLUG = 'termofuse';

export const generateMetadata = () => contentPageMetadata(SLUG, paths.content.termsOfUse(), 'Terms of Use');

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
