// A customer's saved addresses: the booking flow offers them.
import type { FastifyInstance } from 'fastify';
import { addressEndpoints } from '@hearth/shared/addresses/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import * as addresses from './service';

export function addressRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, addressEndpoints.list, async ({ req }) => ({ data: await addresses.listAddresses(ctx.db, currentUser(req).id) }));

  registerEndpoint(app, addressEndpoints.create, async ({ req, reply, body }) => {
    const address = await addresses.createAddress(ctx, currentUser(req).id, body);
    reply.code(201);
    return { data: address, message: 'Address saved' };
  });

  registerEndpoint(app, addressEndpoints.update, async ({ req, params, body }) => ({
    data: await addresses.updateAddress(ctx, currentUser(req).id, params.id, body),
    message: 'Address updated',
  }));

  registerEndpoint(app, addressEndpoints.remove, async ({ req, params }) => {
    await addresses.deleteAddress(ctx, currentUser(req).id, params.id);
    return { message: 'Address deleted' };
  });

  registerEndpoint(app, addressEndpoints.makeDefault, async ({ req, params }) => ({
    data: await addresses.makeDefaultAddress(ctx, currentUser(req).id, params.id),
    message: 'Default address updated',
  }));
}
