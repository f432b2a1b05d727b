import type { AdminBlogPage, AdminBlogPost, AdminCmsCard, AdminContentPage } from '@hearth/shared/admin/content/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ContentConsole } from './content-console';
import { refreshPublicData } from '@/features/admin/server';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/features/admin/server', () => ({ refreshPublicData: vi.fn(async () => undefined) }));

const P1 = '1c9e4b8a-5b8d-4f5e-8a11-2f3c4d5e6f01';
const B1 = '2d0f5c9b-6c9e-4a6f-9b22-3a4d5e6f7a02';
const terms: AdminContentPage = { _id: P1, slug: 'terms', title: 'Terms', description: 'The rules.', body: '# Terms\n\nBe kind.', titleFr: null, descriptionFr: null, bodyFr: null, missingFrench: ['title', 'description', 'body'], published: true, updatedAt: '2026-01-01T00:00:00.000Z' };
const card: AdminCmsCard = { _id: 'c1', kind: 'howitworks', title: 'Pick a service', description: 'Choose what you need.', titleFr: 'Choisissez un service', descriptionFr: 'Choisissez ce dont vous avez besoin.', missingFrench: [], icon: 'search', sortOrder: 1, active: true, updatedAt: '2026-01-01T00:00:00.000Z' };
const draft: AdminBlogPost = { _id: B1, slug: 'spring', title: 'Spring checklist', excerpt: 'Ten jobs.', body: 'Clean gutters.', author: 'Hearth team', coverImage: null, publishedAt: null, updatedAt: '2026-01-01T00:00:00.000Z', locale: 'en', translationKey: null, translations: { en: 'spring' }, missingFrench: ['translation'] };
const blogPage = (posts: AdminBlogPost[]): AdminBlogPage => ({ posts, pageNo: 1, size: 10, pages: 1, total: posts.length });
const images = Object.fromEntries(['blur', 'exsmall', 'thumbnail', 'small', 'medium', 'large'].map((v) => [v, `http://api.test/uploads/blog/${v}/x.webp`]));

function setup(tab: Parameters<typeof ContentConsole>[0]['tab'], routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/admin/content/cards': ok([card]),
    'GET /api/admin/content/pages': ok([terms]),
    'GET /api/admin/content/blog': ok(blogPage([])),
    'GET /api/admin/content/faqs': ok([]),
    'GET /api/category/catelog': ok([]),
    'GET /api/admin/content/site': ok({ contact: { phoneNumber: '4165550100', customerServiceEmail: 'support@hearth.ca', address: null }, social: { facebook: 'https://facebook.com/hearth' } }),
    ...routes,
  });
  renderAs('admin', <ContentConsole tab={tab} page={1} />);
  return { api, user: userEvent.setup(), sent: (method: string, path: string) => JSON.parse(String(api.last(method, path)?.body)) };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('ContentConsole', () => {
  it('marks the open section and lists the customer cards', async () => {
    setup('cards');
    expect(screen.getByRole('link', { name: 'Cards' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/admin/content?tab=blog');
    const list = await screen.findByRole('list', { name: 'Cards for customers' });
    expect(within(list).getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith('1. Pick a service') === true)).toBeInTheDocument();
    // The card's English title is marked as English for screen readers reading the console in French.
    expect(within(list).getByText('Pick a service')).toHaveAttribute('lang', 'en');
  });

  it('edits a page in Markdown with a preview, and shows a taken slug under the field', async () => {
    let calls = 0;
    const { user, sent } = setup('pages', {
      [`PUT /api/admin/content/pages/${P1}`]: () => (calls++ === 0 ? fail(409, 'A page with this slug already exists', { slug: 'A page with this slug already exists' }) : ok(terms, 'Page saved')),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit page' });
    const body = within(dialog).getByLabelText('Body');
    await user.clear(body);
    await user.type(body, '## Refunds{enter}{enter}Within **7 days**.');

    // The English body's editor; the French one sits next to it.
    await user.click(within(within(dialog).getByRole('tablist', { name: 'Body editor' })).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Body preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(within(preview).getByText('7 days').tagName).toBe('STRONG');

    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    expect(await within(dialog).findByText('A page with this slug already exists')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Page saved'));
    expect(sent('PUT', `/api/admin/content/pages/${P1}`)).toMatchObject({ slug: 'terms', body: '## Refunds\n\nWithin **7 days**.', published: true });
    expect(refreshPublicData).toHaveBeenCalledWith(['content']);
  });

  it('brings the Write tab back when the body is missing', async () => {
    const { user } = setup('pages');
    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    const dialog = screen.getByRole('dialog', { name: 'New page' });
    const english = within(within(dialog).getByRole('tablist', { name: 'Body editor' }));
    await user.click(english.getByRole('tab', { name: 'Preview' }));
    expect(within(within(dialog).getByRole('region', { name: 'Body preview' })).getByText('Nothing to preview yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText('Body is required')).toBeVisible();
    expect(english.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Slug is required')).toBeInTheDocument();
  });

  it('saves a new post as a draft, then adds its cover image', async () => {
    const { api, user, sent } = setup('blog', {
      'POST /api/admin/content/blog': { status: 201, body: { success: true, message: 'Blog post created', data: draft } },
      [`POST /api/admin/content/blog/${B1}/cover`]: ok({ ...draft, coverImage: images }, 'Cover image saved'),
    });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    const dialog = screen.getByRole('dialog', { name: 'New post' });
    expect(within(dialog).getByText('Add a cover image once the post is saved.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Spring checklist');
    await user.type(within(dialog).getByLabelText('Slug'), 'spring');
    await user.type(within(dialog).getByLabelText('Excerpt'), 'Ten jobs.');
    await user.type(within(dialog).getByLabelText('Author'), 'Hearth team');
    await user.type(within(dialog).getByLabelText('Body'), 'Clean gutters.');
    expect(within(dialog).queryByLabelText('Publish date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create post' }));

    const editing = await screen.findByRole('dialog', { name: 'Edit post' });
    expect(sent('POST', '/api/admin/content/blog')).toMatchObject({ title: 'Spring checklist', published: false, publishedAt: '' });
    await user.upload(within(editing).getByLabelText('Cover image'), new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));
    expect(await within(editing).findByRole('img', { name: 'Current cover' })).toBeInTheDocument();
    expect(api.last('POST', `/api/admin/content/blog/${B1}/cover`)?.body).toBeInstanceOf(FormData);
    expect(refreshPublicData).toHaveBeenCalledWith(['blog']);
  });

  it('checks and saves the contact details', async () => {
    const { user, sent } = setup('contact', { 'PUT /api/admin/content/contact': ok({}, 'Contact details saved') });
    const phone = await screen.findByLabelText('Phone number');
    expect(phone).toHaveValue('4165550100');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Phone number must be a 10-digit number')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '416-555-0199');
    await user.type(screen.getByLabelText('Address'), '1 Front St W, Toronto');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Contact details saved'));
    expect(sent('PUT', '/api/admin/content/contact')).toEqual({ phoneNumber: '+14165550199', customerServiceEmail: 'support@hearth.ca', address: '1 Front St W, Toronto' });
    expect(screen.getByLabelText('Facebook')).toHaveValue('https://facebook.com/hearth');
  });
});
