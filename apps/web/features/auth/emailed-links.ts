// Server-side checks behind the links the API emails (verify email, reset password,
// unsubscribe): each page asks the API about its token before rendering.
import { authEndpoints } from '@hearth/shared/auth/contract';
import { headers } from 'next/headers';
import { ApiError, errorMessage, type ApiResult } from '@/lib/api';
import { call, type CallOptions } from '@/lib/call';
import { visitorHeaders } from '@/lib/visitor-address';

export type LinkCheck<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

async function check<T>(request: (options: CallOptions) => Promise<ApiResult<T>>): Promise<LinkCheck<T>> {
  try {
    // These routes are limited per visitor: name the one who opened the link.
    const { data, message } = await request({ cache: 'no-store', headers: visitorHeaders(await headers()) });
    return { ok: true, data, message };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: errorMessage(error) };
  }
}

/** Verifying is the side effect of opening the emailed link (GET, as the API defines it). */
export const verifyEmailToken = (token: string) => check((options) => call(authEndpoints.verifyEmail, { params: { token } }, options));

export const checkResetToken = (token: string) => check((options) => call(authEndpoints.checkResetToken, { params: { token } }, options));

export const lookUpSubscriber = (token: string) => check((options) => call(authEndpoints.subscriber, { query: { token } }, options));
