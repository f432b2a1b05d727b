// A booking's conversation between its customer and provider (admins read it too); new messages
// also arrive as the BookingMessage socket event.
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from '../account';
import { ROLES } from '../constants';
import { defineEndpoint } from '../contract';
import { idParams } from '../wire';

/** POST /api/booking/{id}/messages: the text (JSON, or a multipart field next to the files). */
export const bookingMessageSchema = z.object({
  text: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
    .optional()
    .default(''),
});
export type BookingMessageInput = z.input<typeof bookingMessageSchema>;

/** GET /api/booking/{id}/messages: newest first, `before` a message id to page back. */
export const bookingMessagesQuerySchema = z.object({
  before: z.uuid('Unknown message').optional(),
  size: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});

export const messageAttachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** API path that streams the file to the two parties and admins (Authorization header needed). */
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

const participantSchema = z.object({ _id: z.string(), name: z.string(), role: z.enum(ROLES) });

export const bookingMessageWireSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  sender: participantSchema,
  text: z.string(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.string(),
});
export type BookingMessage = z.infer<typeof bookingMessageWireSchema>;

/** A page of the conversation, newest first. */
export const bookingThreadSchema = z.object({
  messages: z.array(bookingMessageWireSchema),
  /** Pass the last message's id as `before` for older ones; false when the start is reached. */
  hasMore: z.boolean(),
  /** The thread exists once a provider accepted; `canSend` is false before that and once it is read-only. */
  open: z.boolean(),
  canSend: z.boolean(),
  /** Why sending is off (THREAD_NOT_OPEN_MESSAGE, THREAD_READ_ONLY_MESSAGE), or null. */
  closedReason: z.string().nullable(),
  /** When it turns (or turned) read-only, once the booking has ended. */
  readOnlyAt: z.string().nullable(),
  /** Who the caller talks to. */
  counterpart: participantSchema.nullable(),
  unreadCount: z.number().int(),
});
export type BookingThread = z.infer<typeof bookingThreadSchema>;

/** The BookingMessage socket event's data. */
export interface BookingMessageEvent {
  bookingId: string;
  message: BookingMessage;
}

const bookingParams = idParams('id', 'Booking not found');

export const messageEndpoints = {
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/booking/:id/messages',
    access: 'user',
    params: bookingParams,
    query: bookingMessagesQuerySchema,
    response: bookingThreadSchema,
  }),
  /**
   * JSON `{ text }`, or multipart with a `text` field and up to MESSAGE_MAX_ATTACHMENTS `files`.
   * The API registers it by hand (multipart); the contract gives its path and answer. 201.
   */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/booking/:id/messages',
    access: ['customer', 'serviceprovider', 'admin'],
    params: bookingParams,
    body: bookingMessageSchema,
    response: bookingMessageWireSchema,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/booking/:id/messages/read',
    access: 'user',
    params: bookingParams,
    response: z.object({ unreadCount: z.number().int() }),
  }),
  /** Streams the file (hand-written in the API); the message's attachment `url` is this path. */
  attachment: defineEndpoint({
    method: 'GET',
    path: '/api/booking/:id/messages/attachments/:attachmentId',
    access: 'user',
    params: bookingParams.extend({ attachmentId: z.uuid('File not found') }),
    response: z.unknown(),
  }),
};
