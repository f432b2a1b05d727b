// What the site advertises (spec §7 offer calls): the discount in the bar and the global offer.
import type { Discount, GlobalOffer } from '@hearth/shared/api-types';
import { cache } from 'react';
import { fetchPublic } from '@/lib/public-data';
import { apiPaths } from '@/lib/paths';

const TAGS = ['offers'];

export const getBarDiscount = cache((): Promise<Discount | null> => fetchPublic(apiPaths.offer.discount(), null, TAGS));

export const getGlobalOffer = cache((): Promise<GlobalOffer | null> => fetchPublic(apiPaths.offer.global(), null, TAGS));
