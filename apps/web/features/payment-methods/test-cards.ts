// The local gateway is a test mode, like a card processor's: it takes the processor's published
// test card numbers and maps each to its test payment method (approved, or declined with the
// gateway's message). Card entry rules: number (Luhn), expiry MM/YY not past, CVC, postal code.
import { TEST_PAYMENT_METHODS } from '@hearth/shared/booking';
import { postcode } from '@hearth/shared/schemas/fields';
import { z } from 'zod';

/** `outcome` names what the card does: payment.cardForm.outcomes.<outcome> in the catalogues. */
export const TEST_CARDS = [
  { number: '4242424242424242', paymentMethodId: TEST_PAYMENT_METHODS.visa, outcome: 'visa' },
  { number: '5555555555554444', paymentMethodId: TEST_PAYMENT_METHODS.mastercard, outcome: 'mastercard' },
  { number: '4000000000000002', paymentMethodId: TEST_PAYMENT_METHODS.declined, outcome: 'declined' },
  { number: '4000000000009995', paymentMethodId: TEST_PAYMENT_METHODS.insufficientFunds, outcome: 'insufficientFunds' },
  { number: '4000000000000341', paymentMethodId: TEST_PAYMENT_METHODS.declinesLater, outcome: 'declinesLater' },
] as const satisfies readonly { number: string; paymentMethodId: string; outcome: string }[];

export const UNKNOWN_TEST_CARD_MESSAGE = 'This checkout is in test mode: please use a test card, such as 4242 4242 4242 4242';

/** The card form's own messages (English, as the schema gives them) → payment.cardForm.errors.<key>. */
export const CARD_ERROR_KEYS = {
  'Card number is required': 'numberRequired',
  'Card number is incomplete': 'numberIncomplete',
  'Card number is invalid': 'numberInvalid',
  'Expiry date is required': 'expiryRequired',
  'Expiry date must be MM/YY': 'expiryFormat',
  'Your card has expired': 'expired',
  'CVC is required': 'cvcRequired',
  'CVC must be 3 or 4 digits': 'cvcFormat',
  [UNKNOWN_TEST_CARD_MESSAGE]: 'unknownTestCard',
} as const satisfies Record<string, string>;

export type CardErrorKey = (typeof CARD_ERROR_KEYS)[keyof typeof CARD_ERROR_KEYS];

export function cardErrorKey(message: string): CardErrorKey | null {
  return (CARD_ERROR_KEYS as Record<string, CardErrorKey>)[message] ?? null;
}

export function testPaymentMethodFor(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  return TEST_CARDS.find((card) => card.number === digits)?.paymentMethodId ?? null;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242", as far as typed. */
export function formatCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12/28", as far as typed. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return now >= new Date(2000 + year, month, 1);
}

export function cardSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(
        z
          .string()
          .min(1, 'Card number is required')
          .min(12, 'Card number is incomplete')
          .max(19, 'Card number is invalid')
          .refine(passesLuhn, 'Card number is invalid'),
      ),
    expiry: z
      .string()
      .trim()
      .min(1, 'Expiry date is required')
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry date must be MM/YY')
      .refine((value) => !isExpired(value, now()), 'Your card has expired'),
    cvc: z.string().trim().min(1, 'CVC is required').regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
    postcode,
  });
}

export type CardInput = z.input<ReturnType<typeof cardSchema>>;
export type CardOutput = z.output<ReturnType<typeof cardSchema>>;
