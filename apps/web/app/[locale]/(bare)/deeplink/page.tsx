import type { Metadata } from 'next';
import { BareMessage } from '@/features/layout/bare-message';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Open in the app', robots: { index: false } };

// Links shared from the mobile apps land here when the app is not installed.
export default function Page() {
  return (
    <BareMessage title="Continue on the web" action={{ label: 'Go to Hearth', href: paths.home() }}>
      This link is meant for the Hearth mobile app. Everything you need is also available on the website.
    </BareMessage>
  );
}
