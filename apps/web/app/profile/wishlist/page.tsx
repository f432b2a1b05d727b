import { Heart } from 'lucide-react';
import type { Metadata } from 'next';
import { EmptyPage } from '@/components/empty-page';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Wishlist' };

export default function Page() {
  return (
    <EmptyPage
      title="Wishlist"
      description="Services you saved for later."
      emptyTitle="Your wishlist is empty"
      emptyText="Save services you are interested in and find them here."
      icon={<Heart className="size-6" />}
      action={{ label: 'Browse services', href: paths.services() }}
    />
  );
}
