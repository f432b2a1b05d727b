'use client';
// The signed-in person's token is added here, once, so no component or hook passes it by hand.
import type { EndpointData, EndpointDefinition } from '@hearth/shared/contract';
import { useCallback } from 'react';
import { call, type CallArgs } from './call';
import type { ApiResult } from './api';
import { useAccessToken } from './use-access-token';

export type BoundCall = <E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>) => Promise<ApiResult<EndpointData<E>>>;

/** `call` with the session's token; `token` is null while signed out or loading (check `signedIn` before a private call). */
export function useCall(): { call: BoundCall; signedIn: boolean } {
  const token = useAccessToken();
  const bound = useCallback<BoundCall>(
    (endpoint, ...[input, options]) => (call as (e: EndpointDefinition, i?: unknown, o?: unknown) => Promise<never>)(endpoint, input, { ...options, token }),
    [token],
  );
  return { call: bound, signedIn: token !== null };
}
