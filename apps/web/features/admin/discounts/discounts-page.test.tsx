import type { AdminDiscount, AdminDiscountPage, AdminOffer } from '@hearth/shared/admin/content/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshPublicData } from '@/features/admin/server';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { DiscountsPage } from './discounts-page';
import { readDiscountParams } from './discounts-url';

const router = { push: vi.fn() };
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/features/admin/server', () => ({ refreshPublicData: vi.fn(async () => undefined) }));

const D1 = '6f0c2a3e-1b1d-4c55-9a40-0a8b7f1d2e01';
const welcome: AdminDiscount = {
  _id: D1,
  code: 'WELCOME15',
  description: 'New to Hearth? Take 15% off your first booking.',
  descriptionFr: null,
  missingFrench: ['description'],
  kind: 'percent',
  percentOff: 15,
  amountOffCents: null,
  firstBookingOnly: true,
  minimumOrderCents: 0,
  validFrom: '2026-01-01T05:00:00.000Z',
  validTo: null,
  usageLimit: 100,
  usedCount: 7,
  showInBar: true,
  active: true,
  state: 'live',
  createdAt: '2026-01-01T05:00:00.000Z',
  updatedAt: '2026-01-01T05:00:00.000Z',
};
const offer: AdminOffer = { _id: 'o1', title: '15% off', description: 'Save on your first booking.', titleFr: '15 % de rabais', descriptionFr: null, missingFrench: ['description'], discountId: D1, code: 'WELCOME15', validFrom: '2026-01-01T05:00:00.000Z', validTo: null, active: true, updatedAt: '2026-01-01T05:00:00.000Z' };
const page = (discounts: AdminDiscount[]): AdminDiscountPage => ({ discounts, pageNo: 1, size: 20, pages: 1, total: discounts.length });

