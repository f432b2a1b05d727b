import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { MyReviews } from './my-reviews';
import { ServiceReviews } from './service-reviews';
import { makeReview } from './test-data';


afterEach(() => vi.unstubAllGlobals());

describe('ServiceReviews', () => {
  it('shows the average and the recent reviews', () => {
    render(<ServiceReviews serviceName="Standard House Cleaning" summary={{ average: 4.5, count: 12, reviews: [makeReview(1), makeReview(2, { rating: 4, customerName: 'Luc P.' })] }} />);
    const section = screen.getByRole('region', { name: 'What customers say about Standard House Cleaning' });
    expect(within(section).getByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('from 12 reviews')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByText('Luc P. · November 2026')).toBeInTheDocument();
  });

  it('shows a professional’s reply under their review, and lets anyone report a review', () => {
    const reply = { text: 'Thanks for having us!', repliedAt: '2026-11-26T12:00:00.000Z' };
    render(<ServiceReviews serviceName="Lawn Aeration" summary={{ average: 4, count: 2, reviews: [makeReview(1, { providerName: 'Marcus L.', reply }), makeReview(2)] }} />);
    const [answered, plain] = screen.getAllByRole('listitem');
    expect(within(answered!).getByText('Response from Marcus L.')).toBeInTheDocument();
    expect(within(answered!).getByText('Thanks for having us!')).toBeInTheDocument();
    expect(within(plain!).queryByText(/Response from/)).not.toBeInTheDocument();
    expect(within(plain!).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('shows nothing without reviews, or when they could not be loaded', () => {
    const { container, rerender } = render(<ServiceReviews serviceName="X" summary={{ average: null, count: 0, reviews: [] }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ServiceReviews serviceName="X" summary={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('MyReviews', () => {
  it('lists what the customer wrote, with pages', async () => {
    const api = fakeApi({ 'GET /api/review/mine': ok({ items: [makeReview(1)], pageNo: 2, size: 10, total: 11, pages: 2 }) });
    renderAs('customer', <MyReviews page={2} />);
    const list = await screen.findByRole('list', { name: 'Your reviews, page 2 of 2' });
    expect(within(list).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', '/services/standard-house-cleaning');
    expect(within(list).getByText('Review 1')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/profile/booking/b1');
    expect(api.requests[0]?.path).toBe('/api/review/mine?pageNo=2&size=10');
    expect(within(screen.getByRole('navigation', { name: 'Review pages' })).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/profile/reviews');
  });

  it('marks a review our team hid, and shows the professional’s reply', async () => {
    const reply = { text: 'Sorry to hear it.', repliedAt: '2026-11-26T12:00:00.000Z' };
    fakeApi({ 'GET /api/review/mine': ok({ items: [makeReview(1, { hidden: true, reply }), makeReview(2)], pageNo: 1, size: 10, total: 2, pages: 1 }) });
    renderAs('customer', <MyReviews page={1} />);
    const [hidden, visible] = await screen.findAllByRole('article');
    expect(within(hidden!).getByText(/Hidden by our team after a report/)).toBeInTheDocument();
    expect(within(hidden!).getByText('Sorry to hear it.')).toBeInTheDocument();
    expect(within(visible!).queryByText(/Hidden by our team/)).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    fakeApi({ 'GET /api/review/mine': ok({ items: [], pageNo: 1, size: 10, total: 0, pages: 0 }) });
    renderAs('customer', <MyReviews page={1} />);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completed bookings' })).toHaveAttribute('href', '/profile/booking?tab=completed');
  });
});
