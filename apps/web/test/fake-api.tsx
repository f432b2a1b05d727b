// Shared by the component tests: a fake API that answers by "METHOD /path" and records every
// request it received. Rendering, signed in or not, is test/render-as's renderAs.
import { vi } from 'vitest';

/** `body` is sent as JSON; `raw` as it is (a file download); `networkError` makes fetch reject as it does offline. */
export type Reply = { status?: number; body?: unknown; raw?: string; networkError?: true };
/**
 * What a route answers: one reply every time; a function of the request, for an answer that depends
 * on it or on the test's state; or replies given in turn, the last one repeating once they run out.
 */
export type Answer = Reply | Reply[] | ((request: RecordedRequest) => Reply);

export interface RecordedRequest {
  method: string;
  /** As the app wrote it, e.g. http://localhost:4000/api/auth/signup or a same-origin /api/auth/session. */
  url: string;
  path: string;
  body: BodyInit | null | undefined;
  headers: Record<string, string>;
}

/** Installs a fetch that answers the given routes (404 otherwise) and returns what it was asked. */
export function fakeApi(routes: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  // How many times each route has answered, for the routes that answer in turn.
  const answered = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // The base only lets a same-origin path (the Next.js app's own routes) be parsed; it is not recorded.
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = `${url.pathname}${url.search}`;
    const request = { method, url: String(input), path, body: init.body, headers: (init.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const key = routes[`${method} ${path}`] ? `${method} ${path}` : `${method} ${url.pathname}`;
    const answer = replyFrom(routes[key], request, answered.get(key) ?? 0);
    answered.set(key, (answered.get(key) ?? 0) + 1);
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return new Response(answer.raw ?? JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, last: (method: string, path: string) => requests.findLast((r) => r.method === method && r.path === path) };
}

/** The reply to a route's `calls + 1`th request; a 404 for a route the test did not fake. */
function replyFrom(route: Answer | undefined, request: RecordedRequest, calls: number): Reply {
  const notFaked = { status: 404, body: { success: false, message: `No fake for ${request.method} ${request.path}` } };
  if (typeof route === 'function') return route(request);
  if (Array.isArray(route)) return route[Math.min(calls, route.length - 1)] ?? notFaked;
  return route ?? notFaked;
}

export const ok = (data: unknown, message?: string): Reply => ({ status: 200, body: { success: true, data, ...(message ? { message } : {}) } });
export const fail = (status: number, message: string, errors?: Record<string, string>): Reply => ({ status, body: { success: false, message, ...(errors ? { errors } : {}) } });
