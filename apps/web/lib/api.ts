// The one client for the Hearth API: base URL, Bearer token, envelope unwrapping, and
// 401 → sign out → /login. Errors are thrown as ApiError with the field messages.
import { API_FAILURES_FRENCH, NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from '@hearth/shared/api-failures';
import type { ApiEnvelope } from '@hearth/shared/wire';
import { localeFromTag, type Locale } from '@hearth/shared/locale';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiBaseUrl } from './config';
import { paths } from './paths';

/** status 0 means the request never got an answer (network down, API unreachable). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The language of the page making the call (its <html lang>); server callers pass Accept-Language. */
function pageLocale(): Locale {
  return (typeof document === 'undefined' ? null : localeFromTag(document.documentElement.lang)) ?? 'en';
}

/** Our own message for a call that got no usable answer, in the page's language. */
function failureMessage(message: string): string {
  return pageLocale() === 'en' ? message : (API_FAILURES_FRENCH[message] ?? message);
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Next.js fetch caching for server components, e.g. `{ revalidate: 300 }`. */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
  /** Extra headers, e.g. `Idempotency-Key` on booking creation. */
  headers?: Record<string, string>;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, token, signal, next, cache } = options;
  // The API answers (errors, content) in the page's language.
  const headers: Record<string, string> = { 'Accept-Language': pageLocale(), ...options.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(`${apiBaseUrl()}${path}`, { method, headers, body: payload, signal, cache, next });
  } catch (cause) {
    // fetch rejects with a TypeError when the request could not be made at all. Anything
    // else (an abort, Next.js signalling dynamic rendering) is not ours to translate.
    if (!(cause instanceof TypeError)) throw cause;
    console.error(`API ${method} ${path} failed to send`, cause);
    throw new ApiError(0, failureMessage(NETWORK_ERROR_MESSAGE));
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // A proxy error page or an empty body: report it as an unexpected answer, not as JSON.
    return undefined;
  }
}

/** Several queries can fail with 401 together; the session is ended once. */
let signingOut = false;

function handleUnauthorized(status: number, token: string | null | undefined) {
  // Only a request made with the session's token proves the session is no longer valid;
  // a 401 on sign-in itself is just wrong credentials.
  if (status !== 401 || !token || typeof window === 'undefined' || signingOut) return;
  signingOut = true;
  // Loaded only now: public pages call the API too (the inquiry form), and their visitors should
  // not download next-auth's client for a sign-out that never happens to them.
  import('next-auth/react')
    .then(({ signOut }) => signOut({ callbackUrl: paths.login() }))
    .catch((error: unknown) => {
      signingOut = false;
      console.error('Sign-out after 401 failed', error);
    });
}

/** Calls an envelope endpoint (`{ success, message, data, errors }`) and returns its data and message. */
export async function apiRequest<T = undefined>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const response = await send(path, options);
  const envelope = (await readJson(response)) as ApiEnvelope<T> | undefined;
  if (!response.ok || !envelope || envelope.success === false) {
    handleUnauthorized(response.status, options.token);
    throw new ApiError(
      response.ok ? 500 : response.status,
      envelope?.message || failureMessage(UNEXPECTED_RESPONSE_MESSAGE),
      envelope?.errors ?? {},
    );
  }
  return { data: envelope.data as T, message: envelope.message ?? '' };
}

/** Calls an endpoint that answers with plain JSON rather than an envelope (the dev outbox). */
export async function apiRequestRaw<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const body = await readJson(response);
  if (!response.ok || body === undefined) {
    handleUnauthorized(response.status, options.token);
    const message = (body as ApiEnvelope | undefined)?.message;
    throw new ApiError(response.status, message || failureMessage(UNEXPECTED_RESPONSE_MESSAGE));
  }
  return body as T;
}

/** Downloads a file the API serves only with the Bearer token (private documents), as a Blob. */
export async function apiRequestBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (!response.ok) {
    handleUnauthorized(response.status, options.token);
    const envelope = (await readJson(response)) as ApiEnvelope | undefined;
    throw new ApiError(response.status, envelope?.message || failureMessage(UNEXPECTED_RESPONSE_MESSAGE), envelope?.errors ?? {});
  }
  return response.blob();
}

/** A message fit for a toast, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return failureMessage(UNEXPECTED_RESPONSE_MESSAGE);
}

/**
 * Puts the server's `errors` under the matching form fields; `aliases` maps API field names
 * that differ from the form's (reset password sends `newPassword` for the form's `password`).
 * An error about an item of a list field (`areas.0.value`) goes under the list (`areas`).
 * Returns true when at least one field received a message, so the caller can skip a toast.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [apiField, message] of Object.entries(error.errors)) {
    const field = aliases[apiField] ?? fields.find((name) => name === apiField) ?? fields.find((name) => apiField.startsWith(`${name}.`));
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
