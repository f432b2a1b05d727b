'use client';
// The admin inbox's API calls: the list, one item, and its status, notes and email replies.
import type { InboxItemDetail, InboxKind, InboxNote, InboxPage, InboxStatus } from '@hearth/shared/admin/inbox';
import type { InboxReplyInput } from '@hearth/shared/schemas/admin-inbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAccessToken } from '@/lib/use-access-token';
import { inboxApiQuery, type InboxView } from './inbox-url';

const ROOT_KEY = ['admin', 'inbox'] as const;

export const inboxApi = {
  list: (view: InboxView, size: number) => `/api/admin/inbox?${inboxApiQuery(view, size)}`,
  item: (kind: InboxKind, id: string) => `/api/admin/inbox/${kind}/${id}`,
  status: (kind: InboxKind, id: string) => `/api/admin/inbox/${kind}/${id}/status`,
  notes: (kind: InboxKind, id: string) => `/api/admin/inbox/${kind}/${id}/notes`,
  reply: (kind: InboxKind, id: string) => `/api/admin/inbox/${kind}/${id}/reply`,
};

export function useInbox(view: InboxView, size: number) {
  const token = useAccessToken();
  const path = inboxApi.list(view, size);
  return useQuery({
    queryKey: [...ROOT_KEY, path],
    queryFn: async ({ signal }) => (await apiRequest<InboxPage>(path, { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem(kind: InboxKind, id: string) {
  const token = useAccessToken();
  const path = inboxApi.item(kind, id);
  return useQuery({
    queryKey: [...ROOT_KEY, path],
    queryFn: async ({ signal }) => (await apiRequest<InboxItemDetail>(path, { token, signal })).data,
    enabled: Boolean(token),
  });
}

/** Each change refreshes the item and the list (its status and order may have changed). */
function useInboxChange<TInput, TOutput>(send: (token: string | null, input: TInput) => Promise<{ data: TOutput; message: string }>) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => send(token, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}

export const useSetInboxStatus = (kind: InboxKind, id: string) =>
  useInboxChange((token, status: InboxStatus) => apiRequest<{ status: InboxStatus }>(inboxApi.status(kind, id), { method: 'POST', token, body: { status } }));

export const useAddInboxNote = (kind: InboxKind, id: string) =>
  useInboxChange((token, body: string) => apiRequest<InboxNote>(inboxApi.notes(kind, id), { method: 'POST', token, body: { body } }));

export const useReplyByEmail = (kind: InboxKind, id: string) =>
  useInboxChange((token, input: InboxReplyInput) => apiRequest<{ to: string }>(inboxApi.reply(kind, id), { method: 'POST', token, body: input }));
