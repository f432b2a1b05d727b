import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasFrench, localizeMessage } from './messages';
import { postcodeProvinceError, scheduleError } from './booking';
import { PHONE_INVALID_MESSAGE } from './phone';
import { PROVINCE_CODES, type ProvinceCode } from './constants';
import { REQUIRED_PROVIDER_DOCUMENTS } from './schemas/provider';
import type { EndpointDefinition } from './contract';
import { adminAuditEndpoints } from './admin/audit/contract';
import { adminBookingEndpoints, refundFormSchema, settleFormSchema } from './admin/bookings/contract';
import { adminInboxEndpoints } from './admin/inbox/contract';
import { adminPayoutEndpoints } from './admin/payouts/contract';
import { adminReviewReportEndpoints } from './admin/review-reports/contract';
import { adminProviderEndpoints } from './admin/providers/contract';
import { providerEndpoints } from './providers/contract';
import { adminUserEndpoints } from './admin/users/contract';
import { blogEndpoints } from './blog/contract';
import { bookingEndpoints } from './bookings/contract';
import { inquiryEndpoints } from './inquiries/contract';
import { messageEndpoints } from './messages/contract';
import { notificationEndpoints } from './notifications/contract';
import { supportEndpoints } from './support/contract';
import { addressEndpoints } from './addresses/contract';
import { alertEndpoints } from './alerts/contract';
import { availabilityEndpoints } from './availability/contract';
import { offerEndpoints } from './offers/contract';
import { paymentMethodEndpoints } from './payment-methods/contract';
import { reviewEndpoints } from './reviews/contract';
import { accountEndpoints } from './account/contract';
import * as account from './schemas/account';
import * as auth from './auth/contract';
import * as booking from './schemas/booking';
import * as fields from './schemas/fields';
import * as privacy from './privacy/contract';
import * as profile from './schemas/profile';
import * as provider from './schemas/provider';

const modules = { account, adminBookings: { refundFormSchema, settleFormSchema }, auth, booking, fields, privacy, profile, provider };

const contracts: Record<string, Record<string, EndpointDefinition>> = { adminAudit: adminAuditEndpoints, adminBookings: adminBookingEndpoints, adminInbox: adminInboxEndpoints, adminPayouts: adminPayoutEndpoints, adminReviewReports: adminReviewReportEndpoints, adminUsers: adminUserEndpoints, blog: blogEndpoints, bookings: bookingEndpoints, inquiries: inquiryEndpoints, messages: messageEndpoints, notifications: notificationEndpoints, support: supportEndpoints, addresses: addressEndpoints, offers: offerEndpoints, paymentMethods: paymentMethodEndpoints, reviews: reviewEndpoints, account: accountEndpoints, adminProviders: adminProviderEndpoints, providers: providerEndpoints, availability: availabilityEndpoints, alerts: alertEndpoints };

/** Every schema these modules export, the factories called with each of their variants. */
function schemas(): Array<[string, z.ZodType]> {
  const found: Array<[string, z.ZodType]> = [];
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) found.push([`${moduleName}.${name}`, value]);
    }
  }
  found.push(['booking.bookingContactSchema(true)', booking.bookingContactSchema(true)]);
  found.push(['booking.bookingContactSchema(false)', booking.bookingContactSchema(false)]);
  found.push(['account.pageQuerySchema', account.pageQuerySchema(10)]);
  found.push(['fields.requiredText', fields.requiredText('Name', 5)]);
  // Contracts: what each endpoint validates (a path id's message is the API's 404).
  for (const [contractName, endpoints] of Object.entries(contracts)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema) found.push([`${contractName}.${name}.${part}`, schema]);
      }
    }
  }
  return found;
}

// Every field name the schemas use, each given the same wrong value: unknown keys are ignored, so one
// input reaches every field of every schema.
const KEYS = [
  'firstName', 'lastName', 'firstname', 'lastname', 'name', 'email', 'password', 'repassword', 'oldpassword', 'newpassword', 'confirmepassword', 'newPassword',
  'service', 'language', 'phonenumber', 'otp', 'token', 'marketingEmails', 'smsJobAlerts', 'locale', 'street', 'city', 'province', 'country', 'postcode', 'zipcode',
  'postCode', 'dob', 'bussinessname', 'qualification', 'socialInsuranceNum', 'residentStatus', 'yearsOfExperince', 'routing_number', 'account_number', 'services',
  'areas', 'kind', 'value', 'reason', 'message', 'description', 'note', 'serviceId', 'scheduledAt', 'quantity', 'address', 'discountCode', 'paymentMethodId',
  'isDefault', 'savePaymentMethod', 'status', 'pageNo', 'size', 'from', 'to', 'bookingId', 'rating', 'review', 'subject', 'startDate', 'endDate', 'text', 'before',
  'confirm', 'entity', 'entityId', 'actorId', 'action', 'order', 'area', 'customer', 'sort', 'providerId', 'currentProviderId', 'amountCents', 'amount', 'outcome',
  'q', 'needsCallback', 'source', 'body', 'year', 'role', 'weeklyHours', 'maxJobsPerDay', 'travelBufferMinutes', 'startsOn', 'endsOn', 'overrideAvailability',
  'reply', 'details',
];
const WRONG_VALUES: unknown[] = [
  undefined, null, '', '   ', 'x', 'not valid at all', 'x'.repeat(9000), 123456, -5, 1.5, 0, true, [], [''], ['x'.repeat(300)], [{}], {}, '2026-13-45', '12/11/2026',
  'H2X1Y4', 'ZZZ', 'pm_x', 'delete', '000-000-00', '12345-12', '99', 'a b', 'fsa', 'partial_refund',
];
const inputs = (): unknown[] => [
  undefined,
  null,
  'text',
  42,
  ...WRONG_VALUES.map((v) => Object.fromEntries(KEYS.map((k) => [k, v]))),
  // Rules that only speak once the rest is right.
  { password: 'has a space 1', repassword: 'other' },
  { newpassword: 'has a space 1', oldpassword: 'x', confirmepassword: 'y' },
  { dob: '2020-01-01' },
  { postcode: 'H2X 1Y4', province: 'ON', zipcode: 'H2X 1Y4', address: { postcode: 'H2X 1Y4', province: 'ON' } },
  { from: '2026-05-02', to: '2026-05-01', startDate: '2026-05-02', endDate: '2026-05-01' },
  { from: '2024-01-01', to: '2026-01-01' },
  { kind: 'fsa', value: '12' },
  { kind: 'city', value: '', province: 'ZZ' },
  { outcome: 'zzz' },
  { outcome: 'partial_refund', amountCents: 0.5, amount: '0', reason: 'no' },
  { services: ['not-a-uuid'], areas: [{ kind: 'zzz' }] },
  { services: undefined, areas: undefined },
  { year: 2000 },
  { year: 3000 },
  { quantity: 0 },
  { quantity: 1000 },
  { rating: 9 },
  { confirm: 'nope' },
  { description: 'short' },
  { country: 'France' },
  { otp: '12' },
  { socialInsuranceNum: '123456789', routing_number: '1234', account_number: '12' },
  { yearsOfExperince: -1 },
  { yearsOfExperince: 2.5 },
  { yearsOfExperince: 90 },
  { amount: '12.345' },
];

