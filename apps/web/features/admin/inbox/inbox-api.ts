'use client';
// The admin inbox's API calls: the list, one item, its status, notes and email replies, and a
// ticket's screenshot download.
import type { InboxKind, InboxStatus } from '@hearth/shared/admin/inbox';
import { adminInboxEndpoints, type InboxReplyInput } from '@hearth/shared/admin/inbox/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@/lib/save-blob';
import { useCall } from '@/lib/use-call';
import { inboxApiQuery, type InboxView } from './inbox-url';

const ROOT_KEY = ['admin', 'inbox'] as const;

export function useInbox(view: InboxView, size: number) {
  const { call, signedIn } = useCall();
  const query = inboxApiQuery(view, size);
  return useQuery({
    queryKey: [...ROOT_KEY, 'list', query],
    queryFn: async ({ signal }) => (await call(adminInboxEndpoints.list, { query }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem(kind: InboxKind, id: string) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: [...ROOT_KEY, 'item', kind, id],
    queryFn: async ({ signal }) => (await call(adminInboxEndpoints.item, { params: { kind, id } }, { signal })).data,
    enabled: signedIn,
  });
}

/** Each change refreshes the item and the list (its status and order may have changed). */
function useInboxChange<TInput, TOutput>(send: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}

export function useSetInboxStatus(kind: InboxKind, id: string) {
  const { call } = useCall();
  return useInboxChange((status: InboxStatus) => call(adminInboxEndpoints.setStatus, { params: { kind, id }, body: { status } }));
}

export function useAddInboxNote(kind: InboxKind, id: string) {
  const { call } = useCall();
  return useInboxChange((body: string) => call(adminInboxEndpoints.addNote, { params: { kind, id }, body: { body } }));
}

export function useReplyByEmail(kind: InboxKind, id: string) {
  const { call } = useCall();
  return useInboxChange((input: InboxReplyInput) => call(adminInboxEndpoints.reply, { params: { kind, id }, body: input }));
}

/**
 * Saves a ticket's screenshot (the item's `screenshotPath`). The API answers with the file itself,
 * not an envelope, so it is read as a blob rather than through `call()`.
 */
export function useScreenshotDownload(path: string) {
  const { downloadPath, signedIn } = useCall();
  const mutation = useMutation({
    mutationFn: async () => saveBlob(await downloadPath(path), 'screenshot.webp'),
  });
  return { ...mutation, signedIn };
}
