import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribePanel } from './unsubscribe-panel';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('UnsubscribePanel', () => {
  it('unsubscribes the address the link was sent to', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'You have been unsubscribed from marketing emails' }), { status: 200 }));
    const user = userEvent.setup();
    render(<UnsubscribePanel token="tok-1" email="ada@example.ca" subscribed />);
    expect(screen.getByText('ada@example.ca')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/api/auth/unsubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('You have been unsubscribed from marketing emails');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says so when the address is already unsubscribed', () => {
    render(<UnsubscribePanel token="tok-1" email="ada@example.ca" subscribed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are not subscribed to marketing emails.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
