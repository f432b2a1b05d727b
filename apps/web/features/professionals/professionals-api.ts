// A professional's public profile for the server-rendered page, and the provider's own editing of it.
import { endpointUrl } from '@hearth/shared/contract';
import { professionalEndpoints } from '@hearth/shared/professionals/contract';
import type { ProfessionalProfile } from '@hearth/shared/professionals/wire';
import { cache } from 'react';
import { fetchPublicOrNull } from '@/lib/public-data';

const TAGS = ['professionals'];

/** null when no approved, active professional has this id (the page is a 404). */
export const getProfessional = cache(
  (id: string): Promise<ProfessionalProfile | null> => fetchPublicOrNull(endpointUrl(professionalEndpoints.profile, { params: { id } }), TAGS),
);
