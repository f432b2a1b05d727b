import { ContentPageRoute, contentPageMetadata } from '@/features/content/content-page-route';
import { paths } from '@/lib/paths';

const SLUG = 'whyus';

export const generateMetadata = () => contentPageMetadata(SLUG, paths.content.whyUs(), 'Why Hearth');

export default function Page() {
  return <ContentPageRoute slug={SLUG} />;
}
