import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { HelpModal } from './help-modal';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const CUSTOMER = sessionFor('customer', { accessToken: 'tok' });

describe('HelpModal', () => {
  it('has the three fields of the spec and names what is missing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderAs(CUSTOMER, <HelpModal open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Screenshot is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload Screenshot')).toHaveAccessibleDescription('Screenshot is required');
    expect(api.requests).toHaveLength(0);
  });

  it('sends subject, screenshot and description as multipart with the token, then closes', async () => {
    const api = fakeApi({ 'POST /api/support': ok({ _id: 't1' }, 'Thank you. Our support team will get back to you shortly.') });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderAs(CUSTOMER, <HelpModal open onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('Subject'), 'Payment fails');
    const file = new File(['png-bytes'], 'screen.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Screenshot'), file);
    await user.type(screen.getByLabelText('What is your problem?'), 'The card form spins forever.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [request] = api.requests;
    expect(request?.url).toBe('http://localhost:4000/api/support');
    expect(request?.headers.Authorization).toBe('Bearer tok');
    const body = request?.body as FormData;
    expect(body.get('subject')).toBe('Payment fails');
    expect(body.get('description')).toBe('The card form spins forever.');
    expect((body.get('upload') as File).name).toBe('screen.png');
    expect(toast.success).toHaveBeenCalledWith('Thank you. Our support team will get back to you shortly.');
  });
});
