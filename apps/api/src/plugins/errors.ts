// The response envelope and the one error type services throw. Every reply — success, validation
// failure, 404, crash — has the shape { success, message?, data?, errors? }, its messages in the
// request's language (plugins/locale.ts).
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Locale } from '@hearth/shared/locale';
import { localizeMessage, resolveText, type LocalizedText } from '@hearth/shared/messages';
import { fieldErrors } from '@hearth/shared/validation';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from './storable-text';
import { requestLocale } from './locale';

export class AppError extends Error {
  /**
   * The message in each language. A plain string is English and is translated through the shared
   * catalogue; a function writes its own (a time or an amount inside the sentence, formatted for
   * the reader). `message` is always the English text, for logs and tests.
   */
  readonly text: LocalizedText;

  constructor(
    readonly statusCode: number,
    message: LocalizedText,
    readonly errors?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on a 503 that asks the client to come back. */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'function' ? message('en') : message);
    this.text = message;
  }
}

/** Each field's message in the reader's language. */
function localizeErrors(errors: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeMessage(message, locale)]));
}

/** `{ success: false, message, errors? }` in the request's language. */
function failure(request: FastifyRequest, message: LocalizedText, errors?: Record<string, string>) {
  const locale = requestLocale(request);
  return { success: false as const, message: resolveText(message, locale), ...(errors ? { errors: localizeErrors(errors, locale) } : {}) };
}

export function ok<T>(data?: T, message?: string) {
  return { success: true as const, ...(message ? { message } : {}), ...(data !== undefined ? { data } : {}) };
}

/** Validates input with a shared schema; a failure is a 400 naming each field's first problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = unstorableTextPath(input);
  if (unstorable) throw new AppError(400, UNSTORABLE_TEXT_MESSAGE, { [unstorable]: UNSTORABLE_TEXT_MESSAGE });
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0] ?? 'Invalid request';
  throw new AppError(400, first, errors);
}

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large'],
  FST_FILES_LIMIT: [413, 'Too many files'],
  FST_PARTS_LIMIT: [413, 'Too many form fields'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected a multipart form'],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers ?? {})
        .send(failure(request, err.text, err.errors));
    }
    const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
    if (known) return reply.status(known[0]).send(failure(request, known[1]));
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(request, err.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(request, err.message || 'Bad request'));
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or unreachable: say so and when to retry, rather than a bare 500.
      request.log.warn({ err: errorMessage(err) }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(failure(request, UNAVAILABLE_MESSAGE));
    }
    // Unexpected: log everything with the request id, tell the client nothing internal.
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(request, 'Something went wrong. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(request, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  // Confirmations (`ok(data, 'Profile updated')`) and the few replies routes send themselves carry
  // English too; the reader gets them in their language like the errors above. Text that is
  // already French, or has no French, passes through unchanged.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    if (!isEnvelope(payload) || typeof payload.message !== 'string') return done(null, payload);
    const locale = requestLocale(request);
    if (locale === 'en') return done(null, payload);
    done(null, { ...payload, message: localizeMessage(payload.message, locale), ...(payload.errors ? { errors: localizeErrors(payload.errors, locale) } : {}) });
  });
}

function isEnvelope(payload: unknown): payload is { success: boolean; message?: unknown; errors?: Record<string, string> } {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && typeof (payload as { success?: unknown }).success === 'boolean';
}

export const UNAVAILABLE_MESSAGE = 'Hearth is temporarily unavailable. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 5;

/**
 * Connection-level failures: refused or dropped sockets, the server shutting down or starting up
 * (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, class 08 connection
 * exceptions, 53300 too many connections), and the pg pool's own errors, which carry no code.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** Looks through wrappers (Drizzle's query error keeps the driver's error as `cause`, dual-stack connects aggregate). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

function errorMessage(err: unknown): string {
  const cause = (err as { cause?: unknown }).cause;
  const own = err instanceof Error ? err.message : String(err);
  return cause instanceof Error ? `${own}: ${cause.message}` : own;
}

const uuidParams = z.object({ id: z.uuid() });

/** The `:id` route parameter; anything that is not a UUID cannot name a row, so it is that row's 404. */
export function idParam(params: unknown, notFound: string, key = 'id'): string {
  const result = uuidParams.safeParse({ id: (params as Record<string, unknown> | null)?.[key] });
  if (!result.success) throw new AppError(404, notFound);
  return result.data.id;
}
