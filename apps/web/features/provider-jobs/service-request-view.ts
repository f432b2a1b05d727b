// Where the Service Request page is (tab, status chip, page), kept in the URL so a reload, a shared
// link or the back button land on the same list: /serviceprovider/servicerequest?tab=jobs&status=in_progress&page=2
// The Available tab's sort and filters live there too: ?sort=price&area=M5V&from=2026-11-01&to=2026-11-30
import { AVAILABLE_BOOKING_SORTS, type AvailableBookingSort } from '@hearth/shared/schemas/booking';
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsDay, parseAsPage, parseAsText, type SearchParams } from '@/lib/url-state';
import { JOB_STATUSES, type JobStatus } from './job-status';

export type ServiceRequestTab = 'available' | 'jobs';

export interface ServiceRequestView {
  tab: ServiceRequestTab;
  status: JobStatus;
  page: number;
  sort?: AvailableBookingSort;
  area?: string;
  from?: string;
  to?: string;
}

const serviceRequestSearchParams = {
  tab: parseAsStringLiteral<ServiceRequestTab>(['available', 'jobs']).withDefault('available'),
  status: parseAsStringLiteral(JOB_STATUSES).withDefault('accepted'),
  page: parseAsPage,
  sort: parseAsStringLiteral(AVAILABLE_BOOKING_SORTS).withDefault('date'),
  area: parseAsText(80),
  from: parseAsDay,
  to: parseAsDay,
};

export const parseServiceRequestView: (params: SearchParams) => ServiceRequestView = createViewLoader(serviceRequestSearchParams);

const href = createHref(serviceRequestSearchParams);

/** The page's URL with only what differs from the defaults (the Available tab, page 1); the status chip belongs to the Jobs tab. */
export function serviceRequestHref({ tab = 'available', status = 'accepted', page = 1, sort = 'date', area, from, to }: Partial<ServiceRequestView>): string {
  // TODO(lead): paths.provider.serviceRequest could take this query, as paths.profile.booking does.
  const available = tab === 'available';
  return href(paths.provider.serviceRequest(), {
    tab,
    status: tab === 'jobs' ? status : undefined,
    page,
    sort: available ? sort : undefined,
    area: available ? area : undefined,
    from: available ? from : undefined,
    to: available ? to : undefined,
  });
}

/** Whether the Available list is narrowed (the sort only orders it). */
export const hasAvailableFilters = (view: Partial<ServiceRequestView>) => Boolean(view.area || view.from || view.to);
