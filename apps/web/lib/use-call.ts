'use client';
// The signed-in person's token is added here, once, so no component or hook passes it by hand.
import { useMemo } from 'react';
import { bindCalls, type SessionCalls } from './session-calls';
import { useAccessToken } from './use-access-token';

export type { BoundCall, SessionCalls } from './session-calls';

/** The API calls with the session's token bound. */
export function useCall(): SessionCalls {
  const token = useAccessToken();
  return useMemo(() => bindCalls(token), [token]);
}
