import type { Metadata } from 'next';
import { InboxPage } from '@/features/admin/inbox/inbox-page';
import { parseInboxView } from '@/features/admin/inbox/inbox-url';

export const metadata: Metadata = { title: 'Inbox' };

// Only admins get here: proxy.ts guards /admin. The filters live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <InboxPage view={parseInboxView(await searchParams)} />;
}
