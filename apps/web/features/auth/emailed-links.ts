// Server-side checks behind the links the API emails (verify email, reset password,
// unsubscribe): each page asks the API about its token before rendering.
import { headers } from 'next/headers';
import { ApiError, apiRequest, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { visitorHeaders } from '@/lib/visitor-address';

export type LinkCheck<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

async function check<T>(path: string): Promise<LinkCheck<T>> {
  try {
    // These routes are limited per visitor: name the one who opened the link.
    const { data, message } = await apiRequest<T>(path, { cache: 'no-store', headers: visitorHeaders(await headers()) });
    return { ok: true, data, message };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: errorMessage(error) };
  }
}

/** Verifying is the side effect of opening the emailed link (GET, as the API defines it). */
export const verifyEmailToken = (token: string) => check<undefined>(apiPaths.auth.verifyEmail(token));

export const checkResetToken = (token: string) => check<{ email: string }>(apiPaths.auth.resetPassword(token));

export const lookUpSubscriber = (token: string) =>
  check<{ email: string; marketingEmails: boolean }>(apiPaths.auth.userEmail(token));
