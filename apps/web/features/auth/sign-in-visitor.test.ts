// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_WEB_API_SHARED_SECRET } from '@/lib/config';
import { checkForwarding } from '@/lib/visitor-address';
import { authOptions } from './auth-options';

const fetchMock = vi.fn<typeof fetch>();

// next-auth v4 keeps the authorize function given to CredentialsProvider under `options`.
type Authorize = (credentials: Record<string, string>, req: { headers?: Record<string, string> }) => Promise<unknown>;
const { authorize } = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options;

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('signing in through the website', () => {
  it('tells the API which visitor is signing in, so each visitor has their own sign-in limit', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          data: { token: 'api-token', expiresIn: 3600, user: { _id: 'u1', fullname: 'Ada Tremblay', email: 'ada@example.ca', role: 'customer' } },
        }),
        { status: 200 },
      ),
    );
    // As the route sees it: checked by proxy.ts, then the connection's address filled in by Next.js.
    const headers = checkForwarding(new Headers());
    headers.set('x-forwarded-for', '::ffff:127.0.0.2');
    await authorize({ email: 'ada@example.ca', password: 'Correct-Horse-9' }, { headers: Object.fromEntries(headers) });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/api/auth/login');
    expect(init?.headers).toMatchObject({ 'X-Hearth-Client-Address': '127.0.0.2', 'X-Hearth-Web-Secret': DEV_WEB_API_SHARED_SECRET });
  });
});
