// GET /api/offer/globalOffer ({ success, data }) and the discount bar's discount.
// `data` is null when nothing is on offer.
import type { FastifyInstance } from 'fastify';
import { offerEndpoints } from '@hearth/shared/offers/contract';
import type { AppContext } from '../../context';
import { publicCache } from '../../plugins/cache-headers';
import { registerEndpoint } from '../../plugins/contract';
import { requestLocale } from '../../plugins/locale';
import { currentBarDiscount, globalOffer } from './service';

export function offerRoutes(app: FastifyInstance, ctx: AppContext) {
  // A plugin of their own so the Cache-Control hook applies to these two routes only.
  void app.register(async (offers) => {
    offers.addHook('onSend', publicCache(60).onSend);
    registerEndpoint(offers, offerEndpoints.global, async ({ req }) => ({ data: await globalOffer(ctx, requestLocale(req)) }));
    registerEndpoint(offers, offerEndpoints.discount, async ({ req }) => ({ data: await currentBarDiscount(ctx, requestLocale(req)) }));
  });
}
