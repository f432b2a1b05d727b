// Types for the tests (TypeScript) of page-cache.mjs, which server.mjs runs as plain JavaScript.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export const PAGE_TTL_MS: number;
export const PAGE_MAX_STALE_MS: number;

export interface RenderedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, botType?: (userAgent: string) => string | undefined): string | null;

export interface PageCache {
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): Promise<unknown>;
  purge(): void;
}

export function createPageCache(options: {
  render: (request: { url: string; headers: Record<string, string> }) => Promise<RenderedPage>;
  botType?: (userAgent: string) => string | undefined;
  now?: () => number;
  ttlMs?: number;
  maxStaleMs?: number;
  log?: Pick<Console, 'error'>;
}): PageCache;
