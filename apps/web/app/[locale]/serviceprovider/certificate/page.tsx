import type { Metadata } from 'next';
import { DocumentsList } from '@/features/provider-onboarding/documents-list';

export const metadata: Metadata = { title: 'Documents/Certificates' };

export default function Page() {
  return <DocumentsList />;
}
