// next-auth v4 configuration: the Credentials provider signs in through the API, and the
// JWT session carries the API token, refreshed when less than half of its life remains.
import { isLocale } from '@hearth/shared/locale';
import { authEndpoints, loginSchema } from '@hearth/shared/auth/contract';
import type { AuthOptions, Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/call';
import { getServerConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { visitorHeaders } from '@/lib/visitor-address';
import { encodeSignInFailure } from './sign-in-error';

const config = getServerConfig();
// next-auth reads NEXTAUTH_URL straight from the environment; give it the same default as ours.
process.env.NEXTAUTH_URL ??= config.nextAuthUrl;

/** How long a browser keeps a session without activity; the API token inside is refreshed. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function tokenTimes(expiresInSeconds: number) {
  const lifetimeMs = expiresInSeconds * 1000;
  return { accessTokenExpiresAt: Date.now() + lifetimeMs, accessTokenLifetimeMs: lifetimeMs };
}

function needsRefresh(token: JWT): boolean {
  return token.accessTokenExpiresAt - Date.now() < token.accessTokenLifetimeMs / 2;
}

async function refreshAccessToken(token: JWT): Promise<JWT> {
  try {
    const { data } = await call(authEndpoints.refresh, {}, { token: token.accessToken });
    return { ...token, accessToken: data.token, ...tokenTimes(data.expiresIn) };
  } catch (error) {
    // The API no longer accepts this token (expired, password changed, deactivated):
    // throwing makes next-auth clear the session cookie, which ends the session.
    if (error instanceof ApiError && error.status === 401) throw error;
    // Anything else (API restarting, network blip) keeps the current token for the next try.
    console.error('Refreshing the API token failed; keeping the current one', error);
    return token;
  }
}

/** Values the client may push with `useSession().update(...)`, e.g. after a password change. */
interface SessionUpdate {
  accessToken?: string;
  expiresIn?: number;
  fullname?: string;
  /** The account's language, after the customer changes it in their settings. */
  locale?: string;
}

function applyUpdate(token: JWT, update: SessionUpdate): JWT {
  const next = { ...token };
  if (typeof update.accessToken === 'string' && typeof update.expiresIn === 'number') {
    next.accessToken = update.accessToken;
    Object.assign(next, tokenTimes(update.expiresIn));
  }
  if (typeof update.fullname === 'string' && update.fullname.trim()) next.fullname = update.fullname.trim();
  if (isLocale(update.locale)) next.locale = update.locale;
  return next;
}

export const authOptions: AuthOptions = {
  secret: config.nextAuthSecret,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: paths.login(), error: paths.login() },
  providers: [
    CredentialsProvider({
      name: 'Email',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials ?? {});
        if (!parsed.success) {
          throw new Error(encodeSignInFailure({ status: 400, message: 'Invalid email or password', errors: {} }));
        }
        try {
          // The API limits sign-ins per visitor: name the visitor, or everyone shares this server's limit.
          const { data } = await call(authEndpoints.login, { body: parsed.data }, { headers: visitorHeaders(req.headers ?? {}) });
          const { user } = data;
          // The account's language: the session carries it so signing in continues in it (checked,
          // so an API answering without it keeps the session valid).
          const locale: unknown = user.locale;
          return {
            id: user._id,
            _id: user._id,
            fullname: user.fullname,
            email: user.email,
            role: user.role,
            ...(isLocale(locale) ? { locale } : {}),
            accessToken: data.token,
            ...tokenTimes(data.expiresIn),
          };
        } catch (error) {
          if (error instanceof ApiError) {
            throw new Error(encodeSignInFailure({ status: error.status, message: error.message, errors: error.errors }));
          }
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger, session }) {
      if (user) {
        return {
          ...token,
          _id: user._id,
          fullname: user.fullname,
          email: user.email,
          role: user.role,
          ...(user.locale ? { locale: user.locale } : {}),
          accessToken: user.accessToken,
          accessTokenExpiresAt: user.accessTokenExpiresAt,
          accessTokenLifetimeMs: user.accessTokenLifetimeMs,
        };
      }
      const current = trigger === 'update' && session ? applyUpdate(token, session as SessionUpdate) : token;
      return needsRefresh(current) ? refreshAccessToken(current) : current;
    },
    async session({ session, token }): Promise<Session> {
      return {
        expires: session.expires,
        user: {
          _id: token._id,
          fullname: token.fullname,
          email: token.email,
          ...(token.locale ? { locale: token.locale } : {}),
          token: { role: token.role, accessToken: token.accessToken, expiresAt: token.accessTokenExpiresAt },
        },
      };
    },
  },
};
