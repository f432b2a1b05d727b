// GET /api/offer/globalOffer ({ success, data }) and the discount bar's discount.
// `data` is null when nothing is on offer.
import type { FastifyInstance } from 'fastify';
import { offerEndpoints } from '@hearth/shared/offers/contract';
import type { AppContext } from '../../context';
import { publicCache } from '../../plugins/cache-headers';
import { optionalUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { requestLocale } from '../../plugins/locale';
import { currentBarDiscount, globalOffer } from './service';

export function offerRoutes(app: FastifyInstance, ctx: AppContext) {
  // A plugin of their own so the Cache-Control hook applies to these two routes only.
  void app.register(async (offers) => {
    const shared = publicCache(60).onSend;
    // An answer for a signed-in caller may be about them (usedByYou): only theirs to keep.
    offers.addHook('onSend', async (request, reply, payload) => {
      if (!request.headers.authorization) return shared.call(offers, request, reply, payload);
      reply.header('Cache-Control', 'private, no-store');
      return payload;
    });
    registerEndpoint(offers, offerEndpoints.global, async ({ req }) => ({ data: await globalOffer(ctx, requestLocale(req)) }));
    registerEndpoint(offers, offerEndpoints.discount, async ({ req }) => {
      const user = await optionalUser(ctx, req);
      return { data: await currentBarDiscount(ctx, requestLocale(req), user?.role === 'customer' ? user.id : null) };
    });
  });
}
