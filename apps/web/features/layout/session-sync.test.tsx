import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionSync } from './session-sync';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = vi.fn<typeof fetch>();
const sessionReply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

function otherTabAnnounces() {
  window.dispatchEvent(new StorageEvent('storage', { key: 'nextauth.message', newValue: '{"event":"session"}' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SessionSync', () => {
  it("re-renders a visitor's page when another tab signed in", async () => {
    fetchMock.mockReturnValue(sessionReply({ user: { fullname: 'Ada Tremblay' } }));
    render(<SessionSync signedIn={false} />);
    otherTabAnnounces();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.anything());
  });

  it("re-renders a signed-in user's page when the session ended elsewhere, checked when the tab is shown again", async () => {
    fetchMock.mockReturnValue(sessionReply({}));
    render(<SessionSync signedIn />);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledOnce());
  });

  it('leaves the page alone when nothing changed, and ignores other storage keys', async () => {
    fetchMock.mockReturnValue(sessionReply({}));
    render(<SessionSync signedIn={false} />);
    window.dispatchEvent(new StorageEvent('storage', { key: 'hearth.closedDiscount', newValue: 'WELCOME15' }));
    expect(fetchMock).not.toHaveBeenCalled();
    otherTabAnnounces();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(refresh).not.toHaveBeenCalled();
  });
});
