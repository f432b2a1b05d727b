import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { Session } from 'next-auth';
import { signOut } from 'next-auth/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider, useRealtimeEvent } from './realtime-provider';
import { fail, fakeApi } from '@/test/fake-api';
import { nextAuth, signInAs } from '@/test/render-as';

vi.mock('sonner', () => ({ toast: vi.fn() }));

/** Stands in for the browser WebSocket: records every socket and lets a test play the server. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readonly protocols: string[];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByClient = false;

  constructor(url: string, protocols: string[] = []) {
    this.url = url;
    this.protocols = protocols;
    FakeWebSocket.instances.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  close() {
    this.closedByClient = true;
    this.serverClose(1000);
  }

  open() {
    this.readyState = 1;
    act(() => this.onopen?.());
  }

  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }

  serverClose(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

// The session's update(), which the provider calls to renew a token the API refused.
const update = nextAuth.update;

function session(accessToken: string, userId = 'user-1'): Session {
  return {
    expires: '',
    user: { _id: userId, fullname: 'Sam Okafor', email: 'sam@example.ca', token: { role: 'serviceprovider', accessToken, expiresAt: 0 } },
  };
}

function useSessionReturns(value: Session | null) {
  signInAs(value);
}

const heard: unknown[] = [];

function Listener() {
  useRealtimeEvent(['NewBookingAlert', 'ReloadBooking'], (message) => heard.push(message));
  return null;
}

let client: QueryClient;

function renderProvider() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = () => (
    <QueryClientProvider client={client}>
      <RealtimeProvider>
        <Listener />
      </RealtimeProvider>
    </QueryClientProvider>
  );
  const view = render(tree());
  return { ...view, rerender: () => view.rerender(tree()) };
}

/** Lets pending promises (session refresh, API probe) settle inside act. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
  heard.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  useSessionReturns(session('token-1'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('RealtimeProvider', () => {
  it('opens one socket to the API once the user is known, with the user id in the URL and the token as a subprotocol', () => {
    useSessionReturns(null);
    const view = renderProvider();
    expect(FakeWebSocket.instances).toHaveLength(0);

    useSessionReturns(session('token-1'));
    view.rerender();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const url = new URL(FakeWebSocket.latest().url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('ws://localhost:4000/ws');
    expect(url.searchParams.get('userId')).toBe('user-1');
    expect(FakeWebSocket.latest().protocols).toEqual(['hearth', 'token-1']);
    // URLs end up in server and proxy logs: the token stays out of it.
    expect(url.search).toBe('?userId=user-1');

    // A refreshed token does not reopen the socket: it is used on the next reconnect.
    useSessionReturns(session('token-2'));
    view.rerender();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it.each([
    ['NewBookingAlert', 'New Booking Available'],
    ['AcceptBooking', 'Booking Accepted'],
    ['CompeleteBooking', 'Booking Completed'],
    ['CancelBooking', 'Booking Cancelled'],
    ['AssignProvider', 'Provider Assigned By Admin'],
    // The professional's own words come in the message, written in the customer's language.
    ['OnTheWay', 'On the way'],
  ])('shows %s as the toast "%s" with the message under it', (event, text) => {
    renderProvider();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().push({ event, data: { message: 'Deep clean, 12 May, Toronto' } });
    expect(toast).toHaveBeenCalledExactlyOnceWith(text, { description: 'Deep clean, 12 May, Toronto' });
  });

  it('refreshes the notification lists on every event, toast or not', () => {
    renderProvider();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    FakeWebSocket.latest().open();

    FakeWebSocket.latest().push({ event: 'ReloadBooking', data: {} });
    expect(toast).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });

    FakeWebSocket.latest().push({ event: 'UpdateCategory', data: {} });
    FakeWebSocket.latest().push({ event: 'BookingMessage', data: { text: 'On my way' } });
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('hands subscribers only the events they asked for, and ignores frames that are not JSON', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.push({ event: 'NewBookingAlert', data: { bookingId: 'b1', message: 'New job' } });
    socket.push({ event: 'AcceptBooking', data: {} });
    socket.push({ event: 'ReloadBooking', data: {} });
    act(() => socket.onmessage?.({ data: 'not json' }));

    expect(heard).toEqual([
      { event: 'NewBookingAlert', data: { bookingId: 'b1', message: 'New job' } },
      { event: 'ReloadBooking', data: {} },
    ]);
    expect(consoleError).toHaveBeenCalledWith('Ignoring a realtime frame that is not JSON', expect.any(SyntaxError));
  });

  it('reconnects 3 seconds after the socket closes, with the newest token, and catches up on notifications', async () => {
    const view = renderProvider();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    FakeWebSocket.latest().open();
    useSessionReturns(session('token-2'));
    view.rerender();

    act(() => FakeWebSocket.latest().serverClose(1006));
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest().protocols).toEqual(['hearth', 'token-2']);

    expect(invalidate).not.toHaveBeenCalled();
    FakeWebSocket.latest().open();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps retrying every 3 seconds while the API is unreachable', async () => {
    renderProvider();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      act(() => FakeWebSocket.latest().serverClose(1006));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(FakeWebSocket.instances).toHaveLength(attempt + 1);
    }
  });

  it('closes the socket on logout and never reopens it', async () => {
    const view = renderProvider();
    const socket = FakeWebSocket.latest();
    socket.open();

    useSessionReturns(null);
    view.rerender();
    expect(socket.closedByClient).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not reconnect after unmounting, even with a retry pending', async () => {
    const view = renderProvider();
    act(() => FakeWebSocket.latest().serverClose(1006));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  describe('when the API ends the session (close code 4001)', () => {
    // The request the provider probes the session's token with before signing out.
    const UNREAD_COUNT = 'GET /api/notification/unread-count';

    it('reconnects at once with the token of the renewed session', async () => {
      update.mockResolvedValue(session('token-2'));
      renderProvider();
      FakeWebSocket.latest().open();

      act(() => FakeWebSocket.latest().serverClose(4001));
      await settle();
      expect(update).toHaveBeenCalledOnce();
      expect(FakeWebSocket.instances).toHaveLength(2);
      expect(FakeWebSocket.latest().protocols).toEqual(['hearth', 'token-2']);
    });

    it('uses a token the session already refreshed, without asking again', async () => {
      const view = renderProvider();
      FakeWebSocket.latest().open();
      useSessionReturns(session('token-2'));
      view.rerender();

      act(() => FakeWebSocket.latest().serverClose(4001));
      await settle();
      expect(update).not.toHaveBeenCalled();
      expect(FakeWebSocket.latest().protocols).toEqual(['hearth', 'token-2']);
    });

    it('signs out to /login when the session is gone, and does not reconnect with the old token', async () => {
      update.mockResolvedValue(null);
      const { fetchMock } = fakeApi({ [UNREAD_COUNT]: fail(401, 'Session expired') });
      renderProvider();
      FakeWebSocket.latest().open();

      act(() => FakeWebSocket.latest().serverClose(4001));
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(1500)); // the grace for a password change's new token
      expect(fetchMock).toHaveBeenCalledWith(
        'http://localhost:4000/api/notification/unread-count',
        expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }),
      );
      expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/login' });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(FakeWebSocket.instances).toHaveLength(1);
    });

    it('waits for the new token of a password change made in this tab instead of signing out', async () => {
      // The socket closes before the password change's reply has put the new token in the session.
      update.mockResolvedValueOnce(session('token-1')).mockResolvedValue(session('token-2'));
      const { fetchMock } = fakeApi({ [UNREAD_COUNT]: { status: 401, body: { success: false } } });
      renderProvider();
      FakeWebSocket.latest().open();

      act(() => FakeWebSocket.latest().serverClose(4001));
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(update).toHaveBeenCalledTimes(2);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(signOut).not.toHaveBeenCalled();
      expect(FakeWebSocket.latest().protocols).toEqual(['hearth', 'token-2']);
    });

    it('tries again later when the session could not be checked (offline)', async () => {
      update.mockResolvedValue(session('token-1'));
      fakeApi({ [UNREAD_COUNT]: { networkError: true } });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderProvider();
      FakeWebSocket.latest().open();

      act(() => FakeWebSocket.latest().serverClose(4001));
      await settle();
      expect(FakeWebSocket.instances).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1500 + 3000));
      expect(FakeWebSocket.instances).toHaveLength(2);
      expect(signOut).not.toHaveBeenCalled();
    });
  });
});
