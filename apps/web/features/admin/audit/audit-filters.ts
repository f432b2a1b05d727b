// The audit log's filters as they live in the page URL (?entity=&entityId=&actorId=&action=&order=&page=).
import type { AuditOrder } from '@hearth/shared/admin/audit';
import { paths } from '@/lib/paths';

export interface AuditFilters {
  entity?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  /** Newest first unless 'oldest'. */
  order?: AuditOrder;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export function parseAuditFilters(params: SearchParams): AuditFilters {
  const order = first(params.order) === 'oldest' ? 'oldest' : undefined;
  return { entity: first(params.entity), entityId: first(params.entityId), actorId: first(params.actorId), action: first(params.action), order };
}

/** The audit page's URL for these filters; empty filters and page 1 are left out. */
export function auditHref(filters: AuditFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return qs ? `${paths.admin.audit()}?${qs}` : paths.admin.audit();
}
