'use client';
// The discount codes and the global offer through the API: the list, the offer, and the changes,
// each of which refreshes the admin list and expires the public discount bar and offer.
import { adminDiscountEndpoints } from '@hearth/shared/admin/content/contract';
import type { EndpointInput } from '@hearth/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';
import { adminContentKeys, useContentChange } from '@/features/admin/content';

export type DiscountListQuery = NonNullable<EndpointInput<typeof adminDiscountEndpoints.list>['query']>;
type DiscountBody = EndpointInput<typeof adminDiscountEndpoints.create>['body'];
type OfferBody = EndpointInput<typeof adminDiscountEndpoints.saveOffer>['body'];

const TAGS = ['offers'] as const;

export function useDiscounts(query: DiscountListQuery) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: [...adminContentKeys.discounts, query],
    queryFn: async ({ signal }) => (await call(adminDiscountEndpoints.list, { query }, { signal })).data,
    enabled: signedIn,
  });
}

/** The offer the console edits; null until one is written. */
export function useOffer() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: adminContentKeys.offer,
    queryFn: async ({ signal }) => (await call(adminDiscountEndpoints.offer, {}, { signal })).data,
    enabled: signedIn,
  });
}

/** Creates a discount (no id) or saves one. */
export const useSaveDiscount = () =>
  useContentChange(adminContentKeys.discounts, TAGS, (call, { id, body }: { id?: string; body: DiscountBody }) =>
    id ? call(adminDiscountEndpoints.update, { params: { id }, body }) : call(adminDiscountEndpoints.create, { body }),
  );

export const useDeactivateDiscount = () =>
  useContentChange(adminContentKeys.discounts, TAGS, (call, id: string) => call(adminDiscountEndpoints.deactivate, { params: { id } }));

export const useSaveOffer = () => useContentChange(adminContentKeys.offer, TAGS, (call, body: OfferBody) => call(adminDiscountEndpoints.saveOffer, { body }));
