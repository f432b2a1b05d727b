// Local development tools; never registered in production mode.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevOutboxMessage } from '@hearth/shared/api-types';
import type { AppContext } from '../../context';
import type { LocalGatewaySimulator, PaymentWebhookEvent } from '../../adapters/payments/index';
import { SimulationRefusedError } from '../../adapters/payments/local';
import { bookings, devMailbox, localGatewayClock, payoutAccounts, payouts, serviceProviders } from '../../db/schema';
import { REALTIME_EVENTS } from '@hearth/shared/realtime-events';
import { AppError, ok, parse } from '../../plugins/errors';
import { inTransaction } from '../../outbox/outbox';
import { notify } from '../events';
import { applyPaymentEvent, sweep } from '../bookings';

const testNotification = z.object({
  userIds: z.array(z.uuid()).min(1).max(1000),
  event: z.enum(REALTIME_EVENTS),
  message: z.string().trim().min(1, 'Message is required').max(500),
  data: z.record(z.string(), z.unknown()).optional().default({}),
});

/** Far enough to pass any booking's horizon (90 days) and a hold's life, not so far a typo breaks every date. */
const MAX_ADVANCE_HOURS = 24 * 120;
const ADVANCE_MESSAGE = `advanceHours must be more than 0 and at most ${MAX_ADVANCE_HOURS}`;

const clockChange = z
  .object({
    advanceHours: z.number(ADVANCE_MESSAGE).gt(0, ADVANCE_MESSAGE).max(MAX_ADVANCE_HOURS, ADVANCE_MESSAGE).optional(),
    reset: z.literal(true, 'reset must be true').optional(),
  })
  .refine((b) => (b.advanceHours === undefined) !== (b.reset === undefined), { message: 'Send either advanceHours or reset: true', path: ['advanceHours'] });

/** Stripe's dispute reasons. */
const DISPUTE_REASONS = ['fraudulent', 'product_not_received', 'product_unacceptable', 'duplicate', 'credit_not_processed', 'unrecognized', 'general'] as const;

const gatewayEvent = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('dispute'), bookingId: z.uuid('bookingId must be a booking id'), reason: z.enum(DISPUTE_REASONS, `reason must be one of ${DISPUTE_REASONS.join(', ')}`).optional() }),
    z.object({
      type: z.literal('account_updated'),
      providerId: z.uuid('providerId must be a provider id'),
      payoutsEnabled: z.boolean('payoutsEnabled must be true or false'),
      requirementsDue: z.array(z.string().trim().min(1, 'requirementsDue must list requirement names').max(200), 'requirementsDue must be a list').max(50),
    }),
    z.object({
      type: z.literal('payout_failed'),
      providerId: z.uuid('providerId must be a provider id'),
      amountCents: z.int('amountCents must be a whole number of cents').positive('amountCents must be more than 0'),
      message: z.string().trim().min(1, 'message must not be empty').max(500).optional(),
    }),
    z.object({ type: z.literal('transfer_reversed'), payoutId: z.uuid('payoutId must be a payout id') }),
  ],
  'type must be one of dispute, account_updated, payout_failed, transfer_reversed',
);
type GatewayEventRequest = z.infer<typeof gatewayEvent>;

const outboxAttachmentParams = z.object({
  id: z.coerce.number('id must be a message number').int('id must be a message number').positive('id must be a message number'),
  index: z.coerce.number('index must be a whole number').int('index must be a whole number').min(0, 'index must be a whole number').max(99),
});

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
  // A plain array (not the envelope): what the local mail and SMS adapters delivered, newest first.
  // Attachments are listed by name, type and size; their bytes come from the download route below.
  app.get('/api/dev/outbox', { config: { access: 'public' } }, async (): Promise<DevOutboxMessage[]> => {
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
  });

  app.get('/api/dev/outbox/:id/attachments/:index', { config: { access: 'public' } }, async (req, reply) => {
    const { id, index } = parse(outboxAttachmentParams, req.params);
    const [row] = await ctx.db.select({ attachments: devMailbox.attachments }).from(devMailbox).where(eq(devMailbox.id, id));
    const file = row?.attachments[index];
    if (!file) throw new AppError(404, 'Attachment not found');
    // Served as a download, never rendered on the API's origin.
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.contentBase64, 'base64'));
  });

  // Raise a realtime event by hand (admins only): for trying the bell and toasts before bookings
  // exist, and for the realtime benchmark.
  app.post('/api/dev/notify', { config: { access: ['admin'] } }, async (req) => {
    const { userIds, event, message, data } = parse(testNotification, req.body);
    await inTransaction(ctx, (tx) => notify(ctx, tx, userIds, event, message, data));
    return ok(undefined, 'Notification sent');
  });

  // The local gateway's clock: moved forward to see holds lapse, jobs come due and payouts unhold
  // without waiting days.
  app.get('/api/dev/gateway/clock', { config: { access: ['admin'] } }, async () => ok(await gatewayClock(ctx, simulatorOf(ctx))));

  app.post('/api/dev/gateway/clock', { config: { access: ['admin'] } }, async (req) => {
    const simulator = simulatorOf(ctx);
    const change = parse(clockChange, req.body);
    if (change.reset) await simulator.resetClock();
    else await simulator.advanceClock(change.advanceHours! * 3_600_000);
    // Act at once on what the move made due (lapsed holds, holds to place), as the sweeper would on its next round.
    await sweep(ctx);
    return ok(await gatewayClock(ctx, simulator), change.reset ? 'Gateway clock reset' : 'Gateway clock moved');
  });

  // What the real gateway would send by webhook (a dispute, an account change, a returned payout,
  // a reversed transfer), made by the simulator and applied as the webhook route would.
  app.post('/api/dev/gateway/events', { config: { access: ['admin'] } }, async (req) => {
    const simulator = simulatorOf(ctx);
    const request = parse(gatewayEvent, req.body);
    let event: PaymentWebhookEvent;
    try {
      event = await simulateEvent(ctx, simulator, request);
    } catch (err) {
      if (err instanceof SimulationRefusedError) throw new AppError(409, err.message);
      throw err;
    }
    await applyPaymentEvent(ctx, event);
    return ok({ event }, 'Event applied');
  });
}
