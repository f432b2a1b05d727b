import type { Metadata } from 'next';
import { lookUpSubscriber } from '@/features/auth/emailed-links';
import { UnsubscribePanel } from '@/features/email-preferences/unsubscribe-panel';
import { BareMessage } from '@/features/layout/bare-message';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const home = { label: 'Go to Hearth', href: paths.home() };
  if (!token) {
    return <BareMessage title="Unsubscribe" action={home}>This unsubscribe link is incomplete. Please use the link from the email you received.</BareMessage>;
  }
  const subscriber = await lookUpSubscriber(token);
  if (!subscriber.ok) {
    return <BareMessage title="Unsubscribe" action={home}>{subscriber.message}</BareMessage>;
  }
  return (
    <BareMessage title="Unsubscribe">
      <UnsubscribePanel token={token} email={subscriber.data.email} subscribed={subscriber.data.marketingEmails} />
    </BareMessage>
  );
}
