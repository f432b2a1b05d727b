// The public profile page of a professional, readable by anyone.
import type { FastifyInstance } from 'fastify';
import { professionalEndpoints } from '@hearth/shared/professionals/contract';
import type { AppContext } from '../../context';
import { publicCache } from '../../plugins/cache-headers';
import { registerEndpoint } from '../../plugins/contract';
import { requestLocale } from '../../plugins/locale';
import { limit } from '../../plugins/rate-limit';
import { professionalProfile } from './profile';

const CACHE_SECONDS = 60;
/** Generous for a person reading profiles, low enough that walking every id is slow. */
const PROFILES_PER_MINUTE = 120;

export function professionalRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, professionalEndpoints.profile, async ({ req, params }) => ({ data: await professionalProfile(ctx, params.id, requestLocale(req)) }), {
    ...publicCache(CACHE_SECONDS),
    config: limit(PROFILES_PER_MINUTE, '1 minute'),
  });
}
