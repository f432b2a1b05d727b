// The admin users list's filters (kept in the URL).
import { z } from 'zod';
import { FIRST_PAGE, ROLES } from '../constants';
import { USER_ACCOUNT_STATUSES, USER_SORTS } from '../admin/users';

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
