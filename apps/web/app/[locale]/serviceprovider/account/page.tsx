import type { Metadata } from 'next';
import { PersonalDetails } from '@/features/provider-onboarding/personal-details';

export const metadata: Metadata = { title: 'Account' };

export default function Page() {
  return <PersonalDetails />;
}
