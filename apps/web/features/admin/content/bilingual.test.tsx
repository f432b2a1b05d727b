// The console's bilingual editing: English and French side by side, "Missing French" badges, the
// "Missing a translation" filter, and the console itself in French (its words, money and dates).
import type { AdminCategory } from '@hearth/shared/admin/catalogue';
import type { AdminContentPage, AdminDiscount } from '@hearth/shared/admin/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogueManager } from '@/features/admin/catalogue/catalogue-manager';
import { DiscountsPage } from '@/features/admin/discounts/discounts-page';
import { readDiscountParams } from '@/features/admin/discounts/discounts-url';
import { fakeApi, ok, renderWithClient } from '@/test/fake-api';
import { intlWrapper } from '@/test/intl';
import { ContentConsole } from './content-console';

vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { _id: 'a1', fullname: 'Ada Admin', token: { role: 'admin', accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 } } } }),
  signOut: vi.fn(),
}));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/features/admin/refresh-public-data', () => ({ refreshPublicData: vi.fn(async () => undefined) }));

const UPDATED = '2026-01-01T00:00:00.000Z';
const whyUs: AdminContentPage = {
  _id: 'p1',
  slug: 'whyus',
  title: 'Why Hearth',
  description: 'Why households book with us.',
  body: '## Verified',
  titleFr: 'Pourquoi Hearth',
  descriptionFr: 'Pourquoi les familles réservent avec nous.',
  bodyFr: '## Vérifiés',
  missingFrench: [],
  published: true,
  updatedAt: UPDATED,
};
const terms: AdminContentPage = { ...whyUs, _id: 'p2', slug: 'terms', title: 'Terms', titleFr: null, descriptionFr: null, bodyFr: null, missingFrench: ['title', 'description', 'body'] };

function renderIn(locale: 'fr', ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { wrapper: intlWrapper(locale) });
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('bilingual pages', () => {
  it('flags the pages missing French, filters them, and edits both languages side by side', async () => {
    const api = fakeApi({ 'GET /api/admin/content/pages': ok([whyUs, terms]), 'PUT /api/admin/content/pages/p2': ok(terms, 'Page saved') });
    renderWithClient(<ContentConsole tab="pages" page={1} />);
    const list = await screen.findByRole('list', { name: 'Pages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).queryByText('Missing French')).not.toBeInTheDocument();
    expect(within(second!).getByText('Missing French')).toBeInTheDocument();
    expect(within(second!).getByText(/No French yet: title, description, body/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Missing a translation'));
    expect(within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit Terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit page' });
    expect(within(dialog).getByRole('group', { name: 'English' })).toContainElement(within(dialog).getByLabelText('Title'));
    const french = within(dialog).getByRole('group', { name: 'French' });
    await user.type(within(french).getByLabelText('Title (French)'), 'Conditions d’utilisation');
    await user.type(within(french).getByRole('textbox', { name: 'Body (French)' }), '## Règles');
    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(api.last('PUT', '/api/admin/content/pages/p2')).toBeDefined());
    expect(JSON.parse(String(api.last('PUT', '/api/admin/content/pages/p2')!.body))).toMatchObject({ title: 'Terms', titleFr: 'Conditions d’utilisation', bodyFr: '## Règles', descriptionFr: null });
  });
});

describe('the console in French', () => {
  it('shows the content console in French', async () => {
    fakeApi({ 'GET /api/admin/content/pages': ok([whyUs, terms]) });
    renderIn('fr', <ContentConsole tab="pages" page={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contenu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blogue' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pages' });
    expect(within(list).getByText('Français manquant')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Modifier Terms' })).toBeInTheDocument();
    expect(screen.getByLabelText('Traduction manquante')).toBeInTheDocument();
  });

  it('writes prices, uses and dates the French way in the catalogue and the discounts', async () => {
    const category: AdminCategory = {
      _id: '11111111-1111-4111-8111-111111111111',
      name: 'Cleaning',
      slug: 'cleaning',
      description: '',
      nameFr: 'Ménage',
      descriptionFr: null,
      missingFrench: [],
      active: true,
      sortOrder: 0,
      defaultTaxClass: 'residential_real_property',
      services: [
        {
          _id: '33333333-3333-4333-8333-333333333333',
          categoryId: '11111111-1111-4111-8111-111111111111',
          name: 'Standard House Cleaning',
          slug: 'standard-house-cleaning',
          description: 'A clean.',
          nameFr: null,
          descriptionFr: null,
          whatIsIncludedFr: null,
          missingFrench: ['name', 'description'],
          startingPriceCents: 12900,
          durationMinutes: 180,
          priceUnit: 'hour',
          requiresDescription: false,
          taxClass: 'residential_real_property',
          featured: false,
          whatIsIncluded: [],
          active: true,
          sortOrder: 0,
          image: null,
          bookingCount: 2,
          formerSlugs: [],
        },
      ],
    };
    fakeApi({ 'GET /api/admin/catalogue': ok([category]) });
    const { unmount } = renderIn('fr', <CatalogueManager />);
    const services = await screen.findByRole('list', { name: 'Services de Cleaning' });
    // The matcher reads no-break spaces as spaces; the figures show the French format.
    expect(within(services).getByText('À partir de 129,00 $ l’heure · 180 min · 2 réservations')).toBeInTheDocument();
    expect(within(services).getByText('Français manquant')).toBeInTheDocument();
    expect(screen.getByText('Ménage')).toHaveAttribute('lang', 'fr');
    unmount();

    const discount: AdminDiscount = {
      _id: 'd1',
      code: 'WELCOME15',
      description: 'New to Hearth? Take 15% off.',
      descriptionFr: 'Nouveau sur Hearth? 15\u00a0% de rabais.',
      missingFrench: [],
      kind: 'percent',
      percentOff: 15,
      amountOffCents: null,
      firstBookingOnly: false,
      minimumOrderCents: 2500,
      validFrom: '2026-11-21T19:30:00.000Z',
      validTo: null,
      usageLimit: null,
      usedCount: 0,
      showInBar: false,
      active: true,
      state: 'live',
      createdAt: UPDATED,
      updatedAt: UPDATED,
    };
    fakeApi({ 'GET /api/admin/discounts': ok({ discounts: [discount], pageNo: 1, size: 20, pages: 1, total: 1 }), 'GET /api/admin/offer': ok(null) });
    renderIn('fr', <DiscountsPage params={readDiscountParams({})} />);
    const row = (await screen.findByRole('rowheader', { name: /WELCOME15/ })).closest('tr')!;
    expect(within(row).getByText('15 % de rabais')).toBeInTheDocument();
    expect(within(row).getByText('Min. 25,00 $')).toBeInTheDocument();
    expect(within(row).getByText('En vigueur')).toBeInTheDocument();
    expect(within(row).getByText('Sans fin')).toBeInTheDocument();
    expect(within(row).getByText(/21 nov\. 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rabais et offres' })).toBeInTheDocument();
  });
});
