import { MAX_SAVED_PAYMENT_METHODS } from '@hearth/shared/account';
import type { SavedPaymentMethod } from '@hearth/shared/payment-methods/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { SavedPaymentMethods } from './saved-payment-methods';
import { makeCard, mastercard, visa } from './test-data';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** The API's list, which the routes below change as the real one would. */
let saved: SavedPaymentMethod[] = [];

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/user/payment-methods': () => ok(saved),
    'POST /api/user/payment-methods/setup': ok({ gateway: 'local', clientSecret: null }),
    ...routes,
  });
  renderAs('customer', <SavedPaymentMethods />);
  const saves = () => api.requests.filter((r) => r.method === 'POST' && r.path === '/api/user/payment-methods').map((r) => JSON.parse(String(r.body)));
  return { api, saves, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function enterCard(user: User, number: string) {
  const panel = screen.getByRole('region', { name: 'Add a card' });
  await user.type(await within(panel).findByLabelText('Card number'), number);
  await user.type(within(panel).getByLabelText('Expiry date'), '1230');
  await user.type(within(panel).getByLabelText('CVC'), '123');
  await user.type(within(panel).getByLabelText('Postal Code'), 'M5H2N2');
  return panel;
}

beforeEach(() => {
  vi.clearAllMocks();
  saved = [visa, mastercard];
});
afterEach(() => vi.unstubAllGlobals());

describe('SavedPaymentMethods', () => {
  it('lists each card by brand and last four digits, with its expiry when known', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Visa ending in 4242', 'Mastercard ending in 4444']);
    const first = screen.getByRole('article', { name: 'Visa ending in 4242' });
    expect(within(first).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).queryByText(/Expires/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Mastercard ending in 4444' })).getByText('Expires 03/29')).toBeInTheDocument();
  });

  it('adds a first card with the test card form and saves it as the default', async () => {
    saved = [];
    const { api, saves, user } = setup({
      'POST /api/user/payment-methods': () => {
        saved = [visa];
        return { status: 201, body: { success: true, data: visa, message: 'Card saved' } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const panel = await enterCard(user, '4242424242424242');
    expect(api.last('POST', '/api/user/payment-methods/setup')).toBeDefined();
    expect(within(panel).getByLabelText('Make this my default card')).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add a card' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add card' })).toHaveFocus();
    expect(saves()).toEqual([{ paymentMethodId: 'pm_card_visa', isDefault: true }]);
    expect(toast.success).toHaveBeenCalledWith('Card saved');
    expect(await screen.findByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();
  });

  it('opens the card form in the page, ready to type, and Cancel closes it', async () => {
    const { user } = setup();
    const add = await screen.findByRole('button', { name: 'Add card' });
    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Add a card' });
    await waitFor(() => expect(within(panel).getByLabelText('Card number')).toHaveFocus());
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a card' })).not.toBeInTheDocument();
    expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(add).toHaveFocus();
  });

  it('shows a declined card under the card number and lets another one try', async () => {
    let answer = fail(402, 'Your card was declined.', { paymentMethodId: 'Your card was declined.' });
    const { saves, user } = setup({ 'POST /api/user/payment-methods': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const panel = await enterCard(user, '4000000000000002');
    await user.click(within(panel).getByLabelText('Make this my default card'));
    await user.click(within(panel).getByRole('button', { name: 'Save card' }));

    const number = within(panel).getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Your card was declined.'));
    expect(number).toHaveValue('');
    expect(number).toHaveFocus();
    expect(saves()[0]).toEqual({ paymentMethodId: 'pm_card_chargeDeclined', isDefault: true });

    answer = { status: 201, body: { success: true, data: makeCard({ _id: 'new', last4: '4444', brand: 'mastercard' }), message: 'Card saved' } };
    await user.type(number, '5555555555554444');
    await user.type(within(panel).getByLabelText('CVC'), '123');
    await user.click(within(panel).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved'));
    expect(saves()[1]).toEqual({ paymentMethodId: 'pm_card_mastercard', isDefault: true });
  });

  it('says so when the card is already saved', async () => {
    const { saves, user } = setup({ 'POST /api/user/payment-methods': ok(visa, 'This card is already saved') });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const panel = await enterCard(user, '4242424242424242');
    expect(within(panel).getByLabelText('Make this my default card')).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('This card is already saved'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(saves()).toEqual([{ paymentMethodId: 'pm_card_visa', isDefault: false }]);
  });

  it('removes a card only once the customer confirms', async () => {
    const { api, user } = setup({
      [`DELETE /api/user/payment-methods/${mastercard._id}`]: () => {
        saved = [visa];
        return ok(undefined, 'Card removed');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mastercard ending in 4444' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Card removed');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add card' })).toHaveFocus());
  });

  it('makes another card the default', async () => {
    const { user } = setup({
      [`POST /api/user/payment-methods/${mastercard._id}/default`]: () => {
        saved = [{ ...mastercard, isDefault: true }, { ...visa, isDefault: false }];
        return ok(saved, 'Default card updated');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make default Mastercard ending in 4444' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Mastercard ending in 4444' })).getByText('Default')).toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Visa ending in 4242' })).queryByText('Default')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Default card updated');
  });

  it('explains the limit instead of offering Add card', async () => {
    saved = Array.from({ length: MAX_SAVED_PAYMENT_METHODS }, (_, index) => makeCard({ _id: `c-${index}`, last4: String(1000 + index), isDefault: index === 0 }));
    setup();
    const add = await screen.findByRole('button', { name: 'Add card' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`You have saved ${MAX_SAVED_PAYMENT_METHODS} cards, the most we keep. Remove one to add another.`);
  });

  it('lets the customer retry when the card form could not be prepared', async () => {
    let down = true;
    const { user } = setup({
      'POST /api/user/payment-methods/setup': () => (down ? fail(503, 'Payments are unavailable right now.') : ok({ gateway: 'local', clientSecret: null })),
    });
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('We could not open the card form')).toBeInTheDocument();
    expect(screen.getByText('Payments are unavailable right now.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });
});
