// Registers a route from its shared contract (@hearth/shared/contract). Fastify validates each part
// through the route's zod schemas before the handler runs, with the same `parse()` the hand-written
// routes use, so the error envelope and its messages do not change; the type provider gives the
// handler the validated types, and the handler must answer with the contract's `data`.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifyTypeProvider, onSendAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { EndpointData, EndpointDefinition, EndpointRequest } from '@hearth/shared/contract';
import { AppError, ok, parse } from './errors';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from './storable-text';

/**
 * Fastify's type provider for zod schemas. Written here rather than taken from
 * fastify-type-provider-zod: that package's validator answers with its own error shape and pulls
 * in @fastify/swagger, while the provider itself is these two lines.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** What a handler answers: the envelope's data (none for a message-only endpoint) and a message for the person. */
export type EndpointAnswer<E extends EndpointDefinition> = [EndpointData<E>] extends [void | undefined]
  ? { message?: string } | void
  : { data: EndpointData<E>; message?: string };

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointRequest<E> & { req: FastifyRequest; reply: FastifyReply },
) => Promise<EndpointAnswer<E>>;

/**
 * Path parameters by their contract: text the database cannot store is refused as in a body (400),
 * and a value that does not parse names nothing, so it is a 404 with the schema's message.
 */
export function parsePathParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = unstorableTextPath(input);
  if (unstorable) throw new AppError(400, UNSTORABLE_TEXT_MESSAGE, { [unstorable]: UNSTORABLE_TEXT_MESSAGE });
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError(404, result.error.issues[0]?.message ?? 'Not found');
}

interface RegisterOptions {
  /** Tests and development check every answer against the contract; production trusts the types. */
  checkResponses?: boolean;
  /** Route settings the contract does not carry because only the API acts on them (rate limits, the phone gate). */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** A reply hook, such as publicCache's Cache-Control on public reads. */
  onSend?: onSendAsyncHookHandler;
}

export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterOptions = {},
): void {
  const response = endpoint.response;
  const checkResponses = options.checkResponses ?? process.env.NODE_ENV !== 'production';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access as FastifyRequest['routeOptions']['config']['access'] },
    ...(options.onSend ? { onSend: options.onSend } : {}),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
    },
    validatorCompiler:
      ({ httpPart, schema }) =>
      (data) => {
        try {
          const zodSchema = schema as unknown as z.ZodType;
          return { value: httpPart === 'params' ? parsePathParams(zodSchema, data) : parse(zodSchema, data) };
        } catch (error) {
          return { error: error as Error };
        }
      },
    handler: async (req, reply) => {
      const input = { req, reply, params: req.params, query: req.query, body: req.body } as unknown as Parameters<EndpointHandler<E>>[0];
      const answer = (await handler(input)) as { data?: unknown; message?: string } | undefined;
      if (checkResponses) {
        // Checked as the client will read it: after JSON, where a Date is already a string.
        const wire = answer?.data === undefined ? undefined : JSON.parse(JSON.stringify(answer.data));
        const checked = response.safeParse(wire);
        if (!checked.success) {
          throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${checked.error.message}`);
        }
      }
      return ok(answer?.data, answer?.message);
    },
  });
}