function setup(routes: Parameters<typeof fakeApi>[0] = {}, search: Record<string, string> = {}) {
  const api = fakeApi({ 'GET /api/admin/discounts': ok(page([welcome])), 'GET /api/admin/offer': ok(offer), ...routes });
  renderAs('admin', <DiscountsPage params={readDiscountParams(search)} />);
  return { api, user: userEvent.setup(), sent: (method: string, path: string) => JSON.parse(String(api.last(method, path)?.body)) };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('DiscountsPage', () => {
  it('lists the codes with their amount, use and status, asking the API with the URL filters', async () => {
    const { api } = setup({}, { status: 'active', q: 'wel', sort: 'code', order: 'asc' });
    const row = (await screen.findByRole('rowheader', { name: /WELCOME15/ })).closest('tr')!;
    expect(within(row).getByText('In discount bar')).toBeInTheDocument();
    expect(within(row).getByText('15% off')).toBeInTheDocument();
    expect(within(row).getByText('7 / 100')).toBeInTheDocument();
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain('/api/admin/discounts?status=active&q=wel&sort=code&order=asc&pageNo=1&size=20');
    expect(screen.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: 'Valid from' })).toHaveAttribute('href', '/admin/discounts?status=active&q=wel&sort=validFrom&order=asc');
  });

  it('puts the filters in the URL', async () => {
    const { user } = setup();
    await screen.findByRole('rowheader', { name: /WELCOME15/ });
    await user.type(screen.getByLabelText('Code'), 'SNOW');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.push).toHaveBeenCalledWith('/admin/discounts?status=expired&q=SNOW');
  });

  it('says so when nothing matches', async () => {
    setup({ 'GET /api/admin/discounts': ok(page([])) }, { q: 'nope' });
    expect(await screen.findByRole('heading', { name: 'No discounts match' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all codes' })).toHaveAttribute('href', '/admin/discounts');
  });

  it('creates a fixed-amount code for the discount bar, with the field for its kind, and refreshes the public bar', async () => {
    const { user, sent } = setup({ 'POST /api/admin/discounts': { status: 201, body: { success: true, message: 'Discount created', data: { ...welcome, _id: 'd2', code: 'SNOW10' } } } });
    await screen.findByRole('rowheader', { name: /WELCOME15/ });
    await user.click(screen.getByRole('button', { name: 'New discount' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount' });

    await user.click(within(dialog).getByRole('button', { name: 'Create discount' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Percent off is required')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'fixed');
    expect(within(dialog).queryByLabelText('Percent off')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code'), 'snow10');
    await user.type(within(dialog).getByLabelText('Description'), '$10 off snow removal');
    await user.type(within(dialog).getByLabelText('Amount off (CAD)'), '10');
    await user.click(within(dialog).getByLabelText('Show in the discount bar'));
    await user.click(within(dialog).getByRole('button', { name: 'Create discount' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Discount created'));
    expect(sent('POST', '/api/admin/discounts')).toMatchObject({ code: 'snow10', kind: 'fixed', amountOff: '10', showInBar: true, validFrom: '', validTo: '' });
    expect(refreshPublicData).toHaveBeenCalledWith(['offers']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a taken code under the Code field', async () => {
    const { user } = setup({ [`PUT /api/admin/discounts/${D1}`]: fail(409, 'A discount with this code already exists', { code: 'A discount with this code already exists' }) });
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME15' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit discount' });
    expect(within(dialog).getByLabelText('Percent off')).toHaveValue('15');
    expect(within(dialog).getByLabelText('Usage limit')).toHaveAccessibleDescription('Used 7 times so far. Empty means unlimited.');
    await user.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    expect(await within(dialog).findByText('A discount with this code already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('A discount with this code already exists'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('deactivates a code after asking', async () => {
    const { api, user } = setup({ [`POST /api/admin/discounts/${D1}/deactivate`]: ok({ ...welcome, active: false }, 'Discount deactivated') });
    await user.click(await screen.findByRole('button', { name: 'Deactivate WELCOME15' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Deactivate WELCOME15?' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Discount deactivated'));
    expect(api.last('POST', `/api/admin/discounts/${D1}/deactivate`)).toBeDefined();
  });

  it('edits the global offer', async () => {
    const { user, sent } = setup({ 'PUT /api/admin/offer': ok({ ...offer, title: 'Winter deal' }, 'Offer saved') });
    const form = await screen.findByRole('form', { name: 'Global offer' });
    expect(within(form).getByLabelText('Offer title')).toHaveValue('15% off');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Advertised code' })).toHaveValue(D1));
    await user.clear(within(form).getByLabelText('Offer title'));
    await user.type(within(form).getByLabelText('Offer title'), 'Winter deal');
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer saved'));
    expect(sent('PUT', '/api/admin/offer')).toMatchObject({ title: 'Winter deal', discountId: D1, active: true });
  });
});

describe('DiscountsPage in French', () => {
  it('writes amounts, minimums and dates the French way', async () => {
    const discount: AdminDiscount = { ...welcome, descriptionFr: 'Nouveau sur Hearth? 15\u00a0% de rabais.', missingFrench: [], minimumOrderCents: 2500, validFrom: '2026-11-21T19:30:00.000Z' };
    fakeApi({ 'GET /api/admin/discounts': ok(page([discount])), 'GET /api/admin/offer': ok(null) });
    renderAs('admin', <DiscountsPage params={readDiscountParams({})} />, { locale: 'fr' });
    const row = (await screen.findByRole('rowheader', { name: /WELCOME15/ })).closest('tr')!;
    expect(within(row).getByText('15 % de rabais')).toBeInTheDocument();
    expect(within(row).getByText('Min. 25,00 $')).toBeInTheDocument();
    expect(within(row).getByText('En vigueur')).toBeInTheDocument();
    expect(within(row).getByText('Sans fin')).toBeInTheDocument();
    expect(within(row).getByText(/21 nov\. 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rabais et offres' })).toBeInTheDocument();
  });
});
