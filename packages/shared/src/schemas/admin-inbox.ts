// The admin inbox's list filters (kept in the URL) and its forms: a note, a status change, an email reply.
import { z } from 'zod';
import { FIRST_PAGE } from '../constants';
import { INBOX_KINDS, INBOX_SOURCES, INBOX_STATUSES } from '../admin/inbox';
import { requiredText } from './fields';

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
