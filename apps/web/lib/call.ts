// Calls an API endpoint through its shared contract: the URL, method and body come from the
// contract, and the input and answer types are inferred from its schemas.
import type { EndpointData, EndpointDefinition, EndpointInput } from '@hearth/shared/contract';
import { endpointUrl } from '@hearth/shared/contract';
import { apiRequest, apiRequestBlob, apiRequestRaw, type ApiRequestOptions, type ApiResult } from './api';

export type CallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** The input argument may be left out when the endpoint declares nothing that must be sent. */
export type CallArgs<E extends EndpointDefinition> = Record<never, never> extends EndpointInput<E>
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

type Parts = { params?: unknown; query?: unknown; body?: unknown };

export function call<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ApiResult<EndpointData<E>>> {
  const parts = (input ?? {}) as Parts;
  return apiRequest<EndpointData<E>>(endpointUrl(endpoint, parts), { ...options, method: endpoint.method, body: parts.body });
}

/** What an upload sends: the endpoint's path and query as usual, and the multipart form instead of a JSON body. */
export type UploadInput<E extends EndpointDefinition> = Omit<EndpointInput<E>, 'body'> & { form: FormData };

/** An endpoint that takes multipart form data (pictures, documents); the API validates the fields it reads from the form. */
export function callWithForm<E extends EndpointDefinition>(endpoint: E, input: UploadInput<E>, options?: CallOptions): Promise<ApiResult<EndpointData<E>>> {
  const { form, ...parts } = input as UploadInput<E> & Parts;
  return apiRequest<EndpointData<E>>(endpointUrl(endpoint, parts), { ...options, method: endpoint.method, body: form });
}

/** An endpoint that answers with a file (a PDF, a CSV, a ZIP) rather than an envelope. */
export function callForFile<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Blob> {
  const parts = (input ?? {}) as Parts;
  return apiRequestBlob(endpointUrl(endpoint, parts), { ...options, method: endpoint.method, body: parts.body });
}

/** An endpoint that answers with plain JSON rather than the envelope (the development mailbox). */
export function callUnwrapped<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointData<E>> {
  const parts = (input ?? {}) as Parts;
  return apiRequestRaw<EndpointData<E>>(endpointUrl(endpoint, parts), { ...options, method: endpoint.method, body: parts.body });
}
