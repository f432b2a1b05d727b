// The admin console's users section: its filters and labels (the endpoints are in ./users/contract).
import type { Role } from '../constants';

export const USER_ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type UserAccountStatus = (typeof USER_ACCOUNT_STATUSES)[number];

/** Newest first by default; `createdAt` is oldest first. */
export const USER_SORTS = ['-createdAt', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', serviceprovider: 'Service provider', admin: 'Admin' };
