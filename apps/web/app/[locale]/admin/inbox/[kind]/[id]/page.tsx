import { INBOX_KINDS, type InboxKind } from '@hearth/shared/admin/inbox';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { InboxItem } from '@/features/admin/inbox';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('inboxItem') };
}

// Only admins get here: proxy.ts guards /admin.
export default async function Page({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  if (!(INBOX_KINDS as readonly string[]).includes(kind)) notFound();
  return <InboxItem kind={kind as InboxKind} id={id} />;
}
