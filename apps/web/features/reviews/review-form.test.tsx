import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ReviewForm } from './review-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const bookingId = 'b1a2c3d4-0000-4000-8000-000000000001';

function setup(answer: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ 'POST /api/review': answer });
  const onReviewed = vi.fn();
  renderAs('customer', <ReviewForm bookingId={bookingId} serviceName="Standard House Cleaning" onReviewed={onReviewed} />);
  return { api, onReviewed, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('ReviewForm', () => {
  it('names the professional it rates when the booking has one, and the service otherwise', () => {
    fakeApi({});
    const { unmount } = renderAs('customer', <ReviewForm bookingId={bookingId} serviceName="Lawn Aeration" professionalName="Marcus L." onReviewed={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'How did Marcus L. do on your Lawn Aeration?' })).toBeInTheDocument();
    unmount();
    renderAs('customer', <ReviewForm bookingId={bookingId} serviceName="Lawn Aeration" professionalName={null} onReviewed={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'How was your Lawn Aeration?' })).toBeInTheDocument();
  });

  it('needs a rating and a review', async () => {
    const { api, user } = setup(ok({}));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByText('Review is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Review')).toHaveAccessibleDescription(/Review is required/);
    expect(api.requests).toHaveLength(0);
  });

  it('rates with a keyboard-friendly group of stars and sends the review', async () => {
    const { api, onReviewed, user } = setup({ status: 201, body: { success: true, message: 'Thank you for your review', data: {} } });
    const stars = screen.getByRole('radiogroup', { name: 'How was your Standard House Cleaning?' });
    expect(stars).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    // Arrow keys move between the stars like any radio group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Review'), 'On time and thorough.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(onReviewed).toHaveBeenCalled());
    expect(JSON.parse(String(api.last('POST', '/api/review')?.body))).toEqual({ bookingId, rating: 4, review: 'On time and thorough.' });
    expect(toast.success).toHaveBeenCalledWith('Thank you for your review');
  });

  it('shows the existing review when the booking was already reviewed', async () => {
    const { onReviewed, user } = setup(fail(409, 'You have already reviewed this booking'));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Review'), 'Great');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalled());
    expect(toast.info).toHaveBeenCalledWith('You have already reviewed this booking');
  });
});
