'use client';
// Identity calls from the browser, through the shared auth contract. The sign-up and emailed-link
// forms are signed-out pages with nothing to cache or re-read, so they are plain calls (no session
// token, no query cache); deactivating is the signed-in person's own mutation.
import { authEndpoints, type ForgotPasswordInput, type ProviderSignupInput, type SignupInput } from '@hearth/shared/auth/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useCall } from '@/lib/use-call';

export const signUp = (body: SignupInput) => call(authEndpoints.signup, { body });

export const signUpProvider = (body: ProviderSignupInput) => call(authEndpoints.signupProvider, { body });

/** Both answer the same whether or not the account exists. */
export const requestPasswordReset = (body: ForgotPasswordInput) => call(authEndpoints.forgotPassword, { body });
export const requestVerificationLink = (body: ForgotPasswordInput) => call(authEndpoints.requestVerification, { body });

export const resetPassword = (token: string, newPassword: string) => call(authEndpoints.resetPassword, { params: { token }, body: { newPassword } });

/** Sends the email verification link again; signed in, the API takes the address from the session. Answers with the API's message. */
export function useResendVerificationLink() {
  const { call: callApi } = useCall();
  return useMutation({ mutationFn: async () => (await callApi(authEndpoints.requestVerification, { body: {} })).message });
}

/** Ends every session of the account; the caller signs this browser out afterwards. */
export function useDeactivateAccount() {
  const { call: callApi } = useCall();
  return useMutation({ mutationFn: async () => (await callApi(authEndpoints.deactivate)).message });
}
