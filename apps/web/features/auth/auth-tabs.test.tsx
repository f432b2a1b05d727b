import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { AuthTabs } from './auth-tabs';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

async function openSignUp() {
  const user = userEvent.setup();
  render(<AuthTabs initialTab="signin" callbackUrl={null} />);
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  const panel = screen.getByRole('tabpanel', { name: 'Sign Up' });
  const field = (label: string) => within(panel).getByLabelText(label);
  return { user, panel, field };
}

describe('customer sign-up on /login', () => {
  it('shows the spec messages under each field', async () => {
    const { user, panel, field } = await openSignUp();
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await within(panel).findByText('First Name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Last Name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Email is required')).toBeInTheDocument();
    expect(within(panel).getByText('Password is required')).toBeInTheDocument();

    await user.type(field('Password'), 'short');
    await user.type(field('Confirm Password'), 'different');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await within(panel).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Password must match')).toBeInTheDocument();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'has spaces in it');
    expect(await within(panel).findByText('Password cannot contain spaces')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under the fields", async () => {
    fetchMock.mockReturnValue(reply(409, { success: false, message: 'Email already registered', errors: { email: 'An account with this email already exists' } }));
    const { user, panel, field } = await openSignUp();
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Last Name'), 'Tremblay');
    await user.type(field('Email'), 'ada@example.ca');
    await user.type(field('Password'), 'maple-leaf-9');
    await user.type(field('Confirm Password'), 'maple-leaf-9');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await within(panel).findByText('An account with this email already exists')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('moves to Sign In with the new email filled in once the account exists', async () => {
    const message = 'Account created. Check your email to verify your address.';
    fetchMock.mockReturnValue(reply(201, { success: true, message }));
    const { user, panel, field } = await openSignUp();
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Last Name'), 'Tremblay');
    await user.type(field('Email'), 'Ada@Example.ca');
    await user.type(field('Password'), 'maple-leaf-9');
    await user.type(field('Confirm Password'), 'maple-leaf-9');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/api/auth/signup');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Ada', lastName: 'Tremblay', email: 'ada@example.ca', password: 'maple-leaf-9', repassword: 'maple-leaf-9', locale: 'en' });
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    const signIn = screen.getByRole('tabpanel', { name: 'Sign In' });
    expect(within(signIn).getByRole('status')).toHaveTextContent(message);
    expect(within(signIn).getByLabelText('Email')).toHaveValue('ada@example.ca');
    expect(toast.success).toHaveBeenCalledWith(message);
  });
});
