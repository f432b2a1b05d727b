// The provider queue's tabs (one per verification status, and All) and their URLs; read by the
// server page from the search params and by the queue's tab links.
import { VERIFICATION_STATUSES, type VerificationStatus } from '@hearth/shared/constants';
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsPage } from '@/lib/url-state';

export type ProviderQueueTab = VerificationStatus | 'all';

export const DEFAULT_QUEUE_TAB: ProviderQueueTab = 'submitted';

/** Submitted first: it is the work waiting for an admin. */
export const QUEUE_TABS: readonly ProviderQueueTab[] = ['submitted', 'action_required', 'approved', 'suspended', 'rejected', 'pending', 'all'];

/** `?status=` is the tab (anything unknown is the default tab) and `?page=` the page. */
const queueSearchParams = {
  status: parseAsStringLiteral<ProviderQueueTab>([...VERIFICATION_STATUSES, 'all']).withDefault(DEFAULT_QUEUE_TAB),
  page: parseAsPage,
};

export const parseQueueView = createViewLoader(queueSearchParams);

const href = createHref(queueSearchParams);

/** The queue page's URL; the default tab and the first page leave their parameter out. */
export const queueHref = (status: ProviderQueueTab, page = 1): string => href(paths.admin.providers(), { status, page });

export const providerDetailHref = (id: string) => `${paths.admin.providers()}/${encodeURIComponent(id)}`;
