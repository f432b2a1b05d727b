'use client';
// The customer's saved addresses (GET /api/user/addresses, default first): one cache entry that the
// address page and the booking flow's address step share, and how an address reads on a card.
import type { BookingAddress, SavedAddress } from '@hearth/shared/api-types';
import { formatterFor, type Formatter } from '@hearth/shared/format';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { displayPhone } from '@/lib/phone-mask';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export const addressKeys = {
  all: ['saved-addresses'] as const,
  list: (userId: string | undefined) => ['saved-addresses', userId] as const,
};

export function useSavedAddresses() {
  const { data: session } = useSession();
  const token = session?.user.token.accessToken ?? null;
  return useQuery({
    queryKey: addressKeys.list(session?.user._id),
    queryFn: async ({ signal }) => (await apiRequest<SavedAddress[]>(apiPaths.user.addresses(), { token, signal })).data,
    // Only customers keep addresses; a provider booking a job for themselves would be refused.
    enabled: Boolean(token) && session?.user.token.role === 'customer',
  });
}

/** The lines under the name: street, "City, PR A1A 1A1", "+1 416-555-0123" (in French "+1 416 555-0123": pass the page's formatter). */
export function addressLines(address: Omit<BookingAddress, 'name'>, format: Formatter = formatterFor('en')): string[] {
  return [address.street, `${address.city}, ${address.province} ${address.postcode}`, displayPhone(address.phonenumber, format)];
}
