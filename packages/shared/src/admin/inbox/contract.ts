// The admin inbox: visitor inquiries, chat leads, support tickets and booking issues in one list,
// each with its status, notes and email replies.
import { z } from 'zod';
import { BOOKING_ISSUE_KINDS } from '../../booking';
import { FIRST_PAGE } from '../../constants';
import { defineEndpoint } from '../../contract';
import { requiredText } from '../../schemas/fields';
import { idParams, pagedSchema } from '../../wire';
import { INBOX_KINDS, INBOX_SOURCES, INBOX_STATUSES, type InboxKind } from '../inbox';

export const INBOX_PAGE_SIZE = 20;

/** Query strings carry booleans as 'true' / 'false'. */
const flag = z.enum(['true', 'false'], { error: 'needsCallback must be true or false' }).transform((v) => v === 'true');

export const inboxListQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: 'Unknown kind' }).optional(),
  status: z.enum(INBOX_STATUSES, { error: 'Unknown status' }).optional(),
  source: z.enum(INBOX_SOURCES, { error: 'Unknown source' }).optional(),
  needsCallback: flag.optional(),
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  pageNo: z.coerce.number().int().min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce.number().int().min(1).max(100, 'size must be between 1 and 100').default(INBOX_PAGE_SIZE),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

export const inboxNoteSchema = z.object({ body: requiredText('Note', 4000) });
export type InboxNoteInput = z.infer<typeof inboxNoteSchema>;

export const inboxStatusSchema = z.object({ status: z.enum(INBOX_STATUSES, { error: 'Choose a status' }) });
export type InboxStatusInput = z.infer<typeof inboxStatusSchema>;

export const inboxReplySchema = z.object({
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 8000),
});
export type InboxReplyInput = z.infer<typeof inboxReplySchema>;

export const inboxItemSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  source: z.enum(INBOX_SOURCES),
  /** The visitor's name (chat leads), the signed-in user's name (tickets), or null. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A ticket's subject; inquiries have none. */
  subject: z.string().nullable(),
  /** The first characters of the message. */
  preview: z.string(),
  needsCallback: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InboxItemSummary = z.infer<typeof inboxItemSummarySchema>;

export const inboxPageSchema = pagedSchema(inboxItemSummarySchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxNoteWireSchema = z.object({
  _id: z.string(),
  body: z.string(),
  author: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  createdAt: z.string(),
});
export type InboxNote = z.infer<typeof inboxNoteWireSchema>;

export const chatTranscriptMessageSchema = z.object({
  _id: z.number().int(),
  role: z.enum(['human', 'ai']),
  content: z.string(),
  files: z.array(z.object({ fileName: z.string(), contentType: z.string(), sizeBytes: z.number() })),
  createdAt: z.string(),
});
export type ChatTranscriptMessage = z.infer<typeof chatTranscriptMessageSchema>;

export const inboxItemDetailSchema = inboxItemSummarySchema.extend({
  description: z.string(),
  /** Chat leads: the whole conversation, oldest first; null for other items. */
  transcript: z.array(chatTranscriptMessageSchema).nullable(),
  /** Tickets sent while signed in. */
  user: z.object({ _id: z.string(), fullname: z.string(), email: z.string() }).nullable(),
  /** Tickets: where an admin downloads the screenshot. */
  screenshotPath: z.string().nullable(),
  notes: z.array(inboxNoteWireSchema),
  /** Booking issues: which booking, and what happened (the admin settles it from the booking's page). */
  booking: z.object({ _id: z.string(), issueKind: z.enum(BOOKING_ISSUE_KINDS) }).nullable(),
  /** Statuses this item may move to now. */
  nextStatuses: z.array(z.enum(INBOX_STATUSES)),
});
export type InboxItemDetail = z.infer<typeof inboxItemDetailSchema>;

/** What each kind's missing item is called. */
export const INBOX_NOT_FOUND: Record<InboxKind, string> = { inquiry: 'Inquiry not found', ticket: 'Support ticket not found', booking: 'Booking issue not found' };

/** `:kind/:id`: an unknown kind or a malformed id names nothing, so both are 404s (the id's message names the kind). */
const itemParams = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('inquiry'), id: z.uuid(INBOX_NOT_FOUND.inquiry) }),
    z.object({ kind: z.literal('ticket'), id: z.uuid(INBOX_NOT_FOUND.ticket) }),
    z.object({ kind: z.literal('booking'), id: z.uuid(INBOX_NOT_FOUND.booking) }),
  ],
  { error: 'Inbox item not found' },
);

const admin = ['admin'] as const;

export const adminInboxEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/inbox', access: admin, query: inboxListQuerySchema, response: inboxPageSchema }),
  item: defineEndpoint({ method: 'GET', path: '/api/admin/inbox/:kind/:id', access: admin, params: itemParams, response: inboxItemDetailSchema }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/api/admin/inbox/:kind/:id/status',
    access: admin,
    params: itemParams,
    body: inboxStatusSchema,
    response: z.object({ _id: z.string(), kind: z.enum(INBOX_KINDS), status: z.enum(INBOX_STATUSES), nextStatuses: z.array(z.enum(INBOX_STATUSES)) }),
  }),
  /** Answers 201 with the new note. */
  addNote: defineEndpoint({
    method: 'POST',
    path: '/api/admin/inbox/:kind/:id/notes',
    access: admin,
    params: itemParams,
    body: inboxNoteSchema,
    response: inboxNoteWireSchema,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/admin/inbox/:kind/:id/reply',
    access: admin,
    params: itemParams,
    body: inboxReplySchema,
    response: z.object({ _id: z.string(), kind: z.enum(INBOX_KINDS), status: z.enum(INBOX_STATUSES), to: z.string() }),
  }),
  /**
   * A ticket's screenshot: the image itself, not an envelope, so the API writes this route by hand
   * and the web reads it as a file (the item's `screenshotPath`), not through `call()`.
   */
  screenshot: defineEndpoint({
    method: 'GET',
    path: '/api/admin/inbox/ticket/:id/screenshot',
    access: admin,
    params: idParams('id', INBOX_NOT_FOUND.ticket),
    response: z.unknown(),
  }),
};
