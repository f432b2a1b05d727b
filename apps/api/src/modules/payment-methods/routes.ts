// A customer's saved cards, through the payments adapter: the booking flow offers them.
import type { FastifyInstance } from 'fastify';
import { paymentMethodEndpoints } from '@hearth/shared/payment-methods/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import * as cards from './service';

export function paymentMethodRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, paymentMethodEndpoints.list, async ({ req }) => ({ data: await cards.listPaymentMethods(ctx, currentUser(req).id) }));

  // Both reach the gateway (and a saved card is tried by the bank): limited like booking payments.
  const gatewayLimit = { config: limit(ctx.config.rateLimits.bookingsPerMinute, '1 minute') };
  registerEndpoint(app, paymentMethodEndpoints.setup, async ({ req }) => ({ data: await cards.setUpPaymentMethod(ctx, currentUser(req).id) }), gatewayLimit);

  registerEndpoint(
    app,
    paymentMethodEndpoints.save,
    async ({ req, reply, body }) => {
      const saved = await cards.savePaymentMethod(ctx, currentUser(req).id, body.paymentMethodId, body.isDefault);
      if (!saved.created) return { data: saved.card, message: 'This card is already saved' };
      reply.code(201);
      return { data: saved.card, message: 'Card saved' };
    },
    gatewayLimit,
  );

  registerEndpoint(app, paymentMethodEndpoints.remove, async ({ req, params }) => {
    await cards.removePaymentMethod(ctx, currentUser(req).id, params.id);
    return { message: 'Card removed' };
  });

  registerEndpoint(app, paymentMethodEndpoints.makeDefault, async ({ req, params }) => ({
    data: await cards.makeDefaultPaymentMethod(ctx, currentUser(req).id, params.id),
    message: 'Default card updated',
  }));
}
