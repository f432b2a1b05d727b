import { Building2 } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';

export const metadata: Metadata = { title: 'Business Detail' };

export default function Page() {
  return (
    <EmptyPage
      title="Business Detail"
      description="Your business, qualifications and verification documents."
      emptyTitle="Business details not submitted yet"
      emptyText="Your business name, qualification, residency and government documents go here for our team to review."
      icon={<Building2 className="size-6" />}
    />
  );
}
