'use client';
// A job card's title in a list: the service name as a link to the job's own page, the one alerts open.
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export function JobPageLink({ id, children }: { id: string; children: string }) {
  return (
    <Link href={paths.provider.job(id)} className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
      {children}
    </Link>
  );
}
