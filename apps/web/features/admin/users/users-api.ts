'use client';
// The admin users section's API calls: the list, one user, and the account actions.
import { adminUserEndpoints } from '@hearth/shared/admin/users/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';
import { usersApiQuery, type UsersView } from './users-url';

const ROOT_KEY = ['admin', 'users'] as const;

export type UserAction = 'deactivate' | 'reactivate' | 'resend-verification';

const ACTION_ENDPOINTS = {
  deactivate: adminUserEndpoints.deactivate,
  reactivate: adminUserEndpoints.reactivate,
  'resend-verification': adminUserEndpoints.resendVerification,
} as const satisfies Record<UserAction, unknown>;

export function useAdminUsers(view: UsersView, size: number) {
  const { call, signedIn } = useCall();
  const query = usersApiQuery(view, size);
  return useQuery({
    queryKey: [...ROOT_KEY, 'list', query],
    queryFn: async ({ signal }) => (await call(adminUserEndpoints.list, { query }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: [...ROOT_KEY, 'detail', id],
    queryFn: async ({ signal }) => (await call(adminUserEndpoints.detail, { params: { id } }, { signal })).data,
    enabled: signedIn,
  });
}

/** Runs an account action and refreshes every users query (list and detail). */
export function useUserAction(id: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => call(ACTION_ENDPOINTS[action], { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}
