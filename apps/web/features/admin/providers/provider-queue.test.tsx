import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ProviderQueue } from './provider-queue';
import { parseQueueView } from './queue-tabs';
import { makeListItem } from './test-data';

afterEach(() => vi.unstubAllGlobals());

describe('ProviderQueue', () => {
  it('lists the tab’s providers, oldest submission first, with links to their review page', async () => {
    const api = fakeApi({
      'GET /api/admin/providers': ok({
        providers: [makeListItem(), makeListItem({ _id: 'p2', fullname: 'Lee Chan', email: 'lee@example.ca', isPhoneNumberVerified: false, identityChangedAt: '2026-03-06T14:00:00.000Z' })],
        pages: 3,
        total: 41,
      }),
    });
    renderAs('admin', <ProviderQueue status="submitted" page={2} />);
    expect(screen.getByRole('status', { name: 'Loading providers' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Waiting for review providers, page 2 of 3 (41 in all)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Sam Okafor' })).toHaveAttribute('href', '/admin/providers/p1');
    expect(rows[0]).toHaveTextContent('Mar 4, 2026');
    expect(rows[1]).toHaveTextContent('Not verified');
    expect(rows[0]).not.toHaveTextContent('Identity changed');
    expect(rows[1]).toHaveTextContent('Identity changed Mar 6, 2026');
    expect(Object.fromEntries(new URL(`http://x${api.requests[0]!.path}`).searchParams)).toEqual({ status: 'submitted', pageNo: '2', size: '20' });

    const tabs = screen.getByRole('navigation', { name: 'Verification status' });
    expect(within(tabs).getByRole('link', { name: 'Waiting for review' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Suspended' })).toHaveAttribute('href', '/admin/providers?status=suspended');
    const pages = screen.getByRole('navigation', { name: 'Provider pages' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/providers?page=3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/providers');
  });

  it('asks for every provider on the All tab and says when a tab is empty', async () => {
    const api = fakeApi({ 'GET /api/admin/providers': ok({ providers: [], pages: 1, total: 0 }) });
    renderAs('admin', <ProviderQueue status="all" page={1} />);
    expect(await screen.findByText('No providers here')).toBeInTheDocument();
    expect(new URL(`http://x${api.requests[0]!.path}`).searchParams.has('status')).toBe(false);
  });

  it('reads the tab from the URL, falling back to the review queue', () => {
    expect(parseQueueView({ status: 'suspended' }).status).toBe('suspended');
    expect(parseQueueView({ status: 'all' }).status).toBe('all');
    expect(parseQueueView({ status: 'nonsense' }).status).toBe('submitted');
    expect(parseQueueView({}).status).toBe('submitted');
  });
});
