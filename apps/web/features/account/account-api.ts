'use client';
// The account page's changes through the API, one mutation per endpoint. Each answers with the API's
// result (the updated user and its message); the sections decide what to re-read and announce, so
// the order of session update, re-render and toast stays theirs.
import {
  accountEndpoints,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type EmailPreferencesInput,
  type JobAlertPreferencesInput,
  type ProfileNameInput,
} from '@hearth/shared/account/contract';
import type { Locale } from '@hearth/shared/locale';
import { useMutation } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

export function useUpdateName() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: ProfileNameInput) => call(accountEndpoints.updateName, { body }) });
}

/** Sends the picture as multipart/form-data; the API checks the image itself. */
export function useUploadPicture() {
  const { upload } = useCall();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return upload(accountEndpoints.uploadPicture, { form });
    },
  });
}

export function useRemovePicture() {
  const { call } = useCall();
  return useMutation({ mutationFn: () => call(accountEndpoints.removePicture) });
}

/** Answers with a fresh token: the API has ended every session of the account, this one included. */
export function useChangePassword() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: ChangePasswordInput) => call(accountEndpoints.changePassword, { body }) });
}

export function useRequestEmailChange() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: ChangeEmailInput) => call(accountEndpoints.requestEmailChange, { body }) });
}

export function useCancelEmailChange() {
  const { call } = useCall();
  return useMutation({ mutationFn: () => call(accountEndpoints.cancelEmailChange) });
}

export function useSaveEmailPreferences() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: EmailPreferencesInput) => call(accountEndpoints.emailPreferences, { body }) });
}

export function useSaveJobAlerts() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: JobAlertPreferencesInput) => call(accountEndpoints.jobAlerts, { body }) });
}

export function useSaveLocale() {
  const { call } = useCall();
  return useMutation({ mutationFn: (locale: Locale) => call(accountEndpoints.locale, { body: { locale } }) });
}
