// The public pages' cache lives in the server process in front of Next.js (server.mjs), which
// registers it here; `next dev` has none.
const REGISTRY = Symbol.for('hearth.page-cache');

/** Forgets every cached public page, so their next views render again (after an admin's change). */
export function purgePageCache(): void {
  (globalThis as { [REGISTRY]?: { purge(): void } | null })[REGISTRY]?.purge();
}
