'use client';
// The provider's own onboarding calls (spec §7 Provider): wire types as the API sends them, and
// one query hook per resource so pages, the layout's dialog and the forms share one cache entry.
import type { ProviderProfile } from '@hearth/shared/api-types';
import type { VerificationStatus } from '@hearth/shared/constants';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';

/** GET/PATCH /api/service-provider/profile (spec §3 Provider profile); the shape is shared with the admin review. */
export type { ProviderProfile };

/** PATCH answers the saved profile, whether the new phone number still needs its code, and the new email waiting for its link. */
export interface SavedProviderProfile extends ProviderProfile {
  phoneChangePending: boolean;
  pendingEmail: string | null;
}

export interface ProviderDocument {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** API path that serves the file to its owner, with the Bearer token. */
  url: string;
}

/** GET/POST /api/service-provider (spec §3 Provider verification); the SIN comes masked. */
export interface BusinessDetails {
  _id: string;
  verificationstatus: VerificationStatus;
  bussinessname: string;
  qualification: string;
  /** ***-***-123, or null before the first submission. */
  socialInsuranceNum: string | null;
  residentStatus: string;
  yearsOfExperince: number | null;
  submittedAt: string | null;
  rejectionReason: string | null;
  documents: Record<ProviderDocumentField, ProviderDocument | null>;
}

export interface ActionRequiredItem {
  _id: string;
  message: string;
  createdAt: string;
}

export interface ServiceArea {
  _id: string;
  kind: 'fsa' | 'city';
  value: string;
  province: string | null;
  label: string;
}

export interface ProviderCategories {
  services: string[];
  areas: ServiceArea[];
  categories: { _id: string; name: string; services: { _id: string; name: string; slug: string; selected: boolean }[] }[];
}

/** GET fetch-stripe-account: only the bank account's last four digits ever leave the API. */
export interface PayoutAccount {
  connected: boolean;
  gateway: string | null;
  /** Follows the payment provider: it can pause payouts until it has what it needs (see requirementsDue). */
  payoutsEnabled: boolean;
  /** What the payment provider still needs before it pays out, in its own terms ('individual.verification.document'). */
  requirementsDue: string[];
  bankAccount: { last4: string; routing_number: string; display: string } | null;
  /** After a bank account change, no payout is sent before this time (ISO). */
  payoutsHeldUntil: string | null;
}

export const providerKeys = {
  profile: ['provider', 'profile'] as const,
  businessDetails: ['provider', 'business-details'] as const,
  actionRequired: ['provider', 'action-required'] as const,
  categories: ['provider', 'categories'] as const,
  payoutAccount: ['provider', 'payout-account'] as const,
};

function useProviderQuery<T>(queryKey: readonly string[], path: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await apiRequest<T>(path, { token, signal })).data,
    enabled: Boolean(token),
  });
}

export const useProviderProfile = () => useProviderQuery<ProviderProfile>(providerKeys.profile, apiPaths.provider.profile());
export const useBusinessDetails = () => useProviderQuery<BusinessDetails>(providerKeys.businessDetails, apiPaths.provider.businessDetails());
export const useProviderCategories = () => useProviderQuery<ProviderCategories>(providerKeys.categories, apiPaths.provider.categoryList());
export const usePayoutAccount = () => useProviderQuery<PayoutAccount>(providerKeys.payoutAccount, apiPaths.provider.payoutAccount());

/**
 * What admins asked the provider to do. A failure is logged and reads as "nothing asked":
 * the spec has no user-facing message for it (§8), and pages still work without it.
 */
export function useActionRequired() {
  const token = useAccessToken();
  return useQuery({
    queryKey: providerKeys.actionRequired,
    queryFn: async ({ signal }) => {
      try {
        return (await apiRequest<ActionRequiredItem[]>(apiPaths.provider.actionRequired(), { token, signal })).data ?? [];
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Loading the action-required list failed', error);
        return [];
      }
    },
    enabled: Boolean(token),
  });
}
