import type { Metadata } from 'next';
import { ProviderCategories } from '@/features/provider-onboarding/provider-categories';

export const metadata: Metadata = { title: 'Category' };

export default function Page() {
  return <ProviderCategories />;
}
