// The users list's search, filters, sort and page live in the URL (/admin/users?q=&role=&status=&sort=&page=).
import { ROLES, type Role } from '@hearth/shared/constants';
import { USER_ACCOUNT_STATUSES, USER_SORTS, type UserAccountStatus, type UserSort } from '@hearth/shared/admin/users';
import type { adminUserListQuerySchema } from '@hearth/shared/admin/users/contract';
import type { z } from 'zod';
import { parsePageParam } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';

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
type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Unknown values fall back to the defaults: everyone, newest first, page 1. */
export function parseUsersView(params: SearchParams): UsersView {
  return {
    q: first(params.q).trim().slice(0, 200),
    role: oneOf(ROLES, first(params.role)),
    status: oneOf(USER_ACCOUNT_STATUSES, first(params.status)),
    sort: oneOf(USER_SORTS, first(params.sort)) ?? '-createdAt',
    page: parsePageParam(params.page),
  };
}

function viewQuery(view: Omit<UsersView, 'page'>): URLSearchParams {
  const query = new URLSearchParams();
  if (view.q) query.set('q', view.q);
  if (view.role) query.set('role', view.role);
  if (view.status) query.set('status', view.status);
  if (view.sort !== '-createdAt') query.set('sort', view.sort);
  return query;
}

export function usersHref(view: UsersView, change: Partial<UsersView> = {}): string {
  const next = { ...view, ...change };
  const query = viewQuery(next);
  if (next.page > 1) query.set('page', String(next.page));
  const search = query.toString();
  return search ? `${USERS_PATH}?${search}` : USERS_PATH;
}

/** The API's query for this view (it names the page `pageNo`); an empty search or filter is left out. */
export function usersApiQuery(view: UsersView, size: number): AdminUserListInput {
  return { q: view.q || undefined, role: view.role, status: view.status, sort: view.sort, pageNo: view.page, size };
}
