import type { AdminCategory, AdminService } from '@hearth/shared/admin/catalog/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { CatalogueManager } from './catalogue-manager';
import { refreshPublicData } from '@/features/admin/server';

const ADMIN = sessionFor('admin', { fullname: 'Priya Natarajan' });
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/features/admin/server', () => ({ refreshPublicData: vi.fn(async () => undefined) }));

const CLEANING = '11111111-1111-4111-8111-111111111111';
const MOVING = '22222222-2222-4222-8222-222222222222';

function makeService(over: Partial<AdminService>): AdminService {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    categoryId: CLEANING,
    name: 'Standard House Cleaning',
    slug: 'standard-house-cleaning',
    description: 'A top-to-bottom clean.',
    nameFr: 'Ménage régulier',
    descriptionFr: 'Un ménage de fond en comble.',
    whatIsIncludedFr: ['Époussetage', 'Planchers'],
    missingFrench: [],
    startingPriceCents: 12900,
    durationMinutes: 180,
    priceUnit: 'job',
    requiresDescription: false,
    taxClass: 'residential_real_property',
    featured: true,
    whatIsIncluded: ['Dusting', 'Floors'],
    active: true,
    sortOrder: 0,
    image: null,
    bookingCount: 3,
    formerSlugs: [],
    ...over,
  };
}

const standard = makeService({});
const deep = makeService({ _id: '44444444-4444-4444-8444-444444444444', name: 'Deep Cleaning', slug: 'deep-cleaning', startingPriceCents: 19950, sortOrder: 1, active: false, featured: false, bookingCount: 1 });

let catalogue: AdminCategory[] = [];

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/admin/catalogue': () => ok(catalogue), ...routes });
  renderAs(ADMIN, <CatalogueManager />);
  const sent = (method: string, path: string) => JSON.parse(String(api.last(method, path)?.body));
  return { api, sent, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  vi.clearAllMocks();
  catalogue = [
    { _id: CLEANING, name: 'Cleaning', slug: 'cleaning', description: 'Homes and offices.', nameFr: 'Ménage', descriptionFr: 'Maisons et bureaux.', missingFrench: [], active: true, sortOrder: 0, defaultTaxClass: 'residential_real_property', services: [standard, deep] },
    { _id: MOVING, name: 'Moving', slug: 'moving', description: '', nameFr: null, descriptionFr: null, missingFrench: ['name'], active: false, sortOrder: 1, defaultTaxClass: 'moving', services: [] },
  ];
});
afterEach(() => vi.unstubAllGlobals());

