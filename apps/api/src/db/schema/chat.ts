// The built-in chat assistant: one row per chat session (the widget's session id) with
// where the lead capture stands, and its messages in order.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inquiries } from './content';

export const CHAT_STAGES = ['name', 'phone', 'need', 'open'] as const;

export const chatSessions = pgTable(
  'chat_sessions',
  {
    /** The widget's session id (a UUID it keeps in localStorage). */
    id: text('id').primaryKey(),
    /** What the assistant is waiting for: the visitor's name, phone, what they need, or nothing (answering). */
    stage: text('stage', { enum: CHAT_STAGES }).notNull().default('name'),
    visitorName: text('visitor_name'),
    /** +1XXXXXXXXXX */
    phone: text('phone'),
    /** A question asked before the lead was captured, answered once it is. */
    pendingQuestion: text('pending_question'),
    /** The address that opened the session: chat file storage is counted per address as well as per session. */
    clientAddress: text('client_address'),
    /** The language the assistant answers in: the page's, until the visitor writes in the other one. */
    locale: text('locale', { enum: ['en', 'fr'] }).notNull().default('en'),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_sessions_inquiry_idx').on(t.inquiryId), index('chat_sessions_client_address_idx').on(t.clientAddress, t.createdAt), check('chat_sessions_stage_check', sql`${t.stage} in ('name', 'phone', 'need', 'open')`)],
);

export interface ChatFile {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['human', 'ai'] }).notNull(),
    content: text('content').notNull(),
    files: jsonb('files').$type<ChatFile[]>().notNull().default([]),
    /** The assistant could not answer this one from our content: a person calls back. */
    unanswered: boolean('unanswered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.id)],
);
