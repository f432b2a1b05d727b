'use client';
// The unsubscribe link's one call. The page is opened from an email, often signed out, so the
// link's token is the only credential: a plain call, with no session and nothing to cache.
import { authEndpoints } from '@hearth/shared/auth/contract';
import { call } from '@/lib/call';

export const unsubscribe = (token: string) => call(authEndpoints.unsubscribe, { body: { token } });
