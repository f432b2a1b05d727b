import { FileBadge } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Documents/Certificates' };

export default function Page() {
  return (
    <EmptyPage
      title="Documents/Certificates"
      description="Certificates and licences you hold."
      emptyTitle="No documents uploaded yet"
      emptyText="Upload certificates and licences so customers know they are in good hands."
      icon={<FileBadge className="size-6" />}
    />
  );
}
