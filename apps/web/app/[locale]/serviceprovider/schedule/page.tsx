import type { Metadata } from 'next';
import { JobCalendar } from '@/features/provider-jobs/job-calendar';

export const metadata: Metadata = { title: 'Schedule' };

// Reachable by its URL; its menu item stays hidden (spec §2, provider-menu.ts).
export default function Page() {
  return <JobCalendar />;
}
