import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signIn } from 'next-auth/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { intlWrapper } from '@/test/intl';
import { LoginForm } from './login-form';
import { encodeSignInFailure } from './sign-in-error';

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));

beforeEach(() => {
  vi.clearAllMocks();
});

function renderForm(callbackUrl: string | null = null) {
  const user = userEvent.setup();
  render(<LoginForm callbackUrl={callbackUrl} />);
  return { user, email: screen.getByLabelText('Email'), password: screen.getByLabelText('Password'), submit: screen.getByRole('button', { name: 'Sign In' }) };
}

describe('LoginForm', () => {
  it('shows the spec messages when the fields are empty', async () => {
    const { user, submit, email } = renderForm();
    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('rejects an invalid email address', async () => {
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'ada@example');
    await user.type(password, 'whatever-it-is');
    await user.click(submit);
    expect(await screen.findByText('Provide valid email address')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in and lands on the role page', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: undefined, status: 200, url: null, code: undefined } as never);
    vi.mocked(getSession).mockResolvedValue({ user: { token: { role: 'serviceprovider' } } } as never);
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'Provider@Demo.Hearth.ca');
    await user.type(password, 'Provider123!');
    await user.click(submit);
    expect(signIn).toHaveBeenCalledWith('credentials', { email: 'provider@demo.hearth.ca', password: 'Provider123!', redirect: false });
    expect(router.replace).toHaveBeenCalledWith('/serviceprovider/servicerequest');
  });

  it('returns to the callback URL after signing in', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: undefined, status: 200, url: null } as never);
    vi.mocked(getSession).mockResolvedValue({ user: { token: { role: 'customer' } } } as never);
    const { user, email, password, submit } = renderForm('/profile/wishlist');
    await user.type(email, 'customer@demo.hearth.ca');
    await user.type(password, 'Customer123!');
    await user.click(submit);
    expect(router.replace).toHaveBeenCalledWith('/profile/wishlist');
  });

  it('lands on the role page instead of a callback URL that would leave the site', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: undefined, status: 200, url: null } as never);
    vi.mocked(getSession).mockResolvedValue({ user: { token: { role: 'customer' } } } as never);
    const { user, email, password, submit } = renderForm('/\t/evil.example');
    await user.type(email, 'customer@demo.hearth.ca');
    await user.type(password, 'Customer123!');
    await user.click(submit);
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/profile/booking');
  });

  it("shows the API's refusal in the form, as an alert that stays, and puts the caret back in the password", async () => {
    vi.mocked(signIn).mockResolvedValue({
      ok: false,
      status: 401,
      url: null,
      error: encodeSignInFailure({ status: 401, message: 'Invalid email or password', errors: {} }),
    } as never);
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'customer@demo.hearth.ca');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(password).toHaveFocus();
    expect(router.replace).not.toHaveBeenCalled();

    // A new attempt clears the old refusal before it answers.
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: undefined, status: 200, url: null } as never);
    vi.mocked(getSession).mockResolvedValue({ user: { token: { role: 'customer' } } } as never);
    await user.type(password, 'Customer123!');
    await user.click(submit);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith('/profile/booking');
  });
});

describe('LoginForm in French', () => {
  function renderFrench(callbackUrl: string | null = null) {
    const user = userEvent.setup();
    render(<LoginForm callbackUrl={callbackUrl} />, { wrapper: intlWrapper('fr') });
    return { user, email: screen.getByLabelText('Courriel'), password: screen.getByLabelText('Mot de passe'), submit: screen.getByRole('button', { name: 'Se connecter' }) };
  }

  it('is worded in French, with the link to reset a forgotten password', () => {
    renderFrench();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié?' })).toHaveAttribute('href', '/fr/forgot-password');
  });

  it('lands on the callback URL in French for a French account, whatever language the URL was in', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: undefined, status: 200, url: null } as never);
    vi.mocked(getSession).mockResolvedValue({ user: { locale: 'fr', token: { role: 'customer' } } } as never);
    const { user, email, password, submit } = renderFrench('/profile/wishlist');
    await user.type(email, 'client@demo.hearth.ca');
    await user.type(password, 'Customer123!');
    await user.click(submit);
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/fr/profile/wishlist');
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
  });

  it('continues in English for an English account signing in from a French page', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: undefined, status: 200, url: null } as never);
    vi.mocked(getSession).mockResolvedValue({ user: { locale: 'en', token: { role: 'customer' } } } as never);
    const { user, email, password, submit } = renderFrench('/fr/profile/wishlist');
    await user.type(email, 'customer@demo.hearth.ca');
    await user.type(password, 'Customer123!');
    await user.click(submit);
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/profile/wishlist');
  });

  it('keeps the page’s language for an account without one, landing on the role page', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: undefined, status: 200, url: null } as never);
    vi.mocked(getSession).mockResolvedValue({ user: { token: { role: 'customer' } } } as never);
    const { user, email, password, submit } = renderFrench();
    await user.type(email, 'customer@demo.hearth.ca');
    await user.type(password, 'Customer123!');
    await user.click(submit);
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/fr/profile/booking');
  });

  it('says in French when next-auth gives no reason', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: false, status: 401, url: null, error: 'CredentialsSignin' } as never);
    const { user, email, password, submit } = renderFrench();
    await user.type(email, 'customer@demo.hearth.ca');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nous n’avons pas pu vous connecter. Veuillez réessayer.');
  });
});
