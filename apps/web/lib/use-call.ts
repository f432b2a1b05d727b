'use client';
// The signed-in person's token is added here, once, so no component or hook passes it by hand.
import type { EndpointData, EndpointDefinition } from '@hearth/shared/contract';
import { useMemo } from 'react';
import { apiRequestBlob, type ApiResult } from './api';
import { call, callForFile, callWithForm, type CallArgs, type CallOptions, type UploadInput } from './call';
import { useAccessToken } from './use-access-token';

export type BoundCall = <E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>) => Promise<ApiResult<EndpointData<E>>>;
export type BoundUpload = <E extends EndpointDefinition>(endpoint: E, input: UploadInput<E>, options?: CallOptions) => Promise<ApiResult<EndpointData<E>>>;
export type BoundDownload = <E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>) => Promise<Blob>;

export interface SessionCalls {
  /** A JSON endpoint: its data and message. */
  call: BoundCall;
  /** A multipart endpoint (a picture, a document). */
  upload: BoundUpload;
  /** An endpoint that answers with a file. */
  download: BoundDownload;
  /** A private file at a path the API gave in an earlier answer (a message attachment, a provider document). */
  downloadPath: (path: string, signal?: AbortSignal) => Promise<Blob>;
  /** False while signed out or while the session loads: check it before a private call. */
  signedIn: boolean;
}

type LooseCall<R> = (endpoint: EndpointDefinition, input?: unknown, options?: CallOptions) => Promise<R>;

/** The API calls with the session's token bound. */
export function useCall(): SessionCalls {
  const token = useAccessToken();
  return useMemo<SessionCalls>(
    () => ({
      call: ((endpoint, input, options) => (call as LooseCall<never>)(endpoint, input, { ...options, token })) as BoundCall,
      upload: ((endpoint, input, options) => (callWithForm as LooseCall<never>)(endpoint, input, { ...options, token })) as BoundUpload,
      download: ((endpoint, input, options) => (callForFile as LooseCall<Blob>)(endpoint, input, { ...options, token })) as BoundDownload,
      downloadPath: (path, signal) => apiRequestBlob(path, { token, signal }),
      signedIn: token !== null,
    }),
    [token],
  );
}
