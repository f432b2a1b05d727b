// The API calls with a session's token bound: useCall() binds the token of the page's session
// context; sessionCalls() reads the session when sending, for code on pages that have no session
// context (public pages go without <AppProviders>, so visitors do not download next-auth's client).
import type { EndpointData, EndpointDefinition } from '@hearth/shared/contract';
import { apiRequestBlob, type ApiResult } from './api';
import { call, callForFile, callWithForm, type CallArgs, type CallOptions, type UploadInput } from './call';

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

export function bindCalls(token: string | null): SessionCalls {
  return {
    call: ((endpoint, input, options) => (call as LooseCall<never>)(endpoint, input, { ...options, token })) as BoundCall,
    upload: ((endpoint, input, options) => (callWithForm as LooseCall<never>)(endpoint, input, { ...options, token })) as BoundUpload,
    download: ((endpoint, input, options) => (callForFile as LooseCall<Blob>)(endpoint, input, { ...options, token })) as BoundDownload,
    downloadPath: (path, signal) => apiRequestBlob(path, { token, signal }),
    signedIn: token !== null,
  };
}

/** The calls with the token of whoever is signed in now (none for a visitor), read from the session when called. */
export async function sessionCalls(): Promise<SessionCalls> {
  // Loaded only when needed: a visitor's page never downloads next-auth's client for this.
  const { getSession } = await import('next-auth/react');
  return bindCalls((await getSession())?.user.token.accessToken ?? null);
}
