import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { type Answer, fail, fakeApi } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { AuthTabs } from './auth-tabs';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

/** /login as a visitor, on the Sign Up tab; `signup` is how the API answers the form, if it is sent. */
async function openSignUp(signup?: Answer) {
  const api = fakeApi(signup ? { 'POST /api/auth/signup': signup } : {});
  const user = userEvent.setup();
  renderAs('visitor', <AuthTabs initialTab="signin" callbackUrl={null} />);
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  const panel = screen.getByRole('tabpanel', { name: 'Sign Up' });
  const field = (label: string) => within(panel).getByLabelText(label);
  return { api, user, panel, field };
}

describe('customer sign-up on /login', () => {
  it('shows the spec messages under each field', async () => {
    const { api, user, panel, field } = await openSignUp();
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
    expect(api.requests).toHaveLength(0);
  });

  it("puts the server's field errors under the fields", async () => {
    const { user, panel, field } = await openSignUp(fail(409, 'Email already registered', { email: 'An account with this email already exists' }));
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
    const { api, user, panel, field } = await openSignUp({ status: 201, body: { success: true, message } });
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Last Name'), 'Tremblay');
    await user.type(field('Email'), 'Ada@Example.ca');
    await user.type(field('Password'), 'maple-leaf-9');
    await user.type(field('Confirm Password'), 'maple-leaf-9');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));

    const [request] = api.requests;
    expect(request?.url).toBe('http://localhost:4000/api/auth/signup');
    expect(JSON.parse(String(request?.body))).toEqual({ firstName: 'Ada', lastName: 'Tremblay', email: 'ada@example.ca', password: 'maple-leaf-9', repassword: 'maple-leaf-9', locale: 'en' });
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    const signIn = screen.getByRole('tabpanel', { name: 'Sign In' });
    expect(within(signIn).getByRole('status')).toHaveTextContent(message);
    expect(within(signIn).getByLabelText('Email')).toHaveValue('ada@example.ca');
    expect(toast.success).toHaveBeenCalledWith(message);
  });
});
