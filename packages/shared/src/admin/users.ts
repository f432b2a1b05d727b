// The admin console's users section (issue 9): search, view, deactivate and reactivate accounts.
import type { BookingStatus } from '../booking';
import type { Role, VerificationStatus } from '../constants';
import type { Paged } from '../api-types';

export const USER_ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type UserAccountStatus = (typeof USER_ACCOUNT_STATUSES)[number];

/** Newest first by default; `createdAt` is oldest first. */
export const USER_SORTS = ['-createdAt', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', serviceprovider: 'Service provider', admin: 'Admin' };

export interface AdminUserSummary {
  _id: string;
  fullname: string;
  email: string;
  phonenumber: string | null;
  role: Role;
  isEmailVerified: boolean;
  isPhoneNumberVerified: boolean;
  /** Providers only. */
  verificationstatus: VerificationStatus | null;
  deactivatedAt: string | null;
  createdAt: string;
}

export type AdminUserPage = Paged<AdminUserSummary>;

export interface AdminUserDetail extends AdminUserSummary {
  firstName: string;
  lastName: string;
  pendingEmail: string | null;
  marketingEmails: boolean;
  /** The provider profile's id, to open it in the providers section. */
  providerId: string | null;
  /** Bookings the user made (customers) and took (providers), by status. */
  bookings: { asCustomer: Partial<Record<BookingStatus, number>>; asProvider: Partial<Record<BookingStatus, number>>; total: number };
}
