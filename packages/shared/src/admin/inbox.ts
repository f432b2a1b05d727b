// The admin inbox: visitor inquiries, chat leads and support tickets in one list, with
// one status vocabulary (a ticket's stored 'open' is shown as 'new'). The endpoints are in ./inbox/contract.

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
