// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('config on the server', () => {
  it('calls the API at its internal address when one is set, else at the public one', async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.hearth.ca');
    vi.stubEnv('API_INTERNAL_URL', 'http://api.internal:4000/');
    expect((await import('./config')).apiBaseUrl()).toBe('http://api.internal:4000');

    vi.stubEnv('API_INTERNAL_URL', '');
    expect((await import('./config')).apiBaseUrl()).toBe('https://api.hearth.ca');
  });
});
