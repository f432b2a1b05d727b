import type { AdminReviewReport } from '@hearth/shared/admin/review-reports/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ReviewReportsPage } from './review-reports-page';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/admin/review-reports' }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const report = (id: string, over: Partial<AdminReviewReport> = {}): AdminReviewReport => ({
  _id: id,
  reason: 'offensive',
  details: null,
  reporterRole: 'customer',
  createdAt: '2026-11-24T15:00:00.000Z',
  openReportsOnReview: 1,
  review: { _id: `rev-${id}`, rating: 1, text: `Awful ${id}`, serviceName: 'Lawn Aeration', professionalName: 'Marcus L.', createdAt: '2026-11-20T15:00:00.000Z' },
  ...over,
});
const page = (items: AdminReviewReport[]) => ok({ items, total: items.length, pageNo: 1, size: 20, pages: 1 });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('ReviewReportsPage', () => {
  it('shows each open report with its review, and hides a review on request', async () => {
    const api = fakeApi({
      'GET /api/admin/review-reports': [page([report('a', { reason: 'other', details: 'My competitor', reporterRole: 'serviceprovider', openReportsOnReview: 2 }), report('b')]), page([report('b')])],
      'POST /api/admin/review-reports/a/resolve': ok({ reviewId: 'rev-a', outcome: 'hidden', resolvedReports: 2 }, 'The review is hidden'),
    });
    renderAs('admin', <ReviewReportsPage page={1} />);
    const list = await screen.findByRole('list', { name: 'Open review reports' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Awful a')).toBeInTheDocument();
    expect(within(first!).getByText('Lawn Aeration · Marcus L.')).toBeInTheDocument();
    expect(within(first!).getByText('Reason: Something else')).toBeInTheDocument();
    expect(within(first!).getByText('My competitor')).toBeInTheDocument();
    expect(within(first!).getByText(/by a professional$/)).toBeInTheDocument();
    expect(within(first!).getByText('2 open reports on this review')).toBeInTheDocument();

    await userEvent.click(within(first!).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The review is hidden'));
    expect(api.last('POST', '/api/admin/review-reports/a/resolve')?.body).toBe(JSON.stringify({ outcome: 'hidden' }));
    await waitFor(() => expect(screen.queryByText('Awful a')).not.toBeInTheDocument());
    expect(screen.getByText('Awful b')).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    fakeApi({ 'GET /api/admin/review-reports': page([]) });
    renderAs('admin', <ReviewReportsPage page={1} />);
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  });
});
