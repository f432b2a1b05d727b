import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { type Answer, fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { PhoneVerification } from './phone-verification';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

type Api = ReturnType<typeof fakeApi>;

function lastCall(api: Api) {
  const request = api.requests.at(-1);
  return { url: request?.url, body: JSON.parse(String(request?.body)), auth: request?.headers.Authorization };
}

/** Asks for a code for 647-555-0199; `verify` is how the API then answers the code, if the test sends one. */
async function reachCodeStep(verify?: Answer) {
  const api = fakeApi({
    'POST /api/auth/send-otp': ok(undefined, 'OTP sent to +1 647-555-0199'),
    ...(verify ? { 'POST /api/auth/verify-otp': verify } : {}),
  });
  const onVerified = vi.fn();
  const user = userEvent.setup();
  renderAs('provider', <PhoneVerification initialPhone={null} onVerified={onVerified} />);
  expect(screen.getByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Phone Number'), '6475550199');
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
  await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
  return { api, user, onVerified };
}

describe('PhoneVerification', () => {
  it('validates the number before asking for a code', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderAs('provider', <PhoneVerification initialPhone={null} onVerified={vi.fn()} />);
    await user.type(screen.getByLabelText('Phone Number'), '647555');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Phone number must be a 10-digit number')).toBeInTheDocument();
    // Only the look-up of a code already pending went out, no request for a code.
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('sends the code, then verifies it and reports success', async () => {
    const { api, user, onVerified } = await reachCodeStep(ok(undefined, 'Phone number verified'));
    expect(lastCall(api)).toEqual({ url: 'http://localhost:4000/api/auth/send-otp', body: { phonenumber: '+16475550199' }, auth: 'Bearer token-123' });
    expect(toast.success).toHaveBeenCalledWith('OTP sent to +1 647-555-0199');
    expect(screen.getByText('+1 647-555-0199')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456{Enter}');
    expect(lastCall(api).url).toBe('http://localhost:4000/api/auth/verify-otp');
    expect(lastCall(api).body).toEqual({ phonenumber: '+16475550199', otp: '123456' });
    expect(toast.success).toHaveBeenLastCalledWith('Phone number verified');
    expect(onVerified).toHaveBeenCalledOnce();
  });

  it("shows the server's reason when the code is refused", async () => {
    const { user, onVerified } = await reachCodeStep(fail(400, 'The code is incorrect'));
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000{Enter}');
    expect(toast.error).toHaveBeenCalledWith('The code is incorrect');
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm OTP' })).toBeEnabled();
  });

  it('only clears the loading state when verifying fails on the network', async () => {
    const { user, onVerified } = await reachCodeStep({ networkError: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456{Enter}');
    expect(toast.error).not.toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm OTP' })).toBeEnabled();
  });

  it('shows a refused Get OTP as an error and stays on the number', async () => {
    fakeApi({ 'POST /api/auth/send-otp': fail(409, 'This phone number is already in use') });
    const user = userEvent.setup();
    renderAs('provider', <PhoneVerification initialPhone="+16475550199" onVerified={vi.fn()} />);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('647-555-0199');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(toast.error).toHaveBeenCalledWith('This phone number is already in use');
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  });

  it('goes back to the number with Change Phone Number', async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('647-555-0199');
  });
});

describe('PhoneVerification with a code already sent', () => {
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const pendingFor = (resendInSeconds: number) => ({ phonenumber: '+16475550199', expiresAt: inSeconds(420), resendAvailableAt: inSeconds(resendInSeconds) });

  it('opens at the code step after a reload while the code sent is still valid, asking for no other', async () => {
    const api = fakeApi({ 'GET /api/auth/otp-pending': ok(pendingFor(30)), 'POST /api/auth/verify-otp': ok(undefined, 'Phone number verified') });
    const onVerified = vi.fn();
    const user = userEvent.setup();
    renderAs('provider', <PhoneVerification initialPhone={null} onVerified={onVerified} />);

    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    expect(screen.getByText('+1 647-555-0199')).toBeInTheDocument();
    // Resend waits for what is left of the minute since the code went out, not a new minute.
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(resend.parentElement).toHaveTextContent(/00:(2\d|30)/);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(first);
    await user.keyboard('123456{Enter}');
    expect(api.last('POST', '/api/auth/verify-otp')?.body).toBe(JSON.stringify({ phonenumber: '+16475550199', otp: '123456' }));
    expect(onVerified).toHaveBeenCalledOnce();
  });

  it('offers Resend at once when its minute has passed, and goes back to that number on Change Phone Number', async () => {
    fakeApi({ 'GET /api/auth/otp-pending': ok(pendingFor(-5)) });
    const user = userEvent.setup();
    renderAs('provider', <PhoneVerification initialPhone={null} onVerified={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('647-555-0199');
  });

  it('starts at the number when no code is pending', async () => {
    const api = fakeApi({ 'GET /api/auth/otp-pending': ok(null) });
    renderAs('provider', <PhoneVerification initialPhone={null} onVerified={vi.fn()} />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.getByLabelText('Phone Number')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  });

  it('counts Resend down from the time the API gives when Get OTP finds the code still valid', async () => {
    fakeApi({
      'GET /api/auth/otp-pending': ok(null),
      'POST /api/auth/send-otp': ok(pendingFor(40), 'The code already sent to +1 647-555-0199 is still valid. Enter it, or ask for a new one when the timer ends.'),
    });
    const user = userEvent.setup();
    renderAs('provider', <PhoneVerification initialPhone="+16475550199" onVerified={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    expect(toast.success).toHaveBeenCalledWith('The code already sent to +1 647-555-0199 is still valid. Enter it, or ask for a new one when the timer ends.');
    expect(screen.getByRole('button', { name: 'Resend OTP' }).parentElement).toHaveTextContent(/00:(3\d|40)/);
  });
});

describe('PhoneVerification in French', () => {
  it('asks for the number and the code in French, with the number written the Québec way', async () => {
    // An API answer without a message: the page says it itself.
    fakeApi({ 'POST /api/auth/send-otp': ok(undefined) });
    const user = userEvent.setup();
    renderAs('provider', <PhoneVerification initialPhone={null} onVerified={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: 'Vérification par code' })).toBeInTheDocument();
    expect(screen.getByText('Entrez votre numéro de cellulaire et nous vous enverrons un code à 6 chiffres par texto.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Numéro de téléphone'), '6475550199');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));

    expect(await screen.findByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Code envoyé au +1 647 555-0199');
    expect(screen.getByText('+1 647 555-0199')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirmer le code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Changer de numéro' })).toBeInTheDocument();
  });
});
