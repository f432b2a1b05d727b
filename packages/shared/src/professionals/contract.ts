// A professional's public profile page, readable by anyone (a token is accepted but not needed).
import { defineEndpoint } from '../contract';
import { idParams } from '../wire';
import { professionalProfileSchema } from './wire';

export const PROFESSIONAL_NOT_FOUND = 'Professional not found';

export const professionalEndpoints = {
  /** Approved, active professionals only; anyone else is a 404 that names nothing. */
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/professionals/:id',
    access: 'public',
    params: idParams('id', PROFESSIONAL_NOT_FOUND),
    response: professionalProfileSchema,
  }),
};
