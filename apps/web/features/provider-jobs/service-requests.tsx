'use client';
// /serviceprovider/servicerequest: the bookings on offer (Available) and the provider's own jobs
// (My jobs), both refreshed by realtime booking events and after every action.
import { useTranslations } from 'next-intl';
import { useOptimistic, useTransition } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { Tabs } from '@/components/ui/tabs';
import { useRouter } from '@/i18n/navigation';
import { AvailableBookings } from './available-bookings';
import { MyJobs } from './my-jobs';
import { useProviderJobsLiveUpdates, type AvailableFilter } from './provider-jobs-api';
import { serviceRequestHref, type ServiceRequestTab, type ServiceRequestView } from './service-request-view';

export function ServiceRequests({ view }: { view: ServiceRequestView }) {
  useProviderJobsLiveUpdates();
  const t = useTranslations('provider.serviceRequests');
  const router = useRouter();
  const [, startTransition] = useTransition();
  // The tab switches at once; the URL (and with it `view`) follows.
  const [tab, showTab] = useOptimistic(view.tab);
  // So are the sort and filters: a date typed in stays in its field while the list reloads.
  const [availableFilter, showFilter] = useOptimistic<AvailableFilter>({ sort: view.sort, area: view.area, from: view.from, to: view.to });

  function go(next: Partial<ServiceRequestView> & { tab: ServiceRequestTab }) {
    startTransition(() => {
      showTab(next.tab);
      if (next.tab === 'available') showFilter({ sort: next.sort, area: next.area, from: next.from, to: next.to });
      router.replace(serviceRequestHref(next), { scroll: false });
    });
  }

  const pageOn = (target: ServiceRequestTab) => (view.tab === target ? view.page : 1);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading title={t('title')} description={t('description')} />
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onChange={(next) => go({ tab: next, status: view.status, ...availableFilter })}
        items={[
          {
            value: 'available',
            label: t('available'),
            content: (
              <AvailableBookings
                page={pageOn('available')}
                filter={availableFilter}
                hrefFor={(page) => serviceRequestHref({ tab: 'available', page, ...availableFilter })}
                clearFiltersHref={serviceRequestHref({ tab: 'available', sort: view.sort })}
                // Another sort or filter is another list: it starts on its first page.
                onFilterChange={(next) => go({ tab: 'available', ...next })}
                onAccepted={() => go({ tab: 'jobs', status: 'accepted' })}
              />
            ),
          },
          {
            value: 'jobs',
            label: t('myJobs'),
            content: (
              <MyJobs
                status={view.status}
                page={pageOn('jobs')}
                statusHref={(status) => serviceRequestHref({ tab: 'jobs', status })}
                hrefFor={(page) => serviceRequestHref({ tab: 'jobs', status: view.status, page })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
