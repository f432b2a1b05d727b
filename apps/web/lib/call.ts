// Calls an API endpoint through its shared contract: the URL, method and body come from the
// contract, and the input and answer types are inferred from its schemas.
import type { EndpointData, EndpointDefinition, EndpointInput } from '@hearth/shared/contract';
import { endpointUrl } from '@hearth/shared/contract';
import { apiRequest, type ApiRequestOptions, type ApiResult } from './api';

export type CallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** The input argument may be left out when the endpoint declares nothing that must be sent. */
export type CallArgs<E extends EndpointDefinition> = Record<never, never> extends EndpointInput<E>
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

export function call<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ApiResult<EndpointData<E>>> {
  const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  return apiRequest<EndpointData<E>>(endpointUrl(endpoint, parts), { ...options, method: endpoint.method, body: parts.body });
}
