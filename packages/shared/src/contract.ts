// One typed contract per API endpoint, shared by both sides: the API registers its route from it
// (validation, access, the types its handler must return) and the web calls it with `call()`,
// whose input and answer types are inferred from the same schemas. A change to a field is then a
// type error on both sides at once instead of a mismatch found in production.
import { z } from 'zod';
import type { Role } from './constants';

/** Who may call: anyone, any signed-in person, or only the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type AnySchema = z.ZodType;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `/api/user/wishlist/:serviceId`. */
  readonly path: string;
  readonly access: Access;
  /** Path parameters. A value that fails is a resource that does not exist: the API answers 404 with the schema's message. */
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /** The envelope's `data`; `z.void()` when the endpoint answers with a message only. */
  readonly response: AnySchema;
}

/** Keeps the literal types of a definition, so inference sees the exact schemas. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Part<E, K extends 'params' | 'query' | 'body'> = E extends Record<K, infer S extends AnySchema> ? S : undefined;

// A caller may leave out a part whose every field is optional; a handler always receives each
// declared part, because validation turns a missing one into its parsed empty value.
type InputPart<S, K extends string, Kind extends 'input' | 'output'> = S extends AnySchema
  ? Kind extends 'output'
    ? { [P in K]: z.output<S> }
    : Record<never, never> extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: only the parts the endpoint declares, each as its schema accepts it. */
export type EndpointInput<E extends EndpointDefinition> = InputPart<Part<E, 'params'>, 'params', 'input'> &
  InputPart<Part<E, 'query'>, 'query', 'input'> &
  InputPart<Part<E, 'body'>, 'body', 'input'>;

/** What a handler receives: each declared part after validation. */
export type EndpointRequest<E extends EndpointDefinition> = InputPart<Part<E, 'params'>, 'params', 'output'> &
  InputPart<Part<E, 'query'>, 'query', 'output'> &
  InputPart<Part<E, 'body'>, 'body', 'output'>;

/** The envelope's `data` as the caller reads it. */
export type EndpointData<E extends EndpointDefinition> = z.output<E['response']>;

/** The path with its `:name` segments filled in, and the query appended (empty values left out). */
export function endpointUrl(endpoint: EndpointDefinition, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  // Written out rather than URLSearchParams: this package is typed without the DOM or Node globals.
  const pairs: string[] = [];
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
