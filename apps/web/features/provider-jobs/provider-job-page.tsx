'use client';
// /serviceprovider/servicerequest/[id]: one job, the page every alert links to. The provider's own job
// shows as in My jobs (address, maps, messages, Start/Complete, Cancel); a job on offer to them as in
// Available (note, outside-availability badge, Accept, "Not for me"); anything else (taken, declined,
// withdrawn) says it is no longer available. Realtime booking events refresh it like the lists.
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Link, useRouter } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { AvailableBookingCard } from './available-bookings';
import { JobCard } from './job-card';
import { useProviderJobPage, useProviderJobsLiveUpdates } from './provider-jobs-api';
import { CardSkeletons, QueryStates } from './query-states';

export function ProviderJobPage({ id }: { id: string }) {
  useProviderJobsLiveUpdates();
  const t = useTranslations('provider.jobPage');
  const router = useRouter();
  const page = useProviderJobPage(id);
  const list = paths.provider.serviceRequest();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link
        href={list}
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <PageHeading title={t('title')} />
      <QueryStates query={page} what="job" skeleton={<CardSkeletons count={1} />}>
        {(view) => {
          if (view.kind === 'job') return <JobCard job={view.job} linkTitle={false} />;
          if (view.kind === 'available') {
            return (
              <AvailableBookingCard
                booking={view.booking}
                linkTitle={false}
                // The refreshed page then answers with their job, address and all: nothing to do here.
                onAccepted={() => undefined}
                // The job is gone for them: back to the list, where the toast's Undo still works.
                onDeclined={() => router.push(list)}
              />
            );
          }
          return <EmptyState icon={<ClipboardList className="size-6" />} title={t('gone.title')} description={t('gone.description')} action={{ label: t('gone.back'), href: list }} />;
        }}
      </QueryStates>
    </div>
  );
}
