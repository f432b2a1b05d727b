// The users list's search, filters, sort and page live in the URL (/admin/users?q=&role=&status=&sort=&page=).
import { ROLES, type Role } from '@hearth/shared/constants';
import { USER_ACCOUNT_STATUSES, USER_SORTS, type UserAccountStatus, type UserSort } from '@hearth/shared/admin/users';
import type { adminUserListQuerySchema } from '@hearth/shared/admin/users/contract';
import { parseAsStringLiteral } from 'nuqs/server';
import type { z } from 'zod';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsPage, parseAsText, type SearchParams } from '@/lib/url-state';

export const USERS_PATH = paths.admin.users();
export const userPath = (id: string) => `${USERS_PATH}/${id}`;

export interface UsersView {
  q: string;
  role?: Role;
  status?: UserAccountStatus;
  sort: UserSort;
  page: number;
}

type AdminUserListInput = z.input<typeof adminUserListQuerySchema>;

const usersSearchParams = {
  q: parseAsText(200).withDefault(''),
  role: parseAsStringLiteral(ROLES),
  status: parseAsStringLiteral(USER_ACCOUNT_STATUSES),
  sort: parseAsStringLiteral(USER_SORTS).withDefault('-createdAt'),
  page: parseAsPage,
};

/** Unknown values fall back to the defaults: everyone, newest first, page 1. */
export const parseUsersView: (params: SearchParams) => UsersView = createViewLoader(usersSearchParams);

const href = createHref(usersSearchParams);

export const usersHref = (view: UsersView, change: Partial<UsersView> = {}): string => href(USERS_PATH, { ...view, ...change });

/** The API's query for this view (it names the page `pageNo`); an empty search or filter is left out. */
export function usersApiQuery(view: UsersView, size: number): AdminUserListInput {
  return { q: view.q || undefined, role: view.role, status: view.status, sort: view.sort, pageNo: view.page, size };
}
