// Public answers kept in memory per instance, serialised once, with an ETag: the catalogue, service
// pages and their reviews are read far more often than they change. Each instance drops its copy
// the moment it makes a change; other instances re-read within CACHE_TTL_MS.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

/** How stale another instance's copy may get before it re-reads (this instance invalidates at once). */
const CACHE_TTL_MS = 10_000;
/** What browsers and the web app's data cache may reuse, and serve stale while they refresh. */
const MAX_AGE_SECONDS = 60;

export interface CachedEnvelope {
  /** The whole envelope, serialised once. */
  json: string;
  etag: string;
  loadedAt: number;
}

interface CacheSlot {
  current: CachedEnvelope | null;
  loading: Promise<CachedEnvelope> | null;
}
/** Per database, so test apps sharing a process never see each other's data. */
const caches = new WeakMap<Db, Map<string, CacheSlot>>();

/** The envelope `{ success: true, data }` for `key`; concurrent misses share one load. */
export function cachedEnvelope(db: Db, key: string, load: () => Promise<unknown>): Promise<CachedEnvelope> {
  let slots = caches.get(db);
  if (!slots) caches.set(db, (slots = new Map()));
  const dbSlots = slots;
  let slot = slots.get(key);
  if (!slot) slots.set(key, (slot = { current: null, loading: null }));
  if (slot.current && Date.now() - slot.current.loadedAt < CACHE_TTL_MS) return Promise.resolve(slot.current);
  const entry = slot;
  entry.loading ??= load()
    .then((data) => {
      const json = JSON.stringify({ success: true, data });
      entry.current = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, loadedAt: Date.now() };
      return entry.current;
    })
    .catch((err: unknown) => {
      // A key that fails to load (a made-up slug) keeps no slot, so requests cannot grow the map.
      if (!entry.current) dbSlots.delete(key);
      throw err;
    })
    .finally(() => {
      entry.loading = null;
    });
  return entry.loading;
}

/**
 * Drops this instance's copies whose key starts with `prefix` (every copy without one). Answers in
 * the reader's language put it after the key's start (`catelog:fr`, `service:fr:<slug>`), so one
 * prefix drops every language's copy at once.
 */
export function forgetCached(db: Db, prefix = '') {
  for (const [key, slot] of caches.get(db) ?? []) if (key.startsWith(prefix)) slot.current = null;
}

/** Sends a cached envelope with its ETag; a matching If-None-Match gets a 304. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, { json, etag }: CachedEnvelope) {
  reply.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=300`).header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
