import { MAX_SAVED_ADDRESSES } from '@hearth/shared/account';
import type { SavedAddress } from '@hearth/shared/addresses/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { SavedAddresses } from './saved-addresses';
import { cottage, home, makeAddress } from './test-data';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** The API's list, which the routes below change as the real one would. */
let saved: SavedAddress[] = [];

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/user/addresses': () => ok(saved), ...routes });
  renderAs('customer', <SavedAddresses />);
  const sent = (method: string, path: string) => JSON.parse(String(api.last(method, path)?.body));
  return { api, sent, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.clearAllMocks();
  saved = [home, cottage];
});
afterEach(() => vi.unstubAllGlobals());

describe('SavedAddresses', () => {
  it('lists each address with its phone and marks the default', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card('Ada Tremblay')).getByText('Default')).toBeInTheDocument();
    expect(within(card('Ada Tremblay')).getByText('Toronto, ON M5H 2N2')).toBeInTheDocument();
    expect(within(card('Ada Tremblay')).getByText('+1 416-555-0123')).toBeInTheDocument();
    expect(within(card('Ada at the cottage')).getByText('+1 705-555-0199')).toBeInTheDocument();
    expect(within(card('Ada at the cottage')).queryByText('Default')).not.toBeInTheDocument();
    // The default needs no "Make default".
    expect(screen.queryByRole('button', { name: 'Make default 12 Queen St W' })).not.toBeInTheDocument();
  });

  it('starts empty, checks the form with the shared rules, and saves the first address as the default', async () => {
    saved = [];
    const added = makeAddress({ street: '88 Rue Sainte-Catherine', city: 'Montréal', province: 'QC', postcode: 'H2X 1K4', phonenumber: '514-555-0100' });
    const { sent, user } = setup({
      'POST /api/user/addresses': () => {
        saved = [added];
        return { status: 201, body: { success: true, data: added, message: 'Address saved' } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'No saved addresses' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add address' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada Tremblay');
    expect(within(dialog).getByLabelText('Country')).toHaveValue('Canada');
    expect(within(dialog).getByLabelText('Make this my default address')).toBeChecked();
    expect(within(dialog).getByLabelText('Make this my default address')).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Street is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Postal Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Province is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Street')).toHaveAccessibleDescription('Street is required');

    await user.type(within(dialog).getByLabelText('Phone Number'), '5145550100');
    await user.type(within(dialog).getByLabelText('Street'), '88 Rue Sainte-Catherine');
    await user.type(within(dialog).getByLabelText('City'), 'Montréal');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Province' }), 'QC');
    await user.type(within(dialog).getByLabelText('Postal Code'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Postal Code must be a valid Canadian postal code (A1A 1A1)')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Postal Code'));
    await user.type(within(dialog).getByLabelText('Postal Code'), 'h2x1k4');
    expect(within(dialog).getByLabelText('Postal Code')).toHaveValue('H2X 1K4');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('POST', '/api/user/addresses')).toEqual({
      name: 'Ada Tremblay',
      phonenumber: '+15145550100',
      street: '88 Rue Sainte-Catherine',
      city: 'Montréal',
      province: 'QC',
      country: 'Canada',
      postcode: 'H2X 1K4',
      isDefault: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Address saved');
    expect(await screen.findByRole('button', { name: 'Edit 88 Rue Sainte-Catherine' })).toBeInTheDocument();
  });

  it("shows the API's field messages under their fields", async () => {
    const { user } = setup({ 'POST /api/user/addresses': fail(400, 'Validation failed', { postcode: 'We do not serve this postal code yet' }) });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add address' });
    expect(within(dialog).getByLabelText('Make this my default address')).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Phone Number'), '4165550123');
    await user.type(within(dialog).getByLabelText('Street'), '1 Front St');
    await user.type(within(dialog).getByLabelText('City'), 'Toronto');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Province' }), 'ON');
    await user.type(within(dialog).getByLabelText('Postal Code'), 'M5J2N1');
    await user.click(within(dialog).getByLabelText('Make this my default address'));
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Postal Code')).toHaveAccessibleDescription('We do not serve this postal code yet'));
    expect(within(dialog).getByLabelText('Postal Code')).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('edits an address in place', async () => {
    const { sent, user } = setup({
      [`PUT /api/user/addresses/${cottage._id}`]: () => {
        saved = [home, { ...cottage, street: '6 Lakeshore Rd' }];
        return ok(saved[1], 'Address updated');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit 4 Lakeshore Rd' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('705-555-0199');
    expect(within(dialog).getByLabelText('Postal Code')).toHaveValue('P1H 1A1');
    await user.clear(within(dialog).getByLabelText('Street'));
    await user.type(within(dialog).getByLabelText('Street'), '6 Lakeshore Rd');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Address updated'));
    expect(sent('PUT', `/api/user/addresses/${cottage._id}`)).toMatchObject({ street: '6 Lakeshore Rd', phonenumber: '+17055550199', isDefault: false });
    expect(await within(card('Ada at the cottage')).findByText('6 Lakeshore Rd')).toBeInTheDocument();
  });

  it('deletes an address only once the customer confirms', async () => {
    const { api, user } = setup({
      [`DELETE /api/user/addresses/${cottage._id}`]: () => {
        saved = [home];
        return ok(undefined, 'Address deleted');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete 4 Lakeshore Rd' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('4 Lakeshore Rd, Huntsville will no longer be offered when you book.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete 4 Lakeshore Rd' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ada at the cottage' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Address deleted');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus());
  });

  it('makes another address the default', async () => {
    const { api, user } = setup({
      [`POST /api/user/addresses/${cottage._id}/default`]: () => {
        saved = [{ ...cottage, isDefault: true }, { ...home, isDefault: false }];
        return ok(saved, 'Default address updated');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make default 4 Lakeshore Rd' }));
    await waitFor(() => expect(within(card('Ada at the cottage')).getByText('Default')).toBeInTheDocument());
    expect(within(card('Ada Tremblay')).queryByText('Default')).not.toBeInTheDocument();
    expect(api.last('POST', `/api/user/addresses/${cottage._id}/default`)).toBeDefined();
    expect(toast.success).toHaveBeenCalledWith('Default address updated');
    // The default comes first, and focus follows the card that moved.
    expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('article')[0]).toHaveAccessibleName('Ada at the cottage');
    expect(screen.getByRole('heading', { name: 'Ada at the cottage' })).toHaveFocus();
  });

  it('explains the limit instead of offering Add address', async () => {
    saved = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) => makeAddress({ _id: `a-${index}`, street: `${index + 1} King St`, isDefault: index === 0 }));
    setup();
    const add = await screen.findByRole('button', { name: 'Add address' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`You have saved ${MAX_SAVED_ADDRESSES} addresses, the most we keep. Delete one to add another.`);
  });

  it('says why the list did not load and tries again', async () => {
    let down = true;
    const { user } = setup({ 'GET /api/user/addresses': () => (down ? fail(500, 'Something went wrong on our side. Please try again.') : ok(saved)) });
    expect(await screen.findByText('We could not load your addresses')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Saved addresses' })).toBeInTheDocument();
  });
});
