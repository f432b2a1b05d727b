import { formatterFor } from '@hearth/shared/format';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankDetails } from './bank-details';
import type { PayoutAccount } from './provider-onboarding-api';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** "November 27, 2026 at 3:30 p.m." on the test machine's clock, as the page writes it. */
const holdEnd = (iso: string) => `${formatterFor('en').date(iso, 'long')} at ${formatterFor('en').time(iso)}`;

const notSetUp: PayoutAccount = { connected: false, gateway: null, payoutsEnabled: false, requirementsDue: [], bankAccount: null, payoutsHeldUntil: null };
const withBank: PayoutAccount = {
  connected: true,
  gateway: 'local',
  payoutsEnabled: true,
  requirementsDue: [],
  bankAccount: { last4: '9012', routing_number: '11000-003', display: '•••• •••• 9012' },
  payoutsHeldUntil: null,
};

function setup(account: PayoutAccount, routes: Parameters<typeof fakeApi>[0] = {}, onboarding?: 'done' | 'retry') {
  const api = fakeApi({ 'GET /api/service-provider/fetch-stripe-account': ok(account), ...routes });
  const user = userEvent.setup();
  renderAs('provider', <BankDetails onboarding={onboarding} />);
  return { api, user };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('BankDetails', () => {
  it('masks the routing number as #####-### and keeps the account number to 12 digits', async () => {
    const { user } = setup(notSetUp);
    const routing = await screen.findByLabelText('Routing Number');
    expect(routing).toHaveAccessibleDescription('transit number (5 digits) - institution number (3 digits)');
    await user.type(routing, '110000039');
    expect(routing).toHaveValue('11000-003');
    const account = screen.getByLabelText('Account Number');
    await user.type(account, '1234-5678-9012-34');
    expect(account).toHaveValue('123456789012');
  });

  it('shows the spec messages for incomplete numbers', async () => {
    const { api, user } = setup(notSetUp);
    await user.type(await screen.findByLabelText('Routing Number'), '1100');
    await user.type(screen.getByLabelText('Account Number'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save Bank Account' }));
    expect(await screen.findByText('Routing Number must be in the format "#####-###"')).toBeInTheDocument();
    expect(screen.getByText('Account Number must be exactly 12 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('Enter your current password to confirm this change'));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('asks for the current password, labelled for password managers', async () => {
    setup(withBank);
    const password = await screen.findByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('saves the bank account with the password, then shows only its last four digits and when payouts start', async () => {
    const held = { ...withBank, payoutsHeldUntil: '2026-11-27T15:30:00.000Z' };
    const { api, user } = setup(notSetUp, { 'POST /api/service-provider/external-account': ok(held, 'Bank account saved') });
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Routing Number'), '11000003');
    await user.type(screen.getByLabelText('Account Number'), '123456789012');
    await user.type(screen.getByLabelText('Current password'), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Save Bank Account' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bank account saved'));
    expect(JSON.parse(String(api.last('POST', '/api/service-provider/external-account')?.body))).toEqual({
      routing_number: '11000-003',
      account_number: '123456789012',
      password: 'Correct-Horse-9',
    });
    expect(await screen.findByText('•••• •••• 9012')).toBeInTheDocument();
    expect(screen.getByText(`Payouts to this account start on ${holdEnd(held.payoutsHeldUntil)}`)).toBeInTheDocument();
    expect(screen.getByText('Payouts enabled')).toBeInTheDocument();
    expect(screen.getByLabelText('Account Number')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(document.body).not.toHaveTextContent('123456789012');
    expect(screen.getByRole('button', { name: 'Replace Bank Account' })).toBeInTheDocument();
  });

  it('shows field errors from the server', async () => {
    let answer = fail(400, 'Account Number must be exactly 12 digits', { account_number: 'Account Number must be exactly 12 digits' });
    const { user } = setup(withBank, { 'POST /api/service-provider/external-account': () => answer });
    await user.type(await screen.findByLabelText('Routing Number'), '11000003');
    await user.type(screen.getByLabelText('Account Number'), '123456789012');
    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Replace Bank Account' }));
    await waitFor(() => expect(screen.getByLabelText('Account Number')).toHaveAccessibleDescription(expect.stringContaining('Account Number must be exactly 12 digits')));

    answer = fail(400, 'Password is incorrect', { password: 'Password is incorrect' });
    await user.click(screen.getByRole('button', { name: 'Replace Bank Account' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('Password is incorrect')));
  });

  it('shows when payouts to a newly changed account start', async () => {
    setup({ ...withBank, payoutsHeldUntil: '2026-11-27T15:30:00.000Z' });
    expect(await screen.findByText(`Payouts to this account start on ${holdEnd('2026-11-27T15:30:00.000Z')}`)).toBeInTheDocument();
  });

  it('says what the payment provider needs when it has paused payouts', async () => {
    setup({ ...withBank, gateway: 'stripe', payoutsEnabled: false, requirementsDue: ['individual.verification.document', 'external_account'] });
    expect(await screen.findByText('Payouts paused')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payouts paused by the payment provider: it needs individual verification document, external account. Choose Continue setup to provide it.',
    );
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
    expect(screen.queryByText('Payouts enabled')).not.toBeInTheDocument();
  });

  it('says payouts are enabled once the payment provider allows them', async () => {
    setup(withBank);
    expect(await screen.findByText('Payouts enabled')).toBeInTheDocument();
    expect(screen.queryByText(/Payouts paused/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue setup' })).not.toBeInTheDocument();
  });

  it('creates the payout account when the gateway needs no hosted page', async () => {
    const ready = { ...notSetUp, connected: true, gateway: 'local', onboardingUrl: null };
    const { user } = setup(notSetUp, { 'GET /api/service-provider/stripe-account': ok(ready) });
    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('Setup not finished')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Your payout account is ready. Add your bank account to receive payouts.');
  });

  it('says what happened when the hosted setup sends the provider back', async () => {
    setup({ ...notSetUp, connected: true, gateway: 'stripe' }, {}, 'retry');
    expect(await screen.findByText('Your setup link expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
  });
});
