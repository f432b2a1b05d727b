'use client';
// The provider's own onboarding calls, through the shared contract: one
// query hook per resource so pages, the layout's dialog and the forms share one cache entry, and one
// hook per save.
import { accountEndpoints } from '@hearth/shared/account/contract';
import { availabilityEndpoints } from '@hearth/shared/availability/contract';
import type { EndpointInput } from '@hearth/shared/contract';
import { providerEndpoints } from '@hearth/shared/providers/contract';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCall } from '@/lib/use-call';

export type {
  ActionRequiredItem,
  BusinessDetails,
  PayoutAccount,
  ProviderCategories,
  ProviderDocument,
  ProviderProfile,
  SavedProviderProfile,
  ServiceArea,
} from '@hearth/shared/providers/contract';

export const providerKeys = {
  profile: ['provider', 'profile'] as const,
  businessDetails: ['provider', 'business-details'] as const,
  actionRequired: ['provider', 'action-required'] as const,
  categories: ['provider', 'categories'] as const,
  payoutAccount: ['provider', 'payout-account'] as const,
  availability: ['provider', 'availability'] as const,
};

export function useProviderProfile() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: providerKeys.profile,
    queryFn: async ({ signal }) => (await call(providerEndpoints.profile, {}, { signal })).data,
    enabled: signedIn,
  });
}

export function useBusinessDetails() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: providerKeys.businessDetails,
    queryFn: async ({ signal }) => (await call(providerEndpoints.businessDetails, {}, { signal })).data,
    enabled: signedIn,
  });
}

export function useProviderCategories() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: providerKeys.categories,
    queryFn: async ({ signal }) => (await call(providerEndpoints.categories, {}, { signal })).data,
    enabled: signedIn,
  });
}

/**
 * The provider's hours, time off and calendar feed. Here, with the other set-up reads, so the
 * checklist and the Schedule page (features/provider-availability) share one cache entry.
 */
export function useProviderAvailability() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: providerKeys.availability,
    queryFn: async ({ signal }) => (await call(availabilityEndpoints.get, {}, { signal })).data,
    enabled: signedIn,
  });
}

export function usePayoutAccount() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: providerKeys.payoutAccount,
    queryFn: async ({ signal }) => (await call(providerEndpoints.payoutAccount, {}, { signal })).data,
    enabled: signedIn,
  });
}

/**
 * What admins asked the provider to do. A failure is logged and reads as "nothing asked":
 * there is no user-facing message for it, and pages still work without it.
 */
export function useActionRequired() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: providerKeys.actionRequired,
    queryFn: async ({ signal }) => {
      try {
        return (await call(providerEndpoints.actionRequired, {}, { signal })).data ?? [];
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Loading the action-required list failed', error);
        return [];
      }
    },
    enabled: signedIn,
  });
}

/** Each save answers the API's `{ data, message }`; the caller updates its cache entry and says what happened. */
export function useSaveProviderProfile() {
  const { call } = useCall();
  return useCallback((body: EndpointInput<typeof providerEndpoints.saveProfile>['body']) => call(providerEndpoints.saveProfile, { body }), [call]);
}

export function useCancelEmailChange() {
  const { call } = useCall();
  return useCallback(() => call(accountEndpoints.cancelEmailChange), [call]);
}

export function useSaveProviderCategories() {
  const { call } = useCall();
  return useCallback((body: EndpointInput<typeof providerEndpoints.setCategories>['body']) => call(providerEndpoints.setCategories, { body }), [call]);
}

export function useSetBankAccount() {
  const { call } = useCall();
  return useCallback((body: EndpointInput<typeof providerEndpoints.setBankAccount>['body']) => call(providerEndpoints.setBankAccount, { body }), [call]);
}

/** Creates the payout account if needed; answers it with the payment provider's onboarding link. */
export function useSetUpPayoutAccount() {
  const { call } = useCall();
  return useCallback(() => call(providerEndpoints.setUpPayoutAccount), [call]);
}

export function useDeleteDocument() {
  const { call } = useCall();
  return useCallback((docname: ProviderDocumentField) => call(providerEndpoints.deleteDocument, { query: { docname } }), [call]);
}

/** The business-details form goes as multipart: text fields and files. */
export function useSubmitBusinessDetails() {
  const { upload } = useCall();
  return useCallback((form: FormData) => upload(providerEndpoints.submitBusinessDetails, { form }), [upload]);
}

/** The owner's own file, from the download path the business details answer with. */
export function useDocumentBlob() {
  return useCall().downloadPath;
}
