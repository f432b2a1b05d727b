'use client';
// The admin content and discounts API calls (issue 9): paths, query keys, and one way to send a
// change that refreshes the admin lists and the public pages' cached copy of what changed.
import type { AdminBlogPage, AdminBlogPost, AdminCmsCard, AdminContentPage, AdminFaq, AdminSiteContact, CmsCardList } from '@hearth/shared/admin/content';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type ApiResult } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { refreshPublicData } from '@/features/admin/refresh-public-data';

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const adminContentApi = {
  discounts: (query: Record<string, string | number | undefined> = {}) => withQuery('/api/admin/discounts', query),
  discount: (id: string) => `/api/admin/discounts/${id}`,
  deactivateDiscount: (id: string) => `/api/admin/discounts/${id}/deactivate`,
  offer: () => '/api/admin/offer',
  cards: (kind?: CmsCardList) => withQuery('/api/admin/content/cards', { kind }),
  card: (id: string) => `/api/admin/content/cards/${id}`,
  faqs: (serviceId?: string) => withQuery('/api/admin/content/faqs', { serviceId }),
  faq: (id: string) => `/api/admin/content/faqs/${id}`,
  pages: () => '/api/admin/content/pages',
  page: (id: string) => `/api/admin/content/pages/${id}`,
  posts: (query: { status?: string; locale?: string; missingFrench?: string; pageNo?: number; size?: number } = {}) => withQuery('/api/admin/content/blog', query),
  post: (id: string) => `/api/admin/content/blog/${id}`,
  postCover: (id: string) => `/api/admin/content/blog/${id}/cover`,
  site: () => '/api/admin/content/site',
  contact: () => '/api/admin/content/contact',
  social: () => '/api/admin/content/social',
  /** The public catalogue, for choosing the service a FAQ belongs to. */
  catalogue: () => '/api/category/catelog',
};

export const adminContentKeys = {
  discounts: ['admin-discounts'] as const,
  offer: ['admin-offer'] as const,
  cards: ['admin-content', 'cards'] as const,
  faqs: ['admin-content', 'faqs'] as const,
  pages: ['admin-content', 'pages'] as const,
  posts: ['admin-content', 'posts'] as const,
  site: ['admin-content', 'site'] as const,
  catalogue: ['admin-content', 'catalogue'] as const,
};

/** The public data-cache tags a change touches (features/*-api.ts). */
export type PublicTag = 'offers' | 'content' | 'blog' | 'catalog';

/** A GET of the admin API under `key`, once signed in. */
export function useAdminQuery<T>(key: QueryKey, path: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...key, path],
    queryFn: async ({ signal }) => (await apiRequest<T>(path, { token, signal })).data,
    enabled: Boolean(token),
  });
}

export const useCards = (kind: CmsCardList) => useAdminQuery<AdminCmsCard[]>(adminContentKeys.cards, adminContentApi.cards(kind));
export const useFaqs = (serviceId?: string) => useAdminQuery<AdminFaq[]>(adminContentKeys.faqs, adminContentApi.faqs(serviceId));
export const usePages = () => useAdminQuery<AdminContentPage[]>(adminContentKeys.pages, adminContentApi.pages());
/** A page of posts; `locale` keeps one language, `onlyMissing` the English posts with no French version. */
export const usePosts = (pageNo: number, filters: { status?: string; locale?: string; onlyMissing?: boolean } = {}) =>
  useAdminQuery<AdminBlogPage>(
    adminContentKeys.posts,
    adminContentApi.posts({ pageNo, status: filters.status, locale: filters.locale, missingFrench: filters.onlyMissing ? '1' : undefined, size: 10 }),
  );
export const useSiteContact = () => useAdminQuery<AdminSiteContact>(adminContentKeys.site, adminContentApi.site());
export type { AdminBlogPost };

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * Sends one change; once saved, the admin list under `key` is re-fetched and the public pages'
 * cached copies under `tags` are expired, so visitors see the change on their next page.
 */
export function useAdminChange(key: QueryKey, tags: PublicTag[]) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return async function send<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
    const result = await apiRequest<T>(path, { method, body, token });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      refreshPublicData(tags).catch((error: unknown) => console.error('Refreshing the public pages failed', error)),
    ]);
    return result;
  };
}
