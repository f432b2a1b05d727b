import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';

interface EmptyPageProps {
  title: string;
  description?: string;
  emptyTitle: string;
  emptyText?: string;
  icon?: ReactNode;
  action?: { label: string; href: string };
}

/** An account-area page that has nothing to list yet: its heading and an honest empty state. */
export function EmptyPage({ title, description, emptyTitle, emptyText, icon, action }: EmptyPageProps) {
  return (
    <>
      <PageHeading title={title} description={description} />
      <EmptyState icon={icon} title={emptyTitle} description={emptyText} action={action} />
    </>
  );
}
