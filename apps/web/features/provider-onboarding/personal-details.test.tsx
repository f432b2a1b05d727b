import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonalDetails } from './personal-details';
import type { ProviderProfile } from './provider-onboarding-api';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { nextAuth, renderAs } from '@/test/render-as';

// The session's update(), as the page calls it after a name change.
const session = nextAuth;
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const profile: ProviderProfile = {
  firstname: 'Sam Okafor',
  phonenumber: '+16135550100',
  isPhoneNumberVerified: true,
  language: ['English', 'Igbo'],
  email: 'sam@example.ca',
  isEmailVerified: true,
  dob: null,
  postcode: null,
  street: null,
  city: null,
  province: null,
  verificationstatus: 'pending',
};
const user = { _id: 'p1', fullname: 'Sam Okafor', serviceprovider: [{ _id: 'sp1', verificationstatus: 'pending' }] };

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/service-provider/profile': ok(profile), 'GET /api/user/profile': ok(user), ...routes });
  renderAs('provider', <PersonalDetails />);
  return { api, user: userEvent.setup() };
}

async function fillAddress(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('Date of Birth'), '1988-04-12');
  await u.type(screen.getByLabelText('Street'), '24 Sussex Dr');
  await u.type(screen.getByLabelText('City'), 'Ottawa');
  await u.selectOptions(screen.getByLabelText('Province'), 'ON');
  await u.type(screen.getByLabelText('Postal Code'), 'k1a0b1');
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('PersonalDetails', () => {
  it('is "Personal Detail" before approval, prefilled from the profile', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Personal Detail', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Sam Okafor');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('613-555-0100');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.ca');
    const languages = screen.getByRole('group', { name: /Languages you speak/ });
    expect(within(languages).getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(within(languages).getByRole('checkbox', { name: 'Igbo' })).toBeChecked();
  });

  it('requires a date of birth and formats the postal code', async () => {
    const { api, user: u } = setup();
    await u.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Date of Birth is required')).toBeInTheDocument();
    expect(screen.getByText('Street is required')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Postal Code'), 'k1a0b1');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('K1A 0B1');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('saves and shows the server message; server field errors go under their field', async () => {
    let answer = fail(409, 'An account with this email already exists', { email: 'An account with this email already exists' });
    const { api, user: u } = setup({ 'PATCH /api/service-provider/profile': () => answer });
    await fillAddress(u);
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists'));

    answer = ok({ ...profile, dob: '1988-04-12', street: '24 Sussex Dr', city: 'Ottawa', province: 'ON', postcode: 'K1A 0B1', phoneChangePending: false }, 'Profile saved');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile saved'));
    expect(JSON.parse(String(api.last('PATCH', '/api/service-provider/profile')?.body))).toEqual({
      firstname: 'Sam Okafor',
      phonenumber: '+16135550100',
      language: ['English', 'Igbo'],
      email: 'sam@example.ca',
      dob: '1988-04-12',
      street: '24 Sussex Dr',
      city: 'Ottawa',
      province: 'ON',
      postcode: 'K1A 0B1',
    });
    expect(session.update).toHaveBeenCalledWith({ fullname: 'Sam Okafor' });
  });

  it('asks for the current password only while the email is being changed', async () => {
    const { api, user: u } = setup();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await u.clear(email);
    await u.type(email, 'sam.new@example.ca');
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your current password to confirm this change')));
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    // Back to the current address: the password is no longer asked for.
    await u.clear(email);
    await u.type(email, 'sam@example.ca');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('sends the password with the new address and shows a wrong one under its field', async () => {
    const { api, user: u } = setup({ 'PATCH /api/service-provider/profile': fail(400, 'Password is incorrect', { password: 'Password is incorrect' }) });
    await fillAddress(u);
    const email = screen.getByLabelText('Email');
    await u.clear(email);
    await u.type(email, 'sam.new@example.ca');
    await u.type(screen.getByLabelText('Current password'), 'not-my-password');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('Password is incorrect')));
    expect(JSON.parse(String(api.last('PATCH', '/api/service-provider/profile')?.body))).toMatchObject({ email: 'sam.new@example.ca', password: 'not-my-password' });
  });

  it('shows the new address waiting for its link, and cancels the change', async () => {
    let pendingEmail: string | null = 'sam.new@example.ca';
    const { api, user: u } = setup({
      'GET /api/user/profile': () => ok({ ...user, pendingEmail }),
      'DELETE /api/user/email': () => {
        pendingEmail = null;
        return ok({ ...user, pendingEmail }, 'Email change cancelled');
      },
    });
    expect(await screen.findByText('Waiting for confirmation: sam.new@example.ca')).toBeInTheDocument();
    expect(screen.getByText('Open the link we sent to that address. Until then you keep signing in with sam@example.ca.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.ca');

    await u.click(screen.getByRole('button', { name: 'Cancel email change' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Email change cancelled'));
    expect(api.last('DELETE', '/api/user/email')).toBeDefined();
    await waitFor(() => expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument());
  });

  it('confirms a new phone number with a code before it replaces the old one', async () => {
    const saved = { ...profile, dob: '1988-04-12', street: '24 Sussex Dr', city: 'Ottawa', province: 'ON', postcode: 'K1A 0B1' };
    const { api, user: u } = setup({
      'PATCH /api/service-provider/profile': ok({ ...saved, phoneChangePending: true }, 'Profile saved. Please confirm your new phone number with the code we send.'),
      'POST /api/auth/send-otp': ok(undefined, 'OTP sent to +1 647-555-0199'),
      'POST /api/auth/verify-otp': ok(undefined, 'Phone number verified'),
    });
    await fillAddress(u);
    await u.clear(screen.getByLabelText('Phone Number'));
    await u.type(screen.getByLabelText('Phone Number'), '6475550199');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new phone number' });
    expect(JSON.parse(String(api.last('POST', '/api/auth/send-otp')?.body))).toEqual({ phonenumber: '+16475550199' });
    expect(within(dialog).getByText('+1 647-555-0199')).toBeInTheDocument();
    expect(within(dialog).getByText('Your number stays +1 613-555-0100 until you confirm the new one.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());

    await u.keyboard('123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(api.last('POST', '/api/auth/verify-otp')?.body))).toEqual({ phonenumber: '+16475550199', otp: '123456' });
    expect(toast.success).toHaveBeenLastCalledWith('Phone number verified');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('647-555-0199');
  });

  it('reopens the code step after a reload while the code sent to the new number is still valid', async () => {
    const in30s = new Date(Date.now() + 30_000).toISOString();
    const { api, user: u } = setup({
      'GET /api/auth/otp-pending': ok({ phonenumber: '+16475550199', expiresAt: new Date(Date.now() + 540_000).toISOString(), resendAvailableAt: in30s }),
      'POST /api/auth/verify-otp': ok(undefined, 'Phone number verified'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new phone number' });
    expect(within(dialog).getByText('+1 647-555-0199')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    await u.keyboard('123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', '/api/auth/send-otp')).toBeUndefined();
    expect(JSON.parse(String(api.last('POST', '/api/auth/verify-otp')?.body))).toEqual({ phonenumber: '+16475550199', otp: '123456' });
  });

  it('does not open the code step for a code pending on the number already saved', async () => {
    setup({ 'GET /api/auth/otp-pending': ok({ phonenumber: '+16135550100', expiresAt: new Date(Date.now() + 540_000).toISOString(), resendAvailableAt: new Date().toISOString() }) });
    await screen.findByLabelText('Date of Birth');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
