'use client';
// The admin content API calls: the lists, and the changes, each of which refreshes the admin list it
// touched and expires the public pages' cached copy of what changed. The discounts section sends its
// changes through the same `useContentChange`.
import { adminContentEndpoints, type CmsCardList } from '@hearth/shared/admin/content/contract';
import { catalogEndpoints } from '@hearth/shared/catalog/contract';
import type { EndpointDefinition, EndpointInput } from '@hearth/shared/contract';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api';
import { call as callPublic } from '@/lib/call';
import { useCall, type BoundCall } from '@/lib/use-call';
import { refreshPublicData } from '@/features/admin/server';

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

/**
 * One change; once saved, the admin lists under `key` are re-fetched and the public pages' cached
 * copies under `tags` are expired, so visitors see the change on their next page.
 */
export function useContentChange<V, A extends ApiResult<unknown>>(key: QueryKey, tags: readonly PublicTag[], send: (call: BoundCall, variables: V) => Promise<A>) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(call, variables),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        refreshPublicData([...tags]).catch((error: unknown) => console.error('Refreshing the public pages failed', error)),
      ]),
  });
}

export function useCards(kind: CmsCardList) {
  const { call, signedIn } = useCall();
  const query: EndpointInput<typeof adminContentEndpoints.cards>['query'] = { kind };
  return useQuery({
    queryKey: [...adminContentKeys.cards, query],
    queryFn: async ({ signal }) => (await call(adminContentEndpoints.cards, { query }, { signal })).data,
    enabled: signedIn,
  });
}

export function useFaqs(serviceId?: string) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: [...adminContentKeys.faqs, serviceId ?? null],
    queryFn: async ({ signal }) => (await call(adminContentEndpoints.faqs, { query: { serviceId } }, { signal })).data,
    enabled: signedIn,
  });
}

export function usePages() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminContentKeys.pages,
    queryFn: async ({ signal }) => (await call(adminContentEndpoints.pages, {}, { signal })).data,
    enabled: signedIn,
  });
}

/** A page of posts; `locale` keeps one language, `onlyMissing` the English posts with no French version. */
export function usePosts(pageNo: number, filters: { status?: 'published' | 'draft'; locale?: 'en' | 'fr'; onlyMissing?: boolean } = {}) {
  const { call, signedIn } = useCall();
  const query: EndpointInput<typeof adminContentEndpoints.posts>['query'] = {
    pageNo,
    status: filters.status,
    locale: filters.locale,
    missingFrench: filters.onlyMissing ? '1' : undefined,
    size: 10,
  };
  return useQuery({
    queryKey: [...adminContentKeys.posts, query],
    queryFn: async ({ signal }) => (await call(adminContentEndpoints.posts, { query }, { signal })).data,
    enabled: signedIn,
  });
}

export function useSiteContact() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminContentKeys.site,
    queryFn: async ({ signal }) => (await call(adminContentEndpoints.site, {}, { signal })).data,
    enabled: signedIn,
  });
}

/** The public catalogue, for choosing the service a FAQ belongs to (it answers in the console's language). */
export function usePublicCatalogue() {
  return useQuery({
    queryKey: adminContentKeys.catalogue,
    queryFn: async ({ signal }) => (await callPublic(catalogEndpoints.catalogue, {}, { signal })).data,
  });
}

type Body<E extends EndpointDefinition> = EndpointInput<E>['body'];
type CardBody = Body<typeof adminContentEndpoints.createCard>;
type FaqBody = Body<typeof adminContentEndpoints.createFaq>;
type PageBody = Body<typeof adminContentEndpoints.createPage>;
type PostBody = Body<typeof adminContentEndpoints.createPost>;

const CARD_TAGS = ['content'] as const;
// A service's answers show on its page (catalogue cache); the FAQ page's under 'content'.
const FAQ_TAGS = ['content', 'catalog'] as const;
const PAGE_TAGS = ['content'] as const;
const POST_TAGS = ['blog'] as const;

/** Creates a card (no id) or saves one. */
export const useSaveCard = () =>
  useContentChange(adminContentKeys.cards, CARD_TAGS, (call, { id, body }: { id?: string; body: CardBody }) =>
    id ? call(adminContentEndpoints.updateCard, { params: { id }, body }) : call(adminContentEndpoints.createCard, { body }),
  );
export const useDeleteCard = () => useContentChange(adminContentKeys.cards, CARD_TAGS, (call, id: string) => call(adminContentEndpoints.deleteCard, { params: { id } }));

export const useSaveFaq = () =>
  useContentChange(adminContentKeys.faqs, FAQ_TAGS, (call, { id, body }: { id?: string; body: FaqBody }) =>
    id ? call(adminContentEndpoints.updateFaq, { params: { id }, body }) : call(adminContentEndpoints.createFaq, { body }),
  );
export const useDeleteFaq = () => useContentChange(adminContentKeys.faqs, FAQ_TAGS, (call, id: string) => call(adminContentEndpoints.deleteFaq, { params: { id } }));

export const useSavePage = () =>
  useContentChange(adminContentKeys.pages, PAGE_TAGS, (call, { id, body }: { id?: string; body: PageBody }) =>
    id ? call(adminContentEndpoints.updatePage, { params: { id }, body }) : call(adminContentEndpoints.createPage, { body }),
  );
export const useDeletePage = () => useContentChange(adminContentKeys.pages, PAGE_TAGS, (call, id: string) => call(adminContentEndpoints.deletePage, { params: { id } }));

export const useSavePost = () =>
  useContentChange(adminContentKeys.posts, POST_TAGS, (call, { id, body }: { id?: string; body: PostBody }) =>
    id ? call(adminContentEndpoints.updatePost, { params: { id }, body }) : call(adminContentEndpoints.createPost, { body }),
  );
export const useDeletePost = () => useContentChange(adminContentKeys.posts, POST_TAGS, (call, id: string) => call(adminContentEndpoints.deletePost, { params: { id } }));

type CoverInput = EndpointInput<typeof adminContentEndpoints.setPostCover>;

/** Uploads a post's cover (a file), or removes it (null). */
export const usePostCover = (postId: string) =>
  useContentChange(adminContentKeys.posts, POST_TAGS, (call, file: File | null) => {
    if (!file) return call(adminContentEndpoints.removePostCover, { params: { id: postId } });
    const body = new FormData();
    body.append('image', file);
    // The contract declares no body: the API reads the picture from the multipart form.
    return call(adminContentEndpoints.setPostCover, { params: { id: postId }, body } as unknown as CoverInput);
  });

export const useSaveContact = () =>
  useContentChange(adminContentKeys.site, CARD_TAGS, (call, body: Body<typeof adminContentEndpoints.saveContact>) => call(adminContentEndpoints.saveContact, { body }));
export const useSaveSocialLinks = () =>
  useContentChange(adminContentKeys.site, CARD_TAGS, (call, body: Body<typeof adminContentEndpoints.saveSocial>) => call(adminContentEndpoints.saveSocial, { body }));
