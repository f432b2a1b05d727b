// Shared by the component tests: a fake API that answers by "METHOD /path" and records every
// request it received. Rendering, signed in or not, is test/render-as's renderAs.
import { vi } from 'vitest';

/** `body` is sent as JSON; `raw` as it is (a file download). */
type Reply = { status?: number; body?: unknown; raw?: string };
type Answer = Reply | (() => Reply);

export interface RecordedRequest {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
  headers: Record<string, string>;
}

/** Installs a fetch that answers the given routes (404 otherwise) and returns what it was asked. */
export function fakeApi(routes: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const path = `${url.pathname}${url.search}`;
    requests.push({ method, path, body: init.body, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: { success: false, message: `No fake for ${method} ${path}` } });
    return new Response(answer.raw ?? JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, last: (method: string, path: string) => requests.findLast((r) => r.method === method && r.path === path) };
}

export const ok = (data: unknown, message?: string): Reply => ({ status: 200, body: { success: true, data, ...(message ? { message } : {}) } });
export const fail = (status: number, message: string, errors?: Record<string, string>): Reply => ({ status, body: { success: false, message, ...(errors ? { errors } : {}) } });
