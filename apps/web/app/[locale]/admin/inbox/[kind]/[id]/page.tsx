import { INBOX_KINDS, type InboxKind } from '@hearth/shared/admin/inbox';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InboxItem } from '@/features/admin/inbox/inbox-item';

export const metadata: Metadata = { title: 'Inbox item' };

// Only admins get here: proxy.ts guards /admin.
export default async function Page({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  if (!(INBOX_KINDS as readonly string[]).includes(kind)) notFound();
  return <InboxItem kind={kind as InboxKind} id={id} />;
}
