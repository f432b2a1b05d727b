// Reads the public API for server components: cached in Next's data cache and revalidated, so
// public pages render from memory most of the time. A section whose call fails renders without
// its data instead of failing the whole page; the failure is logged and not cached.
import type { Locale } from '@hearth/shared/locale';
import { connection } from 'next/server';
import { getLocale } from 'next-intl/server';
import { ApiError, apiRequest } from './api';

/** How long public content is served from the cache before it is fetched again. */
export const PUBLIC_REVALIDATE_SECONDS = 60;

async function load<T>(path: string, tags: string[], locale?: Locale): Promise<T> {
  // In the page's language: the API picks the French name, description… from Accept-Language, and
  // the header is part of the data cache's key, so each language is cached on its own.
  const headers = { 'Accept-Language': locale ?? (await getLocale()) };
  const { data } = await apiRequest<T>(path, { headers, next: { revalidate: PUBLIC_REVALIDATE_SECONDS, tags } });
  return data;
}

/**
 * The data, or `fallback` when the call fails (the section then shows less, the page still renders).
 * `locale`: a language other than the page's (the sitemap, which has no page language, reads both).
 */
export async function fetchPublic<T>(path: string, fallback: T, tags: string[] = [], locale?: Locale): Promise<T> {
  // Per request (from the data cache), never baked in at build time when the API may be down.
  // Outside the try: during a build this signals "render on demand", which must not be swallowed.
  await connection();
  try {
    return (await load<T>(path, tags, locale)) ?? fallback;
  } catch (error) {
    // A 404 is an answer (say, the reviews of a service that does not exist), not a failure.
    if (!(error instanceof ApiError && error.status === 404)) console.error(`Loading ${path} failed; rendering without it`, error);
    return fallback;
  }
}

/** The data, or null when the API says it does not exist (the page answers 404); other failures throw. */
export async function fetchPublicOrNull<T>(path: string, tags: string[] = []): Promise<T | null> {
  await connection();
  try {
    return await load<T>(path, tags);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
