// The audit log's filters as they live in the page URL (?entity=&entityId=&actorId=&action=&order=&page=).
import type { AuditOrder } from '@hearth/shared/admin/audit';
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsPage, parseAsText, type SearchParams } from '@/lib/url-state';

export interface AuditFilters {
  entity?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  /** Newest first unless 'oldest'. */
  order?: AuditOrder;
}

const auditSearchParams = {
  entity: parseAsText(),
  entityId: parseAsText(),
  actorId: parseAsText(),
  action: parseAsText(),
  // Newest first is the default, so only 'oldest' is ever written or read.
  order: parseAsStringLiteral<AuditOrder>(['oldest']),
  page: parseAsPage,
};

const load = createViewLoader(auditSearchParams);

export function parseAuditView(params: SearchParams): { filters: AuditFilters; page: number } {
  const { page, ...filters } = load(params);
  return { filters, page };
}

const href = createHref(auditSearchParams);

/** The audit page's URL for these filters; empty filters and page 1 are left out. */
export const auditHref = (filters: AuditFilters, page = 1): string => href(paths.admin.audit(), { ...filters, page });
