// Spec §7 GET /api/offer/globalOffer ({ success, data }) and the discount bar's discount (§2, §3).
// `data` is null when nothing is on offer.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { publicCache } from '../../plugins/cache-headers';
import { requestLocale } from '../../plugins/locale';
import { currentBarDiscount, globalOffer } from './service';

export function offerRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = { config: { access: 'public' as const }, ...publicCache(60) };

  app.get('/api/offer/globalOffer', route, async (req) => ({ success: true, data: await globalOffer(ctx, requestLocale(req)) }));

  app.get('/api/offer/discount', route, async (req) => ({ success: true, data: await currentBarDiscount(ctx, requestLocale(req)) }));
}
