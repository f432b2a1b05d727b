'use client';
// The customer's saved addresses (GET /api/user/addresses, default first): one cache entry that the
// address page and the booking flow's address step share, the calls that change it, and how an
// address reads on a card.
import { addressEndpoints, type SavedAddress, type savedAddressSchema } from '@hearth/shared/addresses/contract';
import type { BookingAddress } from '@hearth/shared/bookings/wire';
import { formatterFor, type Formatter } from '@hearth/shared/format';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import type { z } from 'zod';
import { displayPhone } from '@/lib/phone-mask';
import { useCall } from '@/lib/use-call';

export const addressKeys = {
  all: ['saved-addresses'] as const,
  list: (userId: string | undefined) => ['saved-addresses', userId] as const,
};

export function useSavedAddresses() {
  const { data: session } = useSession();
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: addressKeys.list(session?.user._id),
    queryFn: async ({ signal }) => (await call(addressEndpoints.list, {}, { signal })).data,
    // Only customers keep addresses; a provider booking a job for themselves would be refused.
    enabled: signedIn && session?.user.token.role === 'customer',
  });
}

/** Saves the dialog's address: a new one when `address` is null, else that one. The caller refreshes the list and shows field errors. */
export function useSaveAddress(address: SavedAddress | null) {
  const { call } = useCall();
  return useMutation({
    mutationFn: (body: z.output<typeof savedAddressSchema>) =>
      address ? call(addressEndpoints.update, { params: { id: address._id }, body }) : call(addressEndpoints.create, { body }),
  });
}

/** One card's "Make default" and removal, for the shared saved-item buttons. */
export function useAddressCalls(id: string) {
  const { call } = useCall();
  return {
    makeDefault: () => call(addressEndpoints.makeDefault, { params: { id } }),
    remove: () => call(addressEndpoints.remove, { params: { id } }),
  };
}

/** The lines under the name: street, "City, PR A1A 1A1", "+1 416-555-0123" (in French "+1 416 555-0123": pass the page's formatter). */
export function addressLines(address: Omit<BookingAddress, 'name'>, format: Formatter = formatterFor('en')): string[] {
  return [address.street, `${address.city}, ${address.province} ${address.postcode}`, displayPhone(address.phonenumber, format)];
}
