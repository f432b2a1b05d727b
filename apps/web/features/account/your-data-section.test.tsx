import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { YourDataSection } from './your-data-section';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { nextAuth, renderAs, sessionFor } from '@/test/render-as';

// The session's signOut(), as the page calls it once the account is gone.
const session = nextAuth;
const CUSTOMER = sessionFor('customer', { _id: 'u1', accessToken: 'token-123' });
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/lib/save-blob', () => saved);

const jsonBody = (request: { body: unknown } | undefined) => JSON.parse(String(request?.body));

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Your data', () => {
  it('downloads the archive after the current password, and shows a wrong one on the field', async () => {
    let attempts = 0;
    const api = fakeApi({
      'POST /api/user/data-export': () => (++attempts === 1 ? fail(400, 'Password is incorrect', { password: 'Password is incorrect' }) : { status: 200, raw: 'PK-zip-bytes' }),
    });
    const user = userEvent.setup();
    renderAs(CUSTOMER, <YourDataSection />);
    const download = screen.getByRole('form', { name: 'Download my data' });

    await user.click(within(download).getByRole('button', { name: 'Download my data' }));
    expect(await within(download).findByText('Enter your current password to confirm')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.type(within(download).getByLabelText('Your password'), 'wrong-one');
    await user.click(within(download).getByRole('button', { name: 'Download my data' }));
    expect(await within(download).findByText('Password is incorrect')).toBeInTheDocument();
    expect(within(download).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(download).getByLabelText('Your password'));
    await user.type(within(download).getByLabelText('Your password'), 'Correct-Horse-9');
    await user.click(within(download).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledTimes(1));
    expect(saved.saveBlob.mock.calls[0]![1]).toMatch(/^hearth-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(jsonBody(api.last('POST', '/api/user/data-export'))).toEqual({ password: 'Correct-Horse-9' });
    expect(api.last('POST', '/api/user/data-export')?.headers.Authorization).toBe('Bearer token-123');
    expect(toast.success).toHaveBeenCalledWith('Your data is downloading', expect.anything());
  });

  it('deletes the account only with the password and DELETE typed, then signs out', async () => {
    const api = fakeApi({ 'POST /api/user/erase': ok({ erasedAt: '2026-05-01T12:00:00.000Z' }, 'Your account is closed and your personal data has been erased.') });
    const user = userEvent.setup();
    renderAs(CUSTOMER, <YourDataSection />);
    expect(screen.getByText(/kept for six years/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Correct-Horse-9');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(dialog).findByText('Type DELETE to confirm', { selector: 'p' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledWith({ callbackUrl: '/' }));
    expect(jsonBody(api.last('POST', '/api/user/erase'))).toEqual({ password: 'Correct-Horse-9', confirm: 'DELETE' });
    expect(toast.success).toHaveBeenCalledWith('Your account is closed and your personal data has been erased.');
  });

  it('tells why the account cannot be deleted yet', async () => {
    fakeApi({ 'POST /api/user/erase': fail(409, 'You have a booking that is not finished yet. Cancel it, or wait until the job is done, then close your account.') });
    const user = userEvent.setup();
    renderAs(CUSTOMER, <YourDataSection />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'Correct-Horse-9');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have a booking that is not finished yet. Cancel it, or wait until the job is done, then close your account.'));
    expect(session.signOut).not.toHaveBeenCalled();
  });
});
