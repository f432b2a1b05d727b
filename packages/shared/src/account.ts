// The customer account area: limits of saved addresses, cards, the wishlist and booking
// conversations, shared by the API (which enforces them) and the web app (which explains them).

export const MAX_SAVED_ADDRESSES = 20;
export const MAX_SAVED_PAYMENT_METHODS = 10;
export const MAX_WISHLIST_ITEMS = 200;
export const WISHLIST_PAGE_SIZE = 12;

/** A conversation opens when a provider accepts the booking and turns read-only this long after it ends. */
export const MESSAGE_THREAD_READ_ONLY_AFTER_DAYS = 7;
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_MAX_ATTACHMENTS = 5;
/** Attachments follow the verification documents' rules: png, jpg, gif, jpeg, webp or pdf, checked by content. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const MESSAGE_REQUIRED = 'Write a message or attach a file';
export const THREAD_NOT_OPEN_MESSAGE = 'Messages open once a provider accepts this booking';
export const THREAD_READ_ONLY_MESSAGE = 'This conversation is closed: it became read-only 7 days after the booking ended';

/** Card brands as the gateways name them. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};
