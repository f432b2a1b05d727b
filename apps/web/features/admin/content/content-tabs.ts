// The sections of /admin/content, read from ?tab= (and the blog's ?page=) by the server page and drawn by the console.
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsPage } from '@/lib/url-state';

export const CONTENT_TABS = ['cards', 'faqs', 'pages', 'blog', 'contact'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

const contentSearchParams = {
  tab: parseAsStringLiteral(CONTENT_TABS).withDefault('cards'),
  page: parseAsPage,
};

/** Anything unknown is the first section and page 1. */
export const parseContentView = createViewLoader(contentSearchParams);

const href = createHref(contentSearchParams);

export const contentHref = (tab: ContentTab, page?: number): string => href(paths.admin.content(), { tab, page });
