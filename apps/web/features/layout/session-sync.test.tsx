import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { SessionSync } from './session-sync';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** Next.js's own session route (same origin, next-auth's plain JSON), as a signed-in or signed-out tab reads it. */
const sessionRoute = (session: { user?: unknown }) => fakeApi({ 'GET /api/auth/session': { body: session } });

function otherTabAnnounces() {
  window.dispatchEvent(new StorageEvent('storage', { key: 'nextauth.message', newValue: '{"event":"session"}' }));
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SessionSync', () => {
  it("re-renders a visitor's page when another tab signed in", async () => {
    const { fetchMock } = sessionRoute({ user: { fullname: 'Ada Tremblay' } });
    render(<SessionSync signedIn={false} />);
    otherTabAnnounces();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.anything());
  });

  it("re-renders a signed-in user's page when the session ended elsewhere, checked when the tab is shown again", async () => {
    sessionRoute({});
    render(<SessionSync signedIn />);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledOnce());
  });

  it('leaves the page alone when nothing changed, and ignores other storage keys', async () => {
    const { fetchMock } = sessionRoute({});
    render(<SessionSync signedIn={false} />);
    window.dispatchEvent(new StorageEvent('storage', { key: 'hearth.closedDiscount', newValue: 'WELCOME15' }));
    expect(fetchMock).not.toHaveBeenCalled();
    otherTabAnnounces();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(refresh).not.toHaveBeenCalled();
  });
});
