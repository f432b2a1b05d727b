// The home page's recent reviews and professionals (GET /api/home/highlights) for server components.
// Cached and revalidated like the catalogue; when the call fails both sections are simply left out.
import { endpointUrl } from '@hearth/shared/contract';
import { highlightEndpoints, type HomeHighlights } from '@hearth/shared/professionals/highlights-contract';
import { cache } from 'react';
import { fetchPublic } from '@/lib/public-data';

const NONE: HomeHighlights = { reviews: [], professionals: [] };

export const getHomeHighlights = cache((): Promise<HomeHighlights> => fetchPublic(endpointUrl(highlightEndpoints.home), NONE, ['reviews']));
