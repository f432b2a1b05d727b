'use client';
// The admin users section's API calls: the list, one user, and the account actions.
import type { AdminUserDetail, AdminUserPage } from '@hearth/shared/admin/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { usersApiQuery, type UsersView } from './users-url';

const ROOT_KEY = ['admin', 'users'] as const;

export type UserAction = 'deactivate' | 'reactivate' | 'resend-verification';

export const usersApi = {
  list: (view: UsersView, size: number) => `/api/admin/users?${usersApiQuery(view, size)}`,
  detail: (id: string) => `/api/admin/users/${id}`,
  action: (id: string, action: UserAction) => `/api/admin/users/${id}/${action}`,
};

export function useAdminUsers(view: UsersView, size: number) {
  const token = useAccessToken();
  const path = usersApi.list(view, size);
  return useQuery({
    queryKey: [...ROOT_KEY, path],
    queryFn: async ({ signal }) => (await apiRequest<AdminUserPage>(path, { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  const token = useAccessToken();
  const path = usersApi.detail(id);
  return useQuery({
    queryKey: [...ROOT_KEY, path],
    queryFn: async ({ signal }) => (await apiRequest<AdminUserDetail>(path, { token, signal })).data,
    enabled: Boolean(token),
  });
}

/** Runs an account action and refreshes every users query (list and detail). */
export function useUserAction(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => apiRequest<unknown>(usersApi.action(id, action), { method: 'POST', token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}
