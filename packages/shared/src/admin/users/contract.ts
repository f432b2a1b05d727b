// The admin console's users section: search, view, deactivate and reactivate accounts, and send a
// fresh verification email.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../../booking';
import { FIRST_PAGE, ROLES, VERIFICATION_STATUSES } from '../../constants';
import { defineEndpoint } from '../../contract';
import { idParams, pagedSchema } from '../../wire';
import { USER_ACCOUNT_STATUSES, USER_SORTS } from '../users';

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUserListQuerySchema = z.object({
  /** Part of a name, an email or a phone number. */
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  role: z.enum(ROLES, { error: 'Unknown role' }).optional(),
  status: z.enum(USER_ACCOUNT_STATUSES, { error: 'Status must be active or deactivated' }).optional(),
  sort: z.enum(USER_SORTS, { error: 'sort must be createdAt or -createdAt' }).default('-createdAt'),
  pageNo: z.coerce.number().int().min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce.number().int().min(1).max(100, 'size must be between 1 and 100').default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSummarySchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string(),
  phonenumber: z.string().nullable(),
  role: z.enum(ROLES),
  isEmailVerified: z.boolean(),
  isPhoneNumberVerified: z.boolean(),
  /** Providers only. */
  verificationstatus: z.enum(VERIFICATION_STATUSES).nullable(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserPageSchema = pagedSchema(adminUserSummarySchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** Bookings by status; a status with none is left out. */
const bookingCountsSchema = z.partialRecord(z.enum(BOOKING_STATUSES), z.number().int());

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  pendingEmail: z.string().nullable(),
  marketingEmails: z.boolean(),
  /** The provider profile's id, to open it in the providers section. */
  providerId: z.string().nullable(),
  /** Bookings the user made (customers) and took (providers), by status. */
  bookings: z.object({ asCustomer: bookingCountsSchema, asProvider: bookingCountsSchema, total: z.number().int() }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const admin = ['admin'] as const;
const userParams = idParams('id', 'User not found');

export const adminUserEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/users', access: admin, query: adminUserListQuerySchema, response: adminUserPageSchema }),
  detail: defineEndpoint({ method: 'GET', path: '/api/admin/users/:id', access: admin, params: userParams, response: adminUserDetailSchema }),
  /** Every session of the account ends at once; an admin cannot deactivate their own. */
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/deactivate',
    access: admin,
    params: userParams,
    response: z.object({ _id: z.string(), deactivatedAt: z.string() }),
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reactivate',
    access: admin,
    params: userParams,
    response: z.object({ _id: z.string(), deactivatedAt: z.null() }),
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/resend-verification',
    access: admin,
    params: userParams,
    response: z.object({ _id: z.string(), email: z.string() }),
  }),
};
