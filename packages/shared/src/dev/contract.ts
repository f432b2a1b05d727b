// Local development tools (never registered in production): the mailbox of what the local mail and
// SMS adapters delivered (and simulated devices' push alerts), a hand-raised notification, and the local payments gateway's clock and
// events.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { REALTIME_EVENTS } from '../realtime-events';

export const devOutboxAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Where the file is downloaded from (the attachment endpoint). */
  path: z.string(),
});
export type DevOutboxAttachment = z.infer<typeof devOutboxAttachmentSchema>;

export const devOutboxMessageSchema = z.object({
  _id: z.number().int(),
  /** 'push': an alert a simulated device received and decrypted (subject: its title). */
  channel: z.enum(['email', 'sms', 'push']),
  to: z.string(),
  subject: z.string().nullable(),
  /** The text part of an email, or the SMS. */
  body: z.string(),
  /** The HTML part of an email, when it has one. */
  html: z.string().nullable(),
  attachments: z.array(devOutboxAttachmentSchema),
  createdAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

export const devNotificationSchema = z.object({
  userIds: z.array(z.uuid()).min(1).max(1000),
  event: z.enum(REALTIME_EVENTS),
  message: z.string().trim().min(1, 'Message is required').max(500),
  data: z.record(z.string(), z.unknown()).optional().default({}),
});

/** Far enough to pass any booking's horizon (90 days) and a hold's life, not so far a typo breaks every date. */
export const MAX_CLOCK_ADVANCE_HOURS = 24 * 120;
const ADVANCE_MESSAGE = `advanceHours must be more than 0 and at most ${MAX_CLOCK_ADVANCE_HOURS}`;

export const gatewayClockChangeSchema = z
  .object({
    advanceHours: z.number(ADVANCE_MESSAGE).gt(0, ADVANCE_MESSAGE).max(MAX_CLOCK_ADVANCE_HOURS, ADVANCE_MESSAGE).optional(),
    reset: z.literal(true, 'reset must be true').optional(),
  })
  .refine((b) => (b.advanceHours === undefined) !== (b.reset === undefined), { message: 'Send either advanceHours or reset: true', path: ['advanceHours'] });

/** Stripe's dispute reasons. */
const DISPUTE_REASONS = ['fraudulent', 'product_not_received', 'product_unacceptable', 'duplicate', 'credit_not_processed', 'unrecognized', 'general'] as const;

export const gatewayEventRequestSchema = z.discriminatedUnion(
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
export type GatewayEventRequest = z.infer<typeof gatewayEventRequestSchema>;

/** The attachment's message and position; a mangled value is a 400 that says which. */
export const devOutboxAttachmentParamsSchema = z.object({
  id: z.coerce.number('id must be a message number').int('id must be a message number').positive('id must be a message number'),
  index: z.coerce.number('index must be a whole number').int('index must be a whole number').min(0, 'index must be a whole number').max(99),
});

const gatewayClockSchema = z.object({ now: z.string(), offsetMs: z.number() });

export const devEndpoints = {
  /** A plain array, newest first (not the envelope): scripts and tests read it as it is. */
  outbox: defineEndpoint({ method: 'GET', path: '/api/dev/outbox', access: 'public', response: z.array(devOutboxMessageSchema) }),
  /** The attachment's bytes, as a download (not an envelope). */
  outboxAttachment: defineEndpoint({ method: 'GET', path: '/api/dev/outbox/:id/attachments/:index', access: 'public', params: devOutboxAttachmentParamsSchema, response: z.void() }),
  /**
   * A simulated device's push service: takes an encrypted Web Push (aes128gcm body, VAPID
   * Authorization), decrypts it with the device's keys and files it in the mailbox. 201 like a push service.
   */
  pushService: defineEndpoint({ method: 'POST', path: '/api/dev/push-service/:deviceId', access: 'public', params: z.object({ deviceId: z.uuid('Device not found') }), response: z.void() }),
  /** Raises a realtime event with its notification by hand. */
  notify: defineEndpoint({ method: 'POST', path: '/api/dev/notify', access: ['admin'], body: devNotificationSchema, response: z.void() }),
  gatewayClock: defineEndpoint({ method: 'GET', path: '/api/dev/gateway/clock', access: ['admin'], response: gatewayClockSchema }),
  /** Moves the local gateway's clock forward (or back to real time), then sweeps what became due. */
  moveGatewayClock: defineEndpoint({ method: 'POST', path: '/api/dev/gateway/clock', access: ['admin'], body: gatewayClockChangeSchema, response: gatewayClockSchema }),
  /** What the real gateway would send by webhook, made by the simulator and applied. */
  gatewayEvent: defineEndpoint({
    method: 'POST',
    path: '/api/dev/gateway/events',
    access: ['admin'],
    body: gatewayEventRequestSchema,
    response: z.object({ event: z.object({ type: z.string() }).loose() }),
  }),
};
