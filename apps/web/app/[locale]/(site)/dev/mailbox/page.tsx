import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Mailbox } from '@/features/dev-mailbox/mailbox';
import { getServerConfig } from '@/lib/config';

export const metadata: Metadata = { title: 'Dev mailbox', robots: { index: false } };

export default function Page() {
  if (!getServerConfig().showDevMailbox) notFound();
  return <Mailbox />;
}
