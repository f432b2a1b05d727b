// The inbox's filters and page live in the URL (/admin/inbox?kind=&status=&source=&needsCallback=&q=&page=),
// so a reload, the back button from an item, or a shared link shows the same list.
import { INBOX_KINDS, INBOX_SOURCES, INBOX_STATUSES, type InboxKind, type InboxSource, type InboxStatus } from '@hearth/shared/admin/inbox';
import type { inboxListQuerySchema } from '@hearth/shared/admin/inbox/contract';
import type { z } from 'zod';
import { parsePageParam } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';

export const INBOX_PATH = paths.admin.inbox();
export const inboxItemPath = (kind: InboxKind, id: string) => `${INBOX_PATH}/${kind}/${id}`;

export interface InboxView {
  kind?: InboxKind;
  status?: InboxStatus;
  source?: InboxSource;
  needsCallback: boolean;
  q: string;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);

/** Unknown values fall back to the defaults: everything, newest first, page 1. */
export function parseInboxView(params: SearchParams): InboxView {
  return {
    kind: oneOf(INBOX_KINDS, first(params.kind)),
    status: oneOf(INBOX_STATUSES, first(params.status)),
    source: oneOf(INBOX_SOURCES, first(params.source)),
    needsCallback: first(params.needsCallback) === 'true',
    q: first(params.q).trim().slice(0, 200),
    page: parsePageParam(params.page),
  };
}

function filterQuery(view: InboxView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.kind) query.set('kind', view.kind);
  if (view.status) query.set('status', view.status);
  if (view.source) query.set('source', view.source);
  if (view.needsCallback) query.set('needsCallback', 'true');
  if (view.q) query.set('q', view.q);
  return query;
}

export function inboxHref(view: InboxView, change: Partial<InboxView> = {}): string {
  const next = { ...view, ...change };
  const query = filterQuery(next);
  if (next.page > 1) query.set('page', String(next.page));
  const search = query.toString();
  return search ? `${INBOX_PATH}?${search}` : INBOX_PATH;
}

/** The API's query for this view (it names the page `pageNo`); an empty filter is left out. */
export function inboxApiQuery(view: InboxView, size: number): z.input<typeof inboxListQuerySchema> {
  return {
    kind: view.kind,
    status: view.status,
    source: view.source,
    needsCallback: view.needsCallback ? 'true' : undefined,
    q: view.q || undefined,
    pageNo: view.page,
    size,
  };
}