describe('CatalogueManager', () => {
  it('shows each category as a section with its services, prices and whether they are active', async () => {
    setup();
    const cleaning = await screen.findByRole('region', { name: /^Cleaning/ });
    const services = within(cleaning).getByRole('list', { name: 'Services in Cleaning' });
    const [first, second] = within(services).getAllByRole('listitem');
    expect(first).toHaveTextContent('Standard House Cleaning');
    expect(first).toHaveTextContent('From $129.00 per job · 180 min · 3 bookings');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(first!).getByText('Featured')).toBeInTheDocument();
    expect(within(second!).getByText('Inactive')).toBeInTheDocument();
    expect(within(cleaning).getByRole('switch', { name: 'Deep Cleaning active' })).not.toBeChecked();
    expect(within(section('Moving')).getByText('No services in this category yet.')).toBeInTheDocument();
    expect(within(section('Moving')).getByRole('switch', { name: 'Moving active' })).not.toBeChecked();
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move Cleaning up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Moving down' })).toBeDisabled();
  });

  it('lays the switch out so its knob can never cover its On/Off word, however narrow the row', async () => {
    setup();
    const toggle = await screen.findByRole('switch', { name: 'Standard House Cleaning active' });
    const [track, label] = [...toggle.children] as HTMLElement[];
    // jsdom lays nothing out: what is checked is what keeps them apart in a browser. The switch and
    // its track keep their width in a squeezed row, the knob takes room inside the track rather than
    // floating over it, and the word comes after the track on one line.
    expect(toggle).toHaveClass('shrink-0', 'whitespace-nowrap');
    expect(track).toHaveClass('shrink-0', 'w-9');
    expect(track!.firstElementChild).not.toHaveClass('absolute');
    expect(label).toHaveTextContent('On');
    expect(toggle.children).toHaveLength(2);
  });

  it('says when the catalogue could not be loaded', async () => {
    setup({ 'GET /api/admin/catalogue': fail(500, 'Something went wrong on our side. Please try again.') });
    expect(await screen.findByText('The catalogue could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it("sets a service's tax class: a new one follows its category's default until the admin picks one", async () => {
    const { sent, user } = setup({
      'POST /api/admin/catalogue/services': { status: 201, body: { success: true, message: 'Service created', data: standard } },
      [`PUT /api/admin/catalogue/services/${standard._id}`]: ok({ ...standard, taxClass: 'commercial_building_cleaning' }, 'Service saved'),
    });
    await screen.findByRole('region', { name: /^Cleaning/ });
    await user.click(screen.getByRole('button', { name: 'Add service to Cleaning' }));
    const dialog = screen.getByRole('dialog', { name: 'Add service' });
    const taxClass = within(dialog).getByLabelText('Tax class');
    expect(taxClass).toHaveValue('residential_real_property');
    expect(within(taxClass).getByRole('option', { name: 'Commercial building cleaning' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Category'), MOVING);
    expect(taxClass).toHaveValue('moving');
    expect(within(dialog).getByText(/The category's default is Moving household goods\./)).toBeInTheDocument();
    // Once chosen by hand, the class stays whatever category the service goes to.
    await user.selectOptions(taxClass, 'service_to_goods');
    await user.selectOptions(within(dialog).getByLabelText('Category'), CLEANING);
    expect(taxClass).toHaveValue('service_to_goods');
    await user.type(within(dialog).getByLabelText('Name'), 'Shelf Assembly');
    await user.type(within(dialog).getByLabelText('Starting price (CAD)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('POST', '/api/admin/catalogue/services')).toMatchObject({ categoryId: CLEANING, taxClass: 'service_to_goods' });

    // An existing service shows and keeps its own class.
    await user.click(screen.getByRole('button', { name: 'Edit Standard House Cleaning' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Standard House Cleaning' });
    expect(within(edit).getByLabelText('Tax class')).toHaveValue('residential_real_property');
    await user.selectOptions(within(edit).getByLabelText('Tax class'), 'commercial_building_cleaning');
    await user.click(within(edit).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(sent('PUT', `/api/admin/catalogue/services/${standard._id}`)).toMatchObject({ taxClass: 'commercial_building_cleaning' }));
  });

  it('adds a service: the slug follows the name, the price is typed in dollars and sent in cents', async () => {
    const { sent, user } = setup({ 'POST /api/admin/catalogue/services': { status: 201, body: { success: true, message: 'Service created', data: standard } } });
    await screen.findByRole('region', { name: /^Cleaning/ });
    await user.click(screen.getByRole('button', { name: 'Add service to Cleaning' }));
    const dialog = screen.getByRole('dialog', { name: 'Add service' });
    expect(within(dialog).getByLabelText('Category')).toHaveValue(CLEANING);

    // The shared rules, under each field.
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Starting price is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Window Washing');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('window-washing');
    await user.type(within(dialog).getByLabelText('Starting price (CAD)'), '49.50');
    await user.clear(within(dialog).getByLabelText('Duration (minutes)'));
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '90');
    await user.type(within(dialog).getByLabelText('What is included'), 'Inside and out{enter}{enter}Screens wiped');
    await user.click(within(dialog).getByLabelText('Requires a description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('POST', '/api/admin/catalogue/services')).toEqual({
      nameFr: null,
      descriptionFr: null,
      whatIsIncludedFr: null,
      categoryId: CLEANING,
      name: 'Window Washing',
      slug: 'window-washing',
      description: '',
      startingPriceCents: 4950,
      priceUnit: 'job',
      durationMinutes: 90,
      whatIsIncluded: ['Inside and out', 'Screens wiped'],
      requiresDescription: true,
      // The category's default class, since the admin did not choose another.
      taxClass: 'residential_real_property',
      featured: false,
      active: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Service created');
    // The public header's menu is refreshed, not left to expire.
    expect(refreshPublicData).toHaveBeenCalledWith(['catalog']);
  });

  it('puts a taken slug under the Slug field', async () => {
    const message = 'This slug is already used by another service';
    const { user } = setup({ [`PUT /api/admin/catalogue/services/${deep._id}`]: fail(409, message, { slug: message }) });
    await screen.findByRole('region', { name: /^Cleaning/ });
    await user.click(screen.getByRole('button', { name: 'Edit Deep Cleaning' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Deep Cleaning' });
    expect(within(dialog).getByLabelText('Starting price (CAD)')).toHaveValue('199.50');
    expect(within(dialog).getByLabelText('What is included')).toHaveValue('Dusting\nFloors');
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'standard-house-cleaning');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('moves a service down with the keyboard and keeps the focus on it', async () => {
    const { sent, user } = setup({
      [`PUT /api/admin/catalogue/categories/${CLEANING}/services/order`]: () => {
        catalogue[0] = { ...catalogue[0]!, services: [deep, standard] };
        return ok(catalogue[0], 'Services reordered');
      },
    });
    await screen.findByRole('region', { name: /^Cleaning/ });
    screen.getByRole('button', { name: 'Move Standard House Cleaning down' }).focus();
    await user.keyboard('{Enter}');

    const services = within(section('Cleaning')).getByRole('list', { name: 'Services in Cleaning' });
    expect(within(services).getAllByRole('listitem')[0]).toHaveTextContent('Deep Cleaning');
    await waitFor(() => expect(sent('PUT', `/api/admin/catalogue/categories/${CLEANING}/services/order`)).toEqual({ ids: [deep._id, standard._id] }));
    // Now last, it cannot go further down: focus moves to its other button.
    expect(screen.getByRole('button', { name: 'Move Standard House Cleaning up' })).toHaveFocus();
  });

  it('moves a category and switches a service off', async () => {
    const { sent, user } = setup({
      'PUT /api/admin/catalogue/categories/order': ok([], 'Categories reordered'),
      [`POST /api/admin/catalogue/services/${standard._id}/active`]: ok({ ...standard, active: false }, 'Service deactivated'),
    });
    await screen.findByRole('region', { name: /^Cleaning/ });
    await user.click(screen.getByRole('button', { name: 'Move Moving up' }));
    await waitFor(() => expect(sent('PUT', '/api/admin/catalogue/categories/order')).toEqual({ ids: [MOVING, CLEANING] }));

    await user.click(screen.getByRole('switch', { name: 'Standard House Cleaning active' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Service deactivated'));
    expect(sent('POST', `/api/admin/catalogue/services/${standard._id}/active`)).toEqual({ active: false });
  });

  it('adds a category with a slug from its name', async () => {
    const { sent, user } = setup({ 'POST /api/admin/catalogue/categories': { status: 201, body: { success: true, message: 'Category created', data: catalogue[1] } } });
    await screen.findByRole('region', { name: /^Cleaning/ });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Pools & Hot Tubs');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(sent('POST', '/api/admin/catalogue/categories')).toEqual({ name: 'Pools & Hot Tubs', slug: 'pools-hot-tubs', description: '', nameFr: null, descriptionFr: null, active: true }));
  });

  it('previews a chosen image, uploads it, and lists former slugs that still redirect', async () => {
    catalogue[0]!.services[0] = { ...standard, formerSlugs: ['house-cleaning'] };
    const { api, user } = setup({
      [`POST /api/admin/catalogue/services/${standard._id}/image`]: ok(standard, 'Image updated'),
      [`DELETE /api/admin/catalogue/services/${standard._id}/redirects/house-cleaning`]: ok(standard, 'Redirect removed'),
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await screen.findByRole('region', { name: /^Cleaning/ });
    await user.click(screen.getByRole('button', { name: 'Edit Standard House Cleaning' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Standard House Cleaning' });

    const file = new File(['png'], 'clean.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image file for Standard House Cleaning'), file);
    expect(within(dialog).getByRole('img', { name: 'Standard House Cleaning (preview, not saved yet)' })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(dialog).getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Image updated'));
    const body = api.last('POST', `/api/admin/catalogue/services/${standard._id}/image`)?.body as FormData;
    expect((body.get('image') as File).name).toBe('clean.png');

    expect(within(within(dialog).getByRole('list', { name: 'Former slugs' })).getByText('house-cleaning')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove redirect house-cleaning' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Redirect removed'));
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const { api, user } = setup();
    await screen.findByRole('region', { name: /^Cleaning/ });
    await user.click(screen.getByRole('button', { name: 'Edit Standard House Cleaning' }));
    const dialog = screen.getByRole('dialog');
    // As if the picker let any file through (the `accept` list is only a hint to it).
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(within(dialog).getByLabelText('Image file for Standard House Cleaning'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Upload a PNG, JPEG, GIF or WebP image')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('CatalogueManager in French', () => {
  it('writes prices and uses the French way and flags services missing French', async () => {
    const byTheHour = makeService({ nameFr: null, descriptionFr: null, whatIsIncludedFr: null, missingFrench: ['name', 'description'], priceUnit: 'hour', bookingCount: 2 });
    fakeApi({ 'GET /api/admin/catalogue': ok([{ ...catalogue[0]!, services: [byTheHour] }]) });
    renderAs(ADMIN, <CatalogueManager />, { locale: 'fr' });
    const services = await screen.findByRole('list', { name: 'Services de Cleaning' });
    // The matcher reads no-break spaces as spaces; the figures show the French format.
    expect(within(services).getByText('À partir de 129,00 $ l’heure · 180 min · 2 réservations')).toBeInTheDocument();
    expect(within(services).getByText('Français manquant')).toBeInTheDocument();
    expect(screen.getByText('Ménage')).toHaveAttribute('lang', 'fr');
  });
});