function messagesOf(schema: z.ZodType): Set<string> {
  const found = new Set<string>();
  for (const input of inputs()) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  }
  return found;
}

describe('the French catalogue', () => {
  it('has French for every message the shared schemas give', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const [name, schema] of schemas()) {
      for (const message of messagesOf(schema)) {
        seen++;
        if (!hasFrench(message)) missing.push(`${name}: ${message}`);
      }
    }
    expect(seen).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('has French for the messages written outside the schemas', () => {
    const messages = [
      PHONE_INVALID_MESSAGE,
      ...Object.values(REQUIRED_PROVIDER_DOCUMENTS),
      scheduleError(new Date(Number.NaN), 'ON'),
      scheduleError(new Date(Date.now() + 60_000), 'ON'),
      scheduleError(new Date(Date.now() + 400 * 86_400_000), 'ON'),
      scheduleError(new Date('2030-01-01T03:17:00Z'), 'ON', new Date('2029-12-01T00:00:00Z')),
      'We could not reach Hearth. Check your connection and try again.',
      'Something went wrong on our side. Please try again.',
    ];
    for (const message of messages) expect(message && hasFrench(message), String(message)).toBe(true);
  });

  it('names both provinces in French when a postal code is in another one', () => {
    expect(localizeMessage(postcodeProvinceError('H2X 1Y4', 'ON')!, 'fr')).toBe('H2X 1Y4 est un code postal situé au Québec, et non en Ontario');
    expect(localizeMessage(postcodeProvinceError('T5J 0N3', 'BC')!, 'fr')).toBe('T5J 0N3 est un code postal situé en Alberta, et non en Colombie-Britannique');
    // Every pair the rule can produce reads in French.
    for (const code of PROVINCE_CODES) {
      const other: ProvinceCode = code === 'ON' ? 'QC' : 'ON';
      const sample = { AB: 'T5J 0N3', BC: 'V6B 1A1', MB: 'R3C 0V8', NB: 'E1C 4M3', NL: 'A1C 5M2', NS: 'B3H 1A1', NT: 'X1A 2L9', NU: 'X0A 0H0', ON: 'M5V 2T6', PE: 'C1A 1N3', QC: 'H2X 1Y4', SK: 'S4P 3Y2', YT: 'Y1A 1B1' }[code];
      const message = postcodeProvinceError(sample, other);
      if (message) expect(hasFrench(message), message).toBe(true);
    }
  });

  it('keeps the English text unchanged for English readers', () => {
    expect(localizeMessage('First Name is required', 'en')).toBe('First Name is required');
    expect(localizeMessage('First Name is required', 'fr')).toBe('Le prénom est obligatoire');
  });

  it('writes numbers, money and typography the Québec way', () => {
    expect(localizeMessage('Description must be at most 2000 characters', 'fr')).toBe('La description doit contenir au plus 2\u00a0000 caractères');
    expect(localizeMessage('This code needs an order of at least $50.00', 'fr')).toBe('Ce code exige une commande d’au moins 50,00\u00a0$');
    expect(localizeMessage('Choose a language: en or fr', 'fr')).toBe('Choisissez une langue\u00a0: en ou fr');
    expect(localizeMessage('Invalid OTP. 1 attempt left.', 'fr')).toBe('Code invalide. Il reste 1 tentative.');
  });

  it('leaves French text alone, so translating twice changes nothing', () => {
    for (const english of ['First Name is required', 'Booking not found', 'Too many requests. Please try again in 1 minute.', 'Invalid input: expected string, received undefined']) {
      const french = localizeMessage(english, 'fr');
      expect(localizeMessage(french, 'fr')).toBe(french);
    }
  });

  it('leaves messages it does not know as they are', () => {
    expect(localizeMessage('Something nobody wrote', 'fr')).toBe('Something nobody wrote');
  });
});
