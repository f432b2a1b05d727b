'use client';
// The customer's saved cards (GET /api/user/payment-methods, default first): one cache entry that
// the payment methods page and /payment share, and the calls that add, remove and reorder them.
import { paymentMethodEndpoints, type SavePaymentMethodInput } from '@hearth/shared/payment-methods/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useCall } from '@/lib/use-call';

export const paymentMethodKeys = {
  all: ['saved-payment-methods'] as const,
  list: (userId: string | undefined) => ['saved-payment-methods', userId] as const,
};

export function useSavedPaymentMethods() {
  const { data: session } = useSession();
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: paymentMethodKeys.list(session?.user._id),
    queryFn: async ({ signal }) => (await call(paymentMethodEndpoints.list, {}, { signal })).data,
    // Only customers keep cards.
    enabled: signedIn && session?.user.token.role === 'customer',
  });
}

/** How to collect a card: asked afresh each time the panel opens, since a Stripe SetupIntent is good for one card. */
export function usePaymentMethodSetup() {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: ['payment-method-setup'],
    queryFn: async () => (await call(paymentMethodEndpoints.setup)).data,
    enabled: signedIn,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Saves a card the gateway has tokenised; the form decides what the answer means (saved, already saved, declined). */
export function useSavePaymentMethod() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: SavePaymentMethodInput) => call(paymentMethodEndpoints.save, { body }) });
}

/** One card's "Make default" and removal, for the shared saved-item buttons. */
export function usePaymentMethodCalls(id: string) {
  const { call } = useCall();
  return {
    makeDefault: () => call(paymentMethodEndpoints.makeDefault, { params: { id } }),
    remove: () => call(paymentMethodEndpoints.remove, { params: { id } }),
  };
}
