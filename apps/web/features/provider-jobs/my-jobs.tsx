'use client';
// The My jobs tab of Service Request: the provider's jobs by status (chips with counts), each with
// the customer's details and its next step.
import clsx from 'clsx';
import { BriefcaseBusiness } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/link-tabs';
import { JobCard } from './job-card';
import { JOB_STATUSES, useJobStatusLabel, type JobStatus } from './job-status';
import { useProviderJobCounts, useProviderJobs } from './provider-jobs-api';
import { PagedCards, QueryStates } from './query-states';

function StatusFilter({ status, statusHref }: { status: JobStatus; statusHref: (status: JobStatus) => string }) {
  const t = useTranslations('provider.myJobs');
  const statusLabel = useJobStatusLabel();
  const counts = useProviderJobCounts().data;
  return (
    <LinkTabs
      label={t('statusFilter')}
      variant="pills"
      currentToken="true"
      scroll={false}
      current={status}
      className="mb-5"
      tabs={JOB_STATUSES.map((value) => {
        const current = value === status;
        return {
          value,
          href: statusHref(value),
          label: (
            <>
              {statusLabel(value)}
              {counts && ' '}
              {counts && (
                <span className={clsx('rounded-full px-1.5 text-xs font-semibold', current ? 'bg-white/20' : 'bg-slate-100 text-slate-700')}>
                  <span className="sr-only">(</span>
                  {counts[value]}
                  <span className="sr-only">)</span>
                </span>
              )}
            </>
          ),
        };
      })}
    />
  );
}

interface MyJobsProps {
  status: JobStatus;
  page: number;
  statusHref: (status: JobStatus) => string;
  hrefFor: (page: number) => string;
}

export function MyJobs({ status, page, statusHref, hrefFor }: MyJobsProps) {
  const t = useTranslations('provider.myJobs');
  const jobs = useProviderJobs(status, page);
  return (
    <>
      <StatusFilter status={status} statusHref={statusHref} />
      <QueryStates query={jobs} what="jobs">
        {(data) => {
          if (data.total === 0) return <EmptyState icon={<BriefcaseBusiness className="size-6" />} title={t(`empty.${status}.title`)} description={t(`empty.${status}.description`)} />;
          return (
            <PagedCards
              items={data.items}
              page={page}
              pages={data.pages}
              hrefFor={hrefFor}
              listLabel={t(`listLabel.${status}`)}
              pagesLabel={t('pagesLabel')}
              renderItem={(job) => <JobCard job={job} />}
            />
          );
        }}
      </QueryStates>
    </>
  );
}
