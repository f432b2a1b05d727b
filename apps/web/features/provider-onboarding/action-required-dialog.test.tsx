import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionRequiredDialog } from './action-required-dialog';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/serviceprovider/account' }));

afterEach(() => vi.unstubAllGlobals());

const items = [
  { _id: 'a1', message: 'Upload both sides of your ID.', createdAt: '2026-03-01T10:00:00.000Z' },
  { _id: 'a2', message: 'Your SIN document is cut off.', createdAt: '2026-03-01T10:05:00.000Z' },
];

describe('ActionRequiredDialog', () => {
  it('shows what admins asked for, one message per line, and closes', async () => {
    const api = fakeApi({ 'GET /api/service-provider/action-required': ok(items) });
    const user = userEvent.setup();
    renderAs('provider', <ActionRequiredDialog />);

    const dialog = await screen.findByRole('dialog', { name: 'Action Required' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Upload both sides of your ID.', 'Your SIN document is cut off.']);
    expect(within(dialog).getByRole('link', { name: 'Go to Business Detail' })).toHaveAttribute('href', '/serviceprovider/businessdetail');
    expect(api.last('GET', '/api/service-provider/action-required')?.headers.Authorization).toBe('Bearer token-123');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape, keeping focus inside while open', async () => {
    fakeApi({ 'GET /api/service-provider/action-required': ok(items.slice(0, 1)) });
    const user = userEvent.setup();
    renderAs('provider', <ActionRequiredDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Action Required' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when nothing is asked', async () => {
    const api = fakeApi({ 'GET /api/service-provider/action-required': ok([]) });
    renderAs('provider', <ActionRequiredDialog />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays silent when the list cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'GET /api/service-provider/action-required': fail(500, 'Something went wrong. Please try again.') });
    renderAs('provider', <ActionRequiredDialog />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Loading the action-required list failed', expect.anything()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
