// The content console's bilingual editing: English and French side by side, "Missing French"
// badges, the "Missing a translation" filter, and the console itself in French.
import type { AdminContentPage } from '@hearth/shared/admin/content/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ContentConsole } from './content-console';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/features/admin/server', () => ({ refreshPublicData: vi.fn(async () => undefined) }));

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

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('bilingual pages', () => {
  it('flags the pages missing French, filters them, and edits both languages side by side', async () => {
    const api = fakeApi({ 'GET /api/admin/content/pages': ok([whyUs, terms]), 'PUT /api/admin/content/pages/p2': ok(terms, 'Page saved') });
    renderAs('admin', <ContentConsole tab="pages" page={1} />);
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
    renderAs('admin', <ContentConsole tab="pages" page={1} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contenu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blogue' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pages' });
    expect(within(list).getByText('Français manquant')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Modifier Terms' })).toBeInTheDocument();
    expect(screen.getByLabelText('Traduction manquante')).toBeInTheDocument();
  });
});
