// Keeps secrets that travel in URLs out of the log: password-reset and email-verification tokens in the
// path, socket and unsubscribe tokens in the query string, and access tokens (JWTs) wherever they appear.
// The request serializer redacts the logged URL; the stream hook scrubs every finished line as a backstop
// for URLs and tokens that reach the log some other way (error messages, stacks, child loggers).
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Path segments whose next segment is a secret: `/api/auth/reset-password/<token>`, `/api/auth/verify-email/<token>`. */
const SECRET_PATH_PARENTS = ['reset-password', 'verify-email'];
/** Query parameters that carry a credential: socket and unsubscribe tokens, one-use tickets, and the usual names for tokens and codes. */
const SECRET_QUERY_PARAMS = ['token', 'ticket', 'access_token', 'refresh_token', 'otp', 'password'];

const secretParams = new Set(SECRET_QUERY_PARAMS);

function decoded(part: string): string {
  try {
    return decodeURIComponent(part).toLowerCase();
  } catch {
    return part.toLowerCase(); // malformed escapes: compare as written
  }
}

/** The URL with secret path segments and query values replaced by `[redacted]`; the rest stays readable. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (segments[i] && SECRET_PATH_PARENTS.includes(decoded(segments[i - 1]!))) segments[i] = REDACTED;
  }
  let redacted = segments.join('/');
  if (queryAt !== -1) {
    const pairs = url
      .slice(queryAt + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        return eq !== -1 && secretParams.has(decoded(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
      });
    redacted += `?${pairs.join('&')}`;
  }
  return redactText(redacted);
}

const secretPathInText = new RegExp(`(/(?:${SECRET_PATH_PARENTS.join('|')})/)[^/?#&\\s"'\\\\]+`, 'gi');
const secretParamInText = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#\\s"'\\\\]+`, 'gi');
/** A JWT: base64url JSON header (`{"…` encodes as `eyJ`), payload and signature. */
const jwtInText = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]+/g;

/** Scrubs secret-bearing URL parts and JWTs out of free text (a log line, an error message). */
export function redactText(text: string): string {
  return text.replace(secretPathInText, `$1${REDACTED}`).replace(secretParamInText, `$1${REDACTED}`).replace(jwtInText, REDACTED);
}

/** Fastify's default request fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Merged into the API's pino options. */
export const logRedaction = {
  serializers: { req: serializeRequest },
  hooks: { streamWrite: redactText },
};
