// What the site advertises (the API's offer calls): the discount in the bar and the global offer.
// Through fetchPublic rather than call(): it adds the page's language, the data cache's
// revalidation and tags, and renders without the offer when the call fails.
import type { Role } from '@hearth/shared/constants';
import { endpointUrl } from '@hearth/shared/contract';
import { offerEndpoints, type Discount, type GlobalOffer } from '@hearth/shared/offers/contract';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { apiRequest } from '@/lib/api';
import { fetchPublic } from '@/lib/public-data';

const TAGS = ['offers'];

export const getBarDiscount = cache((): Promise<Discount | null> => fetchPublic<Discount | null>(endpointUrl(offerEndpoints.discount), null, TAGS));

/**
 * The bar's discount as this reader should see it: a customer who has already used the code is
 * not invited to use it again. Their answer is asked with their token and never cached for anyone
 * else; when that call fails, the public answer stands (the booking still refuses a used code).
 */
export const getBarDiscountFor = cache(async (reader: { role: Role; accessToken: string } | null): Promise<Discount | null> => {
  if (reader?.role !== 'customer') return getBarDiscount();
  try {
    const { data } = await apiRequest<Discount | null>(endpointUrl(offerEndpoints.discount), {
      token: reader.accessToken,
      cache: 'no-store',
      headers: { 'Accept-Language': await getLocale() },
    });
    return data && !data.usedByYou ? data : null;
  } catch (error) {
    console.error('Loading the discount bar for a signed-in customer failed; showing the public one', error);
    return getBarDiscount();
  }
});

export const getGlobalOffer = cache((): Promise<GlobalOffer | null> => fetchPublic<GlobalOffer | null>(endpointUrl(offerEndpoints.global), null, TAGS));
