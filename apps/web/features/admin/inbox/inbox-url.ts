// The inbox's filters and page live in the URL (/admin/inbox?kind=&status=&source=&needsCallback=&q=&page=),
// so a reload, the back button from an item, or a shared link shows the same list.
import { INBOX_KINDS, INBOX_SOURCES, INBOX_STATUSES, type InboxKind, type InboxSource, type InboxStatus } from '@hearth/shared/admin/inbox';
import type { inboxListQuerySchema } from '@hearth/shared/admin/inbox/contract';
import { parseAsStringLiteral } from 'nuqs/server';
import type { z } from 'zod';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsFlag, parseAsPage, parseAsText, type SearchParams } from '@/lib/url-state';

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

const inboxSearchParams = {
  kind: parseAsStringLiteral(INBOX_KINDS),
  status: parseAsStringLiteral(INBOX_STATUSES),
  source: parseAsStringLiteral(INBOX_SOURCES),
  needsCallback: parseAsFlag('true'),
  q: parseAsText(200).withDefault(''),
  page: parseAsPage,
};

/** Unknown values fall back to the defaults: everything, newest first, page 1. */
export const parseInboxView: (params: SearchParams) => InboxView = createViewLoader(inboxSearchParams);

const href = createHref(inboxSearchParams);

export const inboxHref = (view: InboxView, change: Partial<InboxView> = {}): string => href(INBOX_PATH, { ...view, ...change });

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
