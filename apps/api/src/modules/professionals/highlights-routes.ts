// The home page's highlights over HTTP: public, the same for every reader of a language, so the
// serialised envelope is kept in memory and sent with its ETag like the catalogue.
import type { FastifyInstance } from 'fastify';
import { highlightEndpoints } from '@hearth/shared/professionals/highlights-contract';
import type { AppContext } from '../../context';
import { sendCached } from '../../plugins/envelope-cache';
import { requestLocale } from '../../plugins/locale';
import { cachedHomeHighlights } from './highlights';

export function highlightRoutes(app: FastifyInstance, ctx: AppContext) {
  const { home } = highlightEndpoints;
  // By hand: the answer is the cached envelope, not one built per call.
  app.get(home.path, { config: { access: home.access } }, async (req, reply) => sendCached(req, reply, await cachedHomeHighlights(ctx, requestLocale(req))));
}
