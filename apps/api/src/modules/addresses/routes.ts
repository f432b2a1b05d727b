// A customer's saved addresses (issue 7): the booking flow offers them.
import type { FastifyInstance } from 'fastify';
import { savedAddressSchema } from '@hearth/shared/schemas/account';
import type { AppContext } from '../../context';
import { idParam, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import * as addresses from './service';

const customer = { config: { access: ['customer' as const] } };
const addressId = (params: unknown) => idParam(params, 'Address not found');

export function addressRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/user/addresses', customer, async (req) => ok(await addresses.listAddresses(ctx.db, currentUser(req).id)));

  app.post('/api/user/addresses', customer, async (req, reply) => {
    const address = await addresses.createAddress(ctx, currentUser(req).id, parse(savedAddressSchema, req.body));
    return reply.code(201).send(ok(address, 'Address saved'));
  });

  app.put('/api/user/addresses/:id', customer, async (req) =>
    ok(await addresses.updateAddress(ctx, currentUser(req).id, addressId(req.params), parse(savedAddressSchema, req.body)), 'Address updated'),
  );

  app.delete('/api/user/addresses/:id', customer, async (req) => {
    await addresses.deleteAddress(ctx, currentUser(req).id, addressId(req.params));
    return ok(undefined, 'Address deleted');
  });

  app.post('/api/user/addresses/:id/default', customer, async (req) =>
    ok(await addresses.makeDefaultAddress(ctx, currentUser(req).id, addressId(req.params)), 'Default address updated'),
  );
}
