import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderCategories } from './provider-categories';
import type { ProviderCategories as ProviderCategoriesData } from './provider-onboarding-api';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const LEAK = '3f1c2a6e-8d4b-4c1a-9e2f-0a1b2c3d4e01';
const DRAIN = '3f1c2a6e-8d4b-4c1a-9e2f-0a1b2c3d4e02';
const TV = '3f1c2a6e-8d4b-4c1a-9e2f-0a1b2c3d4e03';

const catalogue = (selected: string[] = [], areas: ProviderCategoriesData['areas'] = []): ProviderCategoriesData => ({
  services: selected,
  areas,
  categories: [
    {
      _id: 'c1',
      name: 'Plumbing',
      services: [
        { _id: LEAK, name: 'Leak Repair', slug: 'leak-repair', selected: selected.includes(LEAK) },
        { _id: DRAIN, name: 'Drain Unclogging', slug: 'drain-unclogging', selected: selected.includes(DRAIN) },
      ],
    },
    { _id: 'c2', name: 'Handyman', services: [{ _id: TV, name: 'TV Mounting', slug: 'tv-mounting', selected: selected.includes(TV) }] },
  ],
});

function setup(data: ProviderCategoriesData, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/service-provider/category/list': ok(data), ...routes });
  const user = userEvent.setup();
  renderAs('provider', <ProviderCategories />);
  return { api, user };
}

const areaList = () => screen.getByRole('list', { name: /Your service areas/ });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('ProviderCategories', () => {
  it('groups the catalogue by category with the chosen services ticked', async () => {
    setup(catalogue([DRAIN], [{ _id: 'a1', kind: 'fsa', value: 'M5V', province: null, label: 'M5V' }]));
    const plumbing = await screen.findByRole('group', { name: 'Plumbing' });
    expect(within(plumbing).getByRole('checkbox', { name: 'Drain Unclogging' })).toBeChecked();
    expect(within(plumbing).getByRole('checkbox', { name: 'Leak Repair' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Handyman' })).getByRole('checkbox', { name: 'TV Mounting' })).not.toBeChecked();
    expect(within(areaList()).getByText('M5V')).toBeInTheDocument();
  });

  it('counts the services a new provider chose at sign-up as selected, before any area is added', async () => {
    setup(catalogue([LEAK, DRAIN]));
    const plumbing = await screen.findByRole('group', { name: 'Plumbing' });
    expect(within(plumbing).getByText('2 of 2 selected')).toBeInTheDocument();
    expect(within(plumbing).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Handyman' })).getByText('0 of 1 selected')).toBeInTheDocument();
  });

  it('only adds postal code prefixes like M5V', async () => {
    const { user } = setup(catalogue());
    const prefix = await screen.findByLabelText('Postal code prefix');
    await user.type(prefix, '902');
    await user.click(screen.getByRole('button', { name: 'Add postal code prefix' }));
    expect(prefix).toHaveAccessibleDescription(expect.stringContaining('Enter a postal code prefix like M5V'));
    expect(screen.queryByRole('list', { name: /Your service areas/ })).not.toBeInTheDocument();

    await user.clear(prefix);
    await user.type(prefix, 'm5v{Enter}');
    expect(within(areaList()).getByText('M5V')).toBeInTheDocument();
    expect(prefix).toHaveValue('');
    expect(prefix).not.toHaveAccessibleDescription(expect.stringContaining('Enter a postal code prefix'));

    await user.type(prefix, 'M5V{Enter}');
    expect(prefix).toHaveAccessibleDescription(expect.stringContaining('M5V is already in your areas'));
    expect(within(areaList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a city with its province and removes areas from their chips', async () => {
    const { user } = setup(catalogue());
    const city = await screen.findByLabelText('City');
    await user.type(city, 'Mississauga');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    expect(screen.getByLabelText('Province')).toHaveAccessibleDescription('Province is required');

    await user.selectOptions(screen.getByLabelText('Province'), 'ON');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    await user.type(screen.getByLabelText('Postal code prefix'), 'K1A{Enter}');
    expect(within(areaList()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mississauga, ON', 'K1A']);

    await user.click(screen.getByRole('button', { name: 'Remove Mississauga, ON' }));
    expect(within(areaList()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['K1A']);
    expect(screen.getByRole('button', { name: 'Remove K1A' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove K1A' }));
    expect(screen.getByText('No areas yet. Add a postal code prefix or a city above.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code prefix')).toHaveFocus();
  });

  it('needs at least one service and one area before saving', async () => {
    const { api, user } = setup(catalogue());
    await user.click(await screen.findByRole('button', { name: 'Save Services and Areas' }));
    expect(await screen.findByText('Service field must have at least 1 items')).toBeInTheDocument();
    expect(screen.getByText('Add at least one service area')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('saves the services and areas together', async () => {
    const saved = catalogue([LEAK, TV], [
      { _id: 'a1', kind: 'city', value: 'Ottawa', province: 'ON', label: 'Ottawa, ON' },
      { _id: 'a2', kind: 'fsa', value: 'M5V', province: null, label: 'M5V' },
    ]);
    const { api, user } = setup(catalogue(), { 'POST /api/service-provider/category': ok(saved, 'Services and areas saved') });
    await user.click(await screen.findByRole('checkbox', { name: 'Leak Repair' }));
    await user.click(screen.getByRole('checkbox', { name: 'TV Mounting' }));
    await user.type(screen.getByLabelText('Postal code prefix'), 'm5v{Enter}');
    await user.type(screen.getByLabelText('City'), 'Ottawa');
    await user.selectOptions(screen.getByLabelText('Province'), 'ON');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Services and Areas' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Services and areas saved'));
    expect(JSON.parse(String(api.last('POST', '/api/service-provider/category')?.body))).toEqual({
      services: [LEAK, TV],
      areas: [
        { kind: 'fsa', value: 'M5V' },
        { kind: 'city', value: 'Ottawa', province: 'ON' },
      ],
    });
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    expect(within(areaList()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ottawa, ON', 'M5V']);
  });

  it("shows the server's refusal under the services", async () => {
    const { user } = setup(catalogue([LEAK], [{ _id: 'a1', kind: 'fsa', value: 'M5V', province: null, label: 'M5V' }]), {
      'POST /api/service-provider/category': fail(400, 'Choose services from the list', { services: 'Choose services from the list' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save Services and Areas' }));
    expect(await screen.findByText('Choose services from the list')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
