// A customer's saved cards (issue 7), through the payments adapter: the booking flow offers them.
import type { FastifyInstance } from 'fastify';
import { savePaymentMethodSchema } from '@hearth/shared/schemas/account';
import type { AppContext } from '../../context';
import { idParam, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import * as cards from './service';

const customer = { config: { access: ['customer' as const] } };
const cardId = (params: unknown) => idParam(params, 'Card not found');

export function paymentMethodRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/user/payment-methods', customer, async (req) => ok(await cards.listPaymentMethods(ctx, currentUser(req).id)));

  // Both reach the gateway (and a saved card is tried by the bank): limited like booking payments.
  const gatewayLimit = limit(ctx.config.rateLimits.bookingsPerMinute, '1 minute');
  app.post('/api/user/payment-methods/setup', { config: { access: ['customer'], ...gatewayLimit } }, async (req) => ok(await cards.setUpPaymentMethod(ctx, currentUser(req).id)));

  app.post('/api/user/payment-methods', { config: { access: ['customer'], ...gatewayLimit } }, async (req, reply) => {
    const input = parse(savePaymentMethodSchema, req.body);
    const saved = await cards.savePaymentMethod(ctx, currentUser(req).id, input.paymentMethodId, input.isDefault);
    return saved.created ? reply.code(201).send(ok(saved.card, 'Card saved')) : ok(saved.card, 'This card is already saved');
  });

  app.delete('/api/user/payment-methods/:id', customer, async (req) => {
    await cards.removePaymentMethod(ctx, currentUser(req).id, cardId(req.params));
    return ok(undefined, 'Card removed');
  });

  app.post('/api/user/payment-methods/:id/default', customer, async (req) =>
    ok(await cards.makeDefaultPaymentMethod(ctx, currentUser(req).id, cardId(req.params)), 'Default card updated'),
  );
}
