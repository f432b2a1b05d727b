// Web Push devices of a provider (alerts contract), and, with the dev tools, the push service of the
// simulated devices.
import type { FastifyInstance } from 'fastify';
import { alertEndpoints } from '@hearth/shared/alerts/contract';
import { devEndpoints } from '@hearth/shared/dev/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint, parsePathParams } from '../../plugins/contract';
import { inTransaction } from '../../outbox/outbox';
import * as push from './service';
import { receiveSimulatedPush } from './simulated-devices';

/** Test alerts one provider may send a minute, whichever devices and addresses they use. */
const TEST_ALERTS_PER_MINUTE = 3;
/** An alert is a few hundred bytes; push services cap bodies at 4 KB. */
const PUSH_BODY_LIMIT = 8 * 1024;

export function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, alertEndpoints.pushKey, async () => ({ data: { publicKey: await push.pushPublicKey(ctx) } }));

  registerEndpoint(app, alertEndpoints.pushDevices, async ({ req }) => ({ data: await push.listDevices(ctx, currentUser(req).id) }));

  registerEndpoint(app, alertEndpoints.addPushDevice, async ({ req, body }) => ({
    data: await inTransaction(ctx, (tx) => push.addDevice(ctx, tx, currentUser(req).id, body)),
    message: 'Alerts turned on for this device',
  }));

  registerEndpoint(app, alertEndpoints.removePushDevice, async ({ req, params }) => {
    await push.removeDevice(ctx, currentUser(req).id, params.id);
    return { data: { removed: true as const }, message: 'Device removed' };
  });

  registerEndpoint(
    app,
    alertEndpoints.testPushDevice,
    async ({ req, params }) => {
      await push.sendTestPush(ctx, currentUser(req).id, params.id);
      return { data: { queued: true as const }, message: 'Test alert sent' };
    },
    // Counted per signed-in user (after authentication), so one provider cannot flood their phones from many addresses.
    { config: { rateLimit: { max: TEST_ALERTS_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (req) => `push-test:${req.user?.id ?? req.ip}` } } },
  );

  if (ctx.config.devTools) {
    // Push services take the encrypted body as it is (application/octet-stream), which no other route accepts.
    void app.register(async (scope) => {
      scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: PUSH_BODY_LIMIT }, (_req, body, done) => done(null, body));
      const { pushService } = devEndpoints;
      scope.route({
        method: pushService.method,
        url: pushService.path,
        config: { access: pushService.access },
        handler: async (req, reply) => {
          const { deviceId } = parsePathParams(pushService.params, req.params);
          await receiveSimulatedPush(ctx, deviceId, req.headers, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
          return reply.status(201).send();
        },
      });
    });
  }
}
