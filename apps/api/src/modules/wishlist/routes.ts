// The customer's wishlist (issue 7): hearts on service cards and pages, and /profile/wishlist.
import type { FastifyInstance } from 'fastify';
import { wishlistQuerySchema } from '@hearth/shared/schemas/account';
import type { AppContext } from '../../context';
import { idParam, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import * as wishlist from './service';
import { requestLocale } from '../../plugins/locale';

const customer = { config: { access: ['customer' as const] } };
const serviceId = (params: unknown) => idParam(params, 'Service not found', 'serviceId');

export function wishlistRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/user/wishlist', customer, async (req) => {
    const q = parse(wishlistQuerySchema, req.query);
    return ok(await wishlist.listWishlist(ctx, currentUser(req).id, q.pageNo, q.size, requestLocale(req)));
  });

  app.get('/api/user/wishlist/ids', customer, async (req) => ok(await wishlist.wishlistIds(ctx, currentUser(req).id)));

  app.put('/api/user/wishlist/:serviceId', customer, async (req) => {
    await wishlist.saveToWishlist(ctx, currentUser(req).id, serviceId(req.params));
    return ok(undefined, 'Saved to your wishlist');
  });

  app.delete('/api/user/wishlist/:serviceId', customer, async (req) => {
    await wishlist.removeFromWishlist(ctx, currentUser(req).id, serviceId(req.params));
    return ok(undefined, 'Removed from your wishlist');
  });
}
