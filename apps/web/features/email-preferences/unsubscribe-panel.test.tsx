import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { UnsubscribePanel } from './unsubscribe-panel';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('UnsubscribePanel', () => {
  it('unsubscribes the address the link was sent to', async () => {
    const api = fakeApi({ 'POST /api/auth/unsubscribe': ok(undefined, 'You have been unsubscribed from marketing emails') });
    const user = userEvent.setup();
    renderAs('visitor', <UnsubscribePanel token="tok-1" email="ada@example.ca" subscribed />);
    expect(screen.getByText('ada@example.ca')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const [request] = api.requests;
    expect(request?.url).toBe('http://localhost:4000/api/auth/unsubscribe');
    expect(JSON.parse(String(request?.body))).toEqual({ token: 'tok-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('You have been unsubscribed from marketing emails');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says so when the address is already unsubscribed', () => {
    renderAs('visitor', <UnsubscribePanel token="tok-1" email="ada@example.ca" subscribed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are not subscribed to marketing emails.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
