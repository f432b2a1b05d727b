// The provider queue's tabs (one per verification status, and All) and their URLs; read by the
// server page from the search params and by the queue's tab links.
import { VERIFICATION_STATUSES, type VerificationStatus } from '@hearth/shared/constants';
import { paths } from '@/lib/paths';

export type ProviderQueueTab = VerificationStatus | 'all';

export const DEFAULT_QUEUE_TAB: ProviderQueueTab = 'submitted';

/** Submitted first: it is the work waiting for an admin. */
export const QUEUE_TABS: readonly ProviderQueueTab[] = ['submitted', 'action_required', 'approved', 'suspended', 'rejected', 'pending', 'all'];

/** A `?status=` parameter as a queue tab; anything unknown is the default tab. */
export function parseQueueTab(value: string | string[] | undefined): ProviderQueueTab {
  const status = Array.isArray(value) ? value[0] : value;
  if (status === 'all') return 'all';
  return VERIFICATION_STATUSES.find((s) => s === status) ?? DEFAULT_QUEUE_TAB;
}

/** The queue page's URL; the default tab and the first page leave their parameter out. */
export function queueHref(status: ProviderQueueTab, page = 1): string {
  const query = new URLSearchParams();
  if (status !== DEFAULT_QUEUE_TAB) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return qs ? `${paths.admin.providers()}?${qs}` : paths.admin.providers();
}

export const providerDetailHref = (id: string) => `${paths.admin.providers()}/${encodeURIComponent(id)}`;
