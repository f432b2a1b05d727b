// The session shape the whole web app relies on (ARCHITECTURE "Auth"):
// session.user = { _id, fullname, email, locale?, token: { role, accessToken, expiresAt } }.
import type { Role } from '@hearth/shared/constants';
import type { Locale } from '@hearth/shared/locale';
import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface Session {
    user: {
      _id: string;
      fullname: string;
      email: string;
      /** The account's language ('en' | 'fr'); absent for sessions from before it was stored. */
      locale?: Locale;
      token: {
        role: Role;
        accessToken: string;
        /** Epoch milliseconds when the API token expires. */
        expiresAt: number;
      };
    };
  }

  /** What the Credentials provider's authorize() returns after the API login. */
  interface User {
    id: string;
    _id: string;
    fullname: string;
    email: string;
    role: Role;
    locale?: Locale;
    accessToken: string;
    accessTokenExpiresAt: number;
    accessTokenLifetimeMs: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    _id: string;
    fullname: string;
    email: string;
    role: Role;
    locale?: Locale;
    accessToken: string;
    accessTokenExpiresAt: number;
    accessTokenLifetimeMs: number;
  }
}
