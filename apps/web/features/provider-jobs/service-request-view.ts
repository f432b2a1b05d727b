// Where the Service Request page is (tab, status chip, page), kept in the URL so a reload, a shared
// link or the back button land on the same list: /serviceprovider/servicerequest?tab=jobs&status=in_progress&page=2
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsPage, type SearchParams } from '@/lib/url-state';
import { JOB_STATUSES, type JobStatus } from './job-status';

export type ServiceRequestTab = 'available' | 'jobs';

export interface ServiceRequestView {
  tab: ServiceRequestTab;
  status: JobStatus;
  page: number;
}

const serviceRequestSearchParams = {
  tab: parseAsStringLiteral<ServiceRequestTab>(['available', 'jobs']).withDefault('available'),
  status: parseAsStringLiteral(JOB_STATUSES).withDefault('accepted'),
  page: parseAsPage,
};

export const parseServiceRequestView: (params: SearchParams) => ServiceRequestView = createViewLoader(serviceRequestSearchParams);

const href = createHref(serviceRequestSearchParams);

/** The page's URL with only what differs from the defaults (the Available tab, page 1); the status chip belongs to the Jobs tab. */
export function serviceRequestHref({ tab = 'available', status = 'accepted', page = 1 }: Partial<ServiceRequestView>): string {
  // TODO(lead): paths.provider.serviceRequest could take this query, as paths.profile.booking does.
  return href(paths.provider.serviceRequest(), { tab, status: tab === 'jobs' ? status : undefined, page });
}
