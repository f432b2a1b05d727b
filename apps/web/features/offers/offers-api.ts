// What the site advertises (the API's offer calls): the discount in the bar and the global offer.
// Through fetchPublic rather than call(): it adds the page's language, the data cache's
// revalidation and tags, and renders without the offer when the call fails.
import { endpointUrl } from '@hearth/shared/contract';
import { offerEndpoints, type Discount, type GlobalOffer } from '@hearth/shared/offers/contract';
import { cache } from 'react';
import { fetchPublic } from '@/lib/public-data';

const TAGS = ['offers'];

export const getBarDiscount = cache((): Promise<Discount | null> => fetchPublic<Discount | null>(endpointUrl(offerEndpoints.discount), null, TAGS));

export const getGlobalOffer = cache((): Promise<GlobalOffer | null> => fetchPublic<GlobalOffer | null>(endpointUrl(offerEndpoints.global), null, TAGS));
