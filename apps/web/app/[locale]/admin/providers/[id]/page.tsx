import type { Metadata } from 'next';
import { ProviderReview } from '@/features/admin/providers/provider-review';

export const metadata: Metadata = { title: 'Provider review · Admin' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProviderReview id={id} />;
}
