'use client';
// The customer's saved cards (GET /api/user/payment-methods, default first): one cache entry that
// the payment methods page and /payment share.
import type { SavedPaymentMethod } from '@hearth/shared/api-types';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export const paymentMethodKeys = {
  all: ['saved-payment-methods'] as const,
  list: (userId: string | undefined) => ['saved-payment-methods', userId] as const,
};

export function useSavedPaymentMethods() {
  const { data: session } = useSession();
  const token = session?.user.token.accessToken ?? null;
  return useQuery({
    queryKey: paymentMethodKeys.list(session?.user._id),
    queryFn: async ({ signal }) => (await apiRequest<SavedPaymentMethod[]>(apiPaths.user.paymentMethods(), { token, signal })).data,
    // Only customers keep cards.
    enabled: Boolean(token) && session?.user.token.role === 'customer',
  });
}
