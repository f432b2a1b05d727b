// Where the Service Request page is (tab, status chip, page), kept in the URL so a reload, a shared
// link or the back button land on the same list: /serviceprovider/servicerequest?tab=jobs&status=in_progress&page=2
import { parsePageParam } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';
import { isJobStatus, type JobStatus } from './job-status';

export type ServiceRequestTab = 'available' | 'jobs';

export interface ServiceRequestView {
  tab: ServiceRequestTab;
  status: JobStatus;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseServiceRequestView(params: SearchParams): ServiceRequestView {
  const status = first(params.status);
  return {
    tab: first(params.tab) === 'jobs' ? 'jobs' : 'available',
    status: isJobStatus(status) ? status : 'accepted',
    page: parsePageParam(params.page),
  };
}

/** The page's URL with only what differs from the defaults (the Available tab, page 1). */
export function serviceRequestHref({ tab = 'available', status = 'accepted', page = 1 }: Partial<ServiceRequestView>): string {
  const query = new URLSearchParams();
  if (tab === 'jobs') {
    query.set('tab', 'jobs');
    if (status !== 'accepted') query.set('status', status);
  }
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  // TODO(lead): paths.provider.serviceRequest could take this query, as paths.profile.booking does.
  return search ? `${paths.provider.serviceRequest()}?${search}` : paths.provider.serviceRequest();
}
