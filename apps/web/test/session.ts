// The one stand-in for next-auth/react (installed for every test file by vitest.setup.ts): the
// session the components read is whatever the test chose, by renderAs(role) or signInAs(role), and
// signed out otherwise. It lives here, not in each test file, so that every test sees the same
// session shape the app gets from next-auth, and so a test can change it mid-way (a renewed token).
import type { Role } from '@hearth/shared/constants';
import { act } from '@testing-library/react';
import type { Session } from 'next-auth';
import type * as NextAuthReact from 'next-auth/react';
import type { ReactNode } from 'react';
import { createContext, useSyncExternalStore } from 'react';
import { vi } from 'vitest';

/** Who a test is signed in as: a role's standard person, or a session written out in full. */
export type Who = 'visitor' | 'customer' | 'provider' | 'admin' | Session;

type SessionUser = Session['user'];
/** Any field of the session's user or of its token, to give a role's person another id or token. */
export type SessionOverrides = Partial<Omit<SessionUser, 'token'>> & Partial<SessionUser['token']>;

const PEOPLE: Record<Exclude<Who, 'visitor' | Session>, { role: Role; user: Omit<SessionUser, 'token'>; accessToken: string }> = {
  customer: { role: 'customer', user: { _id: 'c1', fullname: 'Ada Tremblay', email: 'ada@example.ca' }, accessToken: 'token-1' },
  provider: { role: 'serviceprovider', user: { _id: 'p1', fullname: 'Sam Okafor', email: 'sam@example.ca' }, accessToken: 'token-123' },
  admin: { role: 'admin', user: { _id: 'a1', fullname: 'Ada Admin', email: 'admin@example.ca' }, accessToken: 'token-1' },
};

/** The session next-auth gives a signed-in person of `role`, its API token valid for an hour. */
export function sessionFor(role: Exclude<Who, 'visitor' | Session>, overrides: SessionOverrides = {}): Session {
  const person = PEOPLE[role];
  const { role: tokenRole = person.role, accessToken = person.accessToken, expiresAt = Date.now() + 3_600_000, ...user } = overrides;
  return { expires: '', user: { ...person.user, ...user, token: { role: tokenRole, accessToken, expiresAt } } };
}

const toSession = (who: Who | null): Session | null => (who === null || who === 'visitor' ? null : typeof who === 'string' ? sessionFor(who) : who);

let current: Session | null = null;
const listeners = new Set<() => void>();

/** Signs the test in as `who` (null or 'visitor': signed out); mounted components re-render with it. */
export function signInAs(who: Who | null): Session | null {
  current = toSession(who);
  if (listeners.size > 0) act(() => listeners.forEach((listener) => listener()));
  return current;
}

export const currentSession = () => current;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sessionState = (session: Session | null) => (session ? { data: session, status: 'authenticated' as const } : { data: null, status: 'unauthenticated' as const });

// vi.fn with a default, so a test can still assert on a call or answer differently for a while;
// resetNextAuth() puts the defaults back after every test. update() answers loosely typed: a test
// gives only what the code under test reads of the renewed session ({} when it reads nothing).
const update = vi.fn(async (_data?: unknown): Promise<unknown> => current);
// Components that read the session's context directly (on pages that may have no provider) see the
// test's session too: the context's default value reads it when they render.
const liveSessionContext = {
  get data() {
    return current;
  },
  get status() {
    return current ? ('authenticated' as const) : ('unauthenticated' as const);
  },
  update,
};
export const nextAuth = {
  SessionContext: createContext<unknown>(liveSessionContext),
  useSession: vi.fn(() => ({ ...sessionState(useSyncExternalStore(subscribe, currentSession, currentSession)), update })),
  getSession: vi.fn(async (_params?: unknown) => current),
  signIn: vi.fn(async (..._args: unknown[]) => undefined as unknown),
  signOut: vi.fn(async (_options?: unknown) => undefined),
  update,
  // The test decides the session; the provider the app wraps pages in only passes its children on.
  SessionProvider: ({ children }: { children: ReactNode }) => children,
};

/** The module vitest.setup.ts puts in place of next-auth/react. */
export const nextAuthReactMock = nextAuth as unknown as typeof NextAuthReact;

/** After each test: signed out, and every stand-in back to its default answer with no calls recorded. */
export function resetNextAuth() {
  current = null;
  listeners.clear();
  for (const fn of [nextAuth.useSession, nextAuth.getSession, nextAuth.signIn, nextAuth.signOut, nextAuth.update]) fn.mockReset();
}
