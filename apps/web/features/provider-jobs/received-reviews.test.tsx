import type { Review } from '@hearth/shared/reviews/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ReceivedReviews } from './received-reviews';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/serviceprovider/review' }));

const review = (id: string, rating: number, text: string): Review => ({
  _id: id,
  bookingId: `b-${id}`,
  rating,
  review: text,
  createdAt: '2026-11-20T16:00:00.000Z',
  service: { _id: 's1', name: 'Standard House Cleaning', slug: 'standard-house-cleaning' },
  customerName: 'Maya R.',
  providerName: 'Sam O.',
  reply: null,
  hidden: false,
  lang: 'en',
});

afterEach(() => vi.unstubAllGlobals());

describe('ReceivedReviews', () => {
  it('shows the average with its count, and each review with its stars as words', async () => {
    const api = fakeApi({
      'GET /api/service-provider/reviews': ok({ average: 4.666, count: 12, reviews: [review('r1', 5, 'Spotless!'), review('r2', 4, 'On time, tidy.')], pageNo: 2, pages: 2 }),
    });
    renderAs('provider', <ReceivedReviews page={2} />);

    const rating = await screen.findByRole('region', { name: 'Your rating' });
    expect(within(rating).getByText('4.7')).toBeInTheDocument();
    expect(within(rating).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByText('Average of 12 reviews')).toBeInTheDocument();
    expect(api.requests[0]?.path).toBe('/api/service-provider/reviews?pageNo=2&size=10');

    const list = screen.getByRole('list', { name: 'Reviews, page 2 of 2' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Spotless!');
    expect(within(second!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Maya R. · Standard House Cleaning' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/serviceprovider/review');
  });

  it('lets the professional reply once to a review without a reply, then shows the reply in its place', async () => {
    const answered = { ...review('r2', 5, 'Great work'), reply: { text: 'Glad to help!', repliedAt: '2026-11-21T16:00:00.000Z' } };
    const api = fakeApi({
      'GET /api/service-provider/reviews': ok({ average: 4.5, count: 2, reviews: [review('r1', 4, 'Good job'), answered], pageNo: 1, pages: 1 }),
      'POST /api/review/r1/reply': ok({ ...review('r1', 4, 'Good job'), reply: { text: 'Thank you, Maya!', repliedAt: '2026-11-22T16:00:00.000Z' } }, 'Your reply is published'),
    });
    renderAs('provider', <ReceivedReviews page={1} />);
    const [first, second] = await screen.findAllByRole('article');
    expect(within(second!).getByText('Glad to help!')).toBeInTheDocument();
    expect(within(second!).queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.type(within(first!).getByRole('textbox', { name: 'Your public reply' }), 'Thank you, Maya!');
    await userEvent.click(within(first!).getByRole('button', { name: 'Publish reply' }));
    expect(await within(first!).findByText('Response from Sam O.')).toBeInTheDocument();
    expect(within(first!).getByText('Thank you, Maya!')).toBeInTheDocument();
    expect(within(first!).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.last('POST', '/api/review/r1/reply')?.body).toBe(JSON.stringify({ reply: 'Thank you, Maya!' }));
  });

  it('says when there are no reviews yet', async () => {
    fakeApi({ 'GET /api/service-provider/reviews': ok({ average: null, count: 0, reviews: [], pageNo: 1, pages: 1 }) });
    renderAs('provider', <ReceivedReviews page={1} />);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
