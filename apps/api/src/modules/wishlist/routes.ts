// The customer's wishlist: hearts on service cards and pages, and /profile/wishlist.
import type { FastifyInstance } from 'fastify';
import { wishlistEndpoints } from '@hearth/shared/wishlist/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { requestLocale } from '../../plugins/locale';
import * as wishlist from './service';

export function wishlistRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, wishlistEndpoints.list, async ({ req, query }) => ({
    data: await wishlist.listWishlist(ctx, currentUser(req).id, query.pageNo, query.size, requestLocale(req)),
  }));

  registerEndpoint(app, wishlistEndpoints.ids, async ({ req }) => ({ data: await wishlist.wishlistIds(ctx, currentUser(req).id) }));

  registerEndpoint(app, wishlistEndpoints.save, async ({ req, params }) => {
    await wishlist.saveToWishlist(ctx, currentUser(req).id, params.serviceId);
    return { message: 'Saved to your wishlist' };
  });

  registerEndpoint(app, wishlistEndpoints.remove, async ({ req, params }) => {
    await wishlist.removeFromWishlist(ctx, currentUser(req).id, params.serviceId);
    return { message: 'Removed from your wishlist' };
  });
}
