// The admin inbox (issue 9): visitor inquiries, chat leads and support tickets in one list, with
// one status vocabulary (a ticket's stored 'open' is shown as 'new').
import type { Paged } from '../api-types';
import type { BookingIssueKind } from '../booking';

/** Booking issues: money an admin must decide (problem reports, disputes, failed captures and payouts). */
export const INBOX_KINDS = ['inquiry', 'ticket', 'booking'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Where an item came from: the footer form, the contact page, the chat assistant, or the Help modal (tickets). */
export const INBOX_SOURCES = ['footer', 'contact', 'chat', 'help', 'booking'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', in_progress: 'In progress', closed: 'Closed' };
export const INBOX_SOURCE_LABELS: Record<InboxSource, string> = { footer: 'Footer form', contact: 'Contact page', chat: 'Chat lead', help: 'Support ticket', booking: 'Booking issue' };

/**
 * Allowed status moves: new → in progress → closed, straight to closed (spam, duplicates), and a
 * closed item reopened as in progress when the visitor comes back.
 */
export const INBOX_TRANSITIONS: Record<InboxStatus, readonly InboxStatus[]> = {
  new: ['in_progress', 'closed'],
  in_progress: ['closed'],
  closed: ['in_progress'],
};

export interface InboxItemSummary {
  _id: string;
  kind: InboxKind;
  status: InboxStatus;
  source: InboxSource;
  /** The visitor's name (chat leads), the signed-in user's name (tickets), or null. */
  name: string | null;
  email: string | null;
  phone: string | null;
  /** A ticket's subject; inquiries have none. */
  subject: string | null;
  /** The first characters of the message. */
  preview: string;
  needsCallback: boolean;
  createdAt: string;
  updatedAt: string;
}

export type InboxPage = Paged<InboxItemSummary>;

export interface InboxNote {
  _id: string;
  body: string;
  author: { _id: string; fullname: string } | null;
  createdAt: string;
}

export interface ChatTranscriptMessage {
  _id: number;
  role: 'human' | 'ai';
  content: string;
  files: { fileName: string; contentType: string; sizeBytes: number }[];
  createdAt: string;
}

export interface InboxItemDetail extends InboxItemSummary {
  description: string;
  /** Chat leads: the whole conversation, oldest first; null for other items. */
  transcript: ChatTranscriptMessage[] | null;
  /** Tickets sent while signed in. */
  user: { _id: string; fullname: string; email: string } | null;
  /** Tickets: where an admin downloads the screenshot. */
  screenshotPath: string | null;
  notes: InboxNote[];
  /** Booking issues: which booking, and what happened (the admin settles it from the booking's page). */
  booking: { _id: string; issueKind: BookingIssueKind } | null;
  /** Statuses this item may move to now. */
  nextStatuses: InboxStatus[];
}
