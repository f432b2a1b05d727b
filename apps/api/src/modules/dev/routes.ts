// Local development tools; never registered in production mode.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devEndpoints, type DevOutboxMessage, type GatewayEventRequest } from '@hearth/shared/dev/contract';
import type { AppContext } from '../../context';
import type { LocalGatewaySimulator, PaymentWebhookEvent } from '../../adapters/payments/index';
import { SimulationRefusedError } from '../../adapters/payments/local';
import { bookings, devMailbox, localGatewayClock, payoutAccounts, payouts, serviceProviders } from '../../db/schema';
import { AppError, parse } from '../../plugins/errors';
import { registerEndpoint } from '../../plugins/contract';
import { inTransaction } from '../../outbox/outbox';
import { notify } from '../events';
import { applyPaymentEvent, sweep } from '../bookings';

const NO_LOCAL_GATEWAY = 'The local payments gateway is not in use';

function simulatorOf(ctx: AppContext): LocalGatewaySimulator {
  if (!ctx.payments.simulator) throw new AppError(404, NO_LOCAL_GATEWAY);
  return ctx.payments.simulator;
}

async function gatewayClock(ctx: AppContext, simulator: LocalGatewaySimulator) {
  // The offset as stored (whole milliseconds), and the time the gateway itself reports.
  const [row] = await ctx.db.select({ offsetMs: localGatewayClock.offsetMs }).from(localGatewayClock);
  return { now: (await simulator.now()).toISOString(), offsetMs: row?.offsetMs ?? 0 };
}

/** The provider's connected account at the local gateway. */
async function localAccountOf(ctx: AppContext, providerId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ accountId: payoutAccounts.accountId, gateway: payoutAccounts.gateway })
    .from(serviceProviders)
    .leftJoin(payoutAccounts, eq(payoutAccounts.providerId, serviceProviders.id))
    .where(eq(serviceProviders.id, providerId));
  if (!row) throw new AppError(404, 'Provider not found');
  if (!row.accountId) throw new AppError(404, 'This provider has no payout account');
  if (row.gateway !== 'local') throw new AppError(409, 'This payout account is not at the local gateway');
  return row.accountId;
}

/** What the real gateway would send for the request, made by the simulator. */
async function simulateEvent(ctx: AppContext, simulator: LocalGatewaySimulator, request: GatewayEventRequest): Promise<PaymentWebhookEvent> {
  switch (request.type) {
    case 'dispute': {
      const [booking] = await ctx.db.select({ paymentId: bookings.paymentId }).from(bookings).where(eq(bookings.id, request.bookingId));
      if (!booking) throw new AppError(404, 'Booking not found');
      if (!booking.paymentId) throw new AppError(409, 'This booking has no card payment to dispute');
      return simulator.dispute(booking.paymentId, request.reason);
    }
    case 'account_updated':
      return simulator.updateAccount(await localAccountOf(ctx, request.providerId), { payoutsEnabled: request.payoutsEnabled, requirementsDue: request.requirementsDue });
    case 'payout_failed':
      return simulator.failPayout(await localAccountOf(ctx, request.providerId), request.amountCents, request.message);
    case 'transfer_reversed': {
      const [payout] = await ctx.db.select({ transferId: payouts.transferId }).from(payouts).where(eq(payouts.id, request.payoutId));
      if (!payout) throw new AppError(404, 'Payout not found');
      if (!payout.transferId) throw new AppError(409, 'This payout was never sent, so there is no transfer to reverse');
      return simulator.reverseTransfer(payout.transferId);
    }
  }
}

export function devRoutes(app: FastifyInstance, ctx: AppContext) {
  const { outbox, outboxAttachment } = devEndpoints;
  // A plain array (not the envelope): what the local mail and SMS adapters delivered, newest first.
  // Attachments are listed by name, type and size; their bytes come from the download route below.
  app.route({
    method: outbox.method,
    url: outbox.path,
    config: { access: outbox.access },
    handler: async (): Promise<DevOutboxMessage[]> => {
      const rows = await ctx.db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(200);
      return rows.map((r) => ({
        _id: r.id,
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body: r.body,
        html: r.html,
        attachments: r.attachments.map((a, index) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.byteLength(a.contentBase64, 'base64'),
          path: `/api/dev/outbox/${r.id}/attachments/${index}`,
        })),
        createdAt: r.createdAt.toISOString(),
      }));
    },
  });

  app.route({
    method: outboxAttachment.method,
    url: outboxAttachment.path,
    config: { access: outboxAttachment.access },
    handler: async (req, reply) => {
      // A mangled number is a 400 that names the part, as it always was for this tool.
      const { id, index } = parse(outboxAttachment.params, req.params);
      const [row] = await ctx.db.select({ attachments: devMailbox.attachments }).from(devMailbox).where(eq(devMailbox.id, id));
      const file = row?.attachments[index];
      if (!file) throw new AppError(404, 'Attachment not found');
      // Served as a download, never rendered on the API's origin.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  });

  // Raise a realtime event by hand (admins only): for trying the bell and toasts before bookings
  // exist, and for the realtime benchmark.
  registerEndpoint(app, devEndpoints.notify, async ({ body: { userIds, event, message, data } }) => {
    await inTransaction(ctx, (tx) => notify(ctx, tx, userIds, event, message, data));
    return { message: 'Notification sent' };
  });

  // The local gateway's clock: moved forward to see holds lapse, jobs come due and payouts unhold
  // without waiting days.
  registerEndpoint(app, devEndpoints.gatewayClock, async () => ({ data: await gatewayClock(ctx, simulatorOf(ctx)) }));

  registerEndpoint(app, devEndpoints.moveGatewayClock, async ({ body: change }) => {
    const simulator = simulatorOf(ctx);
    if (change.reset) await simulator.resetClock();
    else await simulator.advanceClock(change.advanceHours! * 3_600_000);
    // Act at once on what the move made due (lapsed holds, holds to place), as the sweeper would on its next round.
    await sweep(ctx);
    return { data: await gatewayClock(ctx, simulator), message: change.reset ? 'Gateway clock reset' : 'Gateway clock moved' };
  });

  // What the real gateway would send by webhook (a dispute, an account change, a returned payout,
  // a reversed transfer), made by the simulator and applied as the webhook route would.
  registerEndpoint(app, devEndpoints.gatewayEvent, async ({ body: request }) => {
    const simulator = simulatorOf(ctx);
    let event: PaymentWebhookEvent;
    try {
      event = await simulateEvent(ctx, simulator, request);
    } catch (err) {
      if (err instanceof SimulationRefusedError) throw new AppError(409, err.message);
      throw err;
    }
    await applyPaymentEvent(ctx, event);
    return { data: { event }, message: 'Event applied' };
  });
}
