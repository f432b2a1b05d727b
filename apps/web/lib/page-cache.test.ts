import { afterEach, describe, expect, it, vi } from 'vitest';
import { purgePageCache } from './page-cache';

const REGISTRY = Symbol.for('hearth.page-cache');
const registry = globalThis as { [REGISTRY]?: { purge(): void } | null };

afterEach(() => {
  delete registry[REGISTRY];
});

describe('purgePageCache', () => {
  it('empties the cache the server in front of Next.js registered', () => {
    const purge = vi.fn();
    registry[REGISTRY] = { purge };
    purgePageCache();
    expect(purge).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there is no cache (next dev, PAGE_CACHE=off)', () => {
    registry[REGISTRY] = null;
    expect(() => purgePageCache()).not.toThrow();
    delete registry[REGISTRY];
    expect(() => purgePageCache()).not.toThrow();
  });
});
