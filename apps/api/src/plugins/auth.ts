// Who is calling. Tokens are HS256 JWTs (the only algorithm accepted) carrying sub, role, tv
// (token version) and sst (when the session began); every route declares `config.access`, and a
// route without one fails at start-up.
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@hearth/shared/constants';
import type { Locale } from '@hearth/shared/locale';
import { preparedQuery } from '../db/prepared-queries';
import { users } from '../db/schema';
import type { AppContext } from '../context';
import { AppError } from './errors';

/** 'public': anyone (a valid token is still read); 'user': any signed-in user; or a list of roles. */
export type Access = 'public' | 'user' | Role[];

export interface AuthUser {
  id: string;
  role: Role;
  /** Read with the token check, so the provider phone gate costs no extra query. */
  phoneVerified: boolean;
  /** Read with the token check too: booking needs a verified email, and this spares it a query. */
  emailVerified: boolean;
  /** When the caller signed in (seconds since the epoch); refreshed tokens keep it. */
  sessionStartedAt: number;
  /** The language the caller reads Hearth in (plugins/locale.ts). */
  locale: Locale;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const ISSUER = 'hearth-api';
export const AUDIENCE = 'hearth';

/**
 * A token for `user`. Without `sessionStartedAt` it starts a new session (a sign-in, a password
 * change); a refresh passes the old token's start on, so refreshing never extends a session.
 */
export async function signAccessToken(
  ctx: Pick<AppContext, 'config'>,
  user: { id: string; role: Role; tokenVersion: number },
  sessionStartedAt = Math.floor(Date.now() / 1000),
) {
  const ttl = ctx.config.accessTokenTtlSeconds;
  const token = await new SignJWT({ role: user.role, tv: user.tokenVersion, sst: sessionStartedAt })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(await secretKey(ctx.config.jwtSecret));
  return { token, expiresIn: ttl };
}

// The secret imported once as a WebCrypto key: handing jose the raw bytes makes it import them
// again for every token, which more than doubled the CPU a verification takes.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function secretKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

// Tokens whose signature, issuer and audience were verified, per secret. A client sends the same
// token with every request, and verifying it through WebCrypto costs about 0.4 ms of CPU each time
// (the load benchmark's profile); expiry is still checked at every use, and the token version below
// still goes to the database, so revocation is unchanged.
const VERIFIED_TOKENS_MAX = 20_000;
const verifiedTokens = new Map<string, Map<string, JWTPayload>>();

async function verifiedPayload(secret: string, token: string): Promise<JWTPayload | null> {
  let cache = verifiedTokens.get(secret);
  if (!cache) verifiedTokens.set(secret, (cache = new Map()));
  let payload = cache.get(token);
  if (!payload) {
    try {
      ({ payload } = await jwtVerify(token, await secretKey(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }));
    } catch {
      return null; // malformed, forged or expired: the caller answers 401
    }
    // Oldest first out: a Map iterates in insertion order.
    if (cache.size >= VERIFIED_TOKENS_MAX) cache.delete(cache.keys().next().value!);
    cache.set(token, payload);
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) {
    cache.delete(token);
    return null;
  }
  return payload;
}

/** Every authenticated request runs this one. */
const tokenHolder = preparedQuery((db) =>
  db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion, deactivatedAt: users.deactivatedAt, phoneVerifiedAt: users.phoneVerifiedAt, emailVerifiedAt: users.emailVerifiedAt, locale: users.locale })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_token_holder'),
);

/**
 * Verifies a token, that its session is younger than SESSION_MAX_AGE_DAYS, and that it still
 * matches an active user with the same token version.
 */
export async function authenticateToken(ctx: Pick<AppContext, 'config' | 'db'>, token: string): Promise<AuthUser | null> {
  const payload = await verifiedPayload(ctx.config.jwtSecret, token);
  if (!payload) return null;
  if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return null;
  // Tokens signed before sessions carried their start count from their own issue time.
  const sessionStartedAt = typeof payload.sst === 'number' ? payload.sst : payload.iat;
  if (typeof sessionStartedAt !== 'number' || (sessionStartedAt + ctx.config.sessionMaxAgeSeconds) * 1000 <= Date.now()) return null;
  const [row] = await tokenHolder(ctx.db).execute({ id: payload.sub });
  if (!row || row.deactivatedAt || row.tokenVersion !== payload.tv) return null;
  return { id: row.id, role: row.role, phoneVerified: row.phoneVerifiedAt !== null, emailVerified: row.emailVerifiedAt !== null, sessionStartedAt, locale: row.locale };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  // Every route and who may call it: the authorisation tests walk this table, so a new route cannot be forgotten.
  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && route.method !== 'HEAD') {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.config?.access !== undefined) routeTable.push({ method, url: route.url, access: route.config.access });
    }
  });

  // A callback hook rather than an async one: public routes, most of the traffic, pass on without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    // Public routes skip the user lookup; the few that use a caller if present ask `optionalUser`.
    if (access === undefined || access === 'public') return done();
    authorize(request, access).then(() => done(), done);
  });

  async function authorize(request: FastifyRequest, access: Exclude<Access, 'public'>) {
    const token = bearerToken(request);
    request.user = token ? await authenticateToken(ctx, token) : null;
    if (!request.user) {
      throw new AppError(401, token ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.');
    }
    if (Array.isArray(access) && !access.includes(request.user.role)) {
      throw new AppError(403, 'You do not have permission to do this.');
    }
  }
}

/** On a public route: the caller if a valid token came with the request, else null. */
export async function optionalUser(ctx: Pick<AppContext, 'config' | 'db'>, request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  request.user ??= token ? await authenticateToken(ctx, token) : null;
  return request.user;
}

/** The signed-in user of a route declared 'user' or with roles. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, 'Please sign in to continue.');
  return request.user;
}
