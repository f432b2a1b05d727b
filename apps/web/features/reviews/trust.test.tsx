import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ProfessionalReviews } from './professional-reviews';
import { ReportReviewButton } from './report-review';
import { ReviewReplyForm } from './review-reply';
import { makeReview } from './test-data';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/professionals/p1' }));

afterEach(() => vi.unstubAllGlobals());

const publicReview = (index: number, overrides: Parameters<typeof makeReview>[1] = {}) => {
  const { bookingId: _b, hidden: _h, ...review } = makeReview(index, { providerName: 'Marcus L.', ...overrides });
  return review;
};

describe('ProfessionalReviews', () => {
  it('shows the rating, each review with the professional’s reply, and more on demand', async () => {
    const api = fakeApi({
      'GET /api/review/professional/p1': ({ path }) =>
        path.includes('pageNo=2')
          ? ok({ average: 4.5, count: 11, total: 11, pageNo: 2, pages: 2, reviews: [publicReview(11, { review: 'The oldest one' })] })
          : ok({ average: 4.5, count: 11, total: 11, pageNo: 1, pages: 2, reviews: [publicReview(1, { reply: { text: 'Thanks, Maya!', repliedAt: '2026-11-26T12:00:00.000Z' } }), publicReview(2)] }),
    });
    renderAs('visitor', <ProfessionalReviews providerId="p1" />);

    const list = await screen.findByRole('list', { name: 'Reviews' });
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('from 11 reviews')).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Response from Marcus L.')).toBeInTheDocument();
    expect(within(first!).getByText('Thanks, Maya!')).toBeInTheDocument();
    expect(within(second!).queryByText(/Response from/)).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Report' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('The oldest one')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual(['/api/review/professional/p1?pageNo=1&size=10', '/api/review/professional/p1?pageNo=2&size=10']);
  });

  it('says so when the professional has no reviews yet', async () => {
    fakeApi({ 'GET /api/review/professional/p1': ok({ average: null, count: 0, total: 0, pageNo: 1, pages: 1, reviews: [] }) });
    renderAs('visitor', <ProfessionalReviews providerId="p1" />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows an error it can retry when the reviews do not load', async () => {
    fakeApi({ 'GET /api/review/professional/p1': [fail(500, 'Something went wrong on our side. Please try again.'), ok({ average: null, count: 0, total: 0, pageNo: 1, pages: 1, reviews: [] })] });
    renderAs('visitor', <ProfessionalReviews providerId="p1" />);
    expect(await screen.findByText('We could not load the reviews')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});

describe('ReportReviewButton', () => {
  it('sends a reason, asks for details when it is something else, and thanks the person', async () => {
    const api = fakeApi({ 'POST /api/review/r1/report': ok(undefined, 'Thank you. Our team will look at this review.') });
    renderAs('customer', <ReportReviewButton reviewId="r1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Tell us what is wrong with this review')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'This is my competitor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. Our team will look at this review.')).toBeInTheDocument();
    expect(JSON.parse(api.last('POST', '/api/review/r1/report')!.body as string)).toEqual({ reason: 'other', details: 'This is my competitor' });
  });

  it('gives focus back to its button when the dialog closes, and opens again from it', async () => {
    fakeApi({});
    renderAs('customer', <ReportReviewButton reviewId="r1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('dialog', { name: 'Report this review' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Report this review' })).toBeInTheDocument();
  });

  it('shows the API’s refusal in the dialog', async () => {
    fakeApi({ 'POST /api/review/r1/report': fail(409, 'You have already reported this review') });
    renderAs('customer', <ReportReviewButton reviewId="r1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is offensive or abusive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this review');
  });

  it('offers a visitor to log in and come back', async () => {
    const api = fakeApi({});
    renderAs('visitor', <ReportReviewButton reviewId="r1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?callbackUrl=%2Fprofessionals%2Fp1');
    expect(api.requests.filter((r) => r.path.includes('/report'))).toHaveLength(0);
  });
});

describe('ReviewReplyForm', () => {
  it('says the reply is public and final, sends it once and hands back the review with it', async () => {
    const replied = makeReview(1, { reply: { text: 'Thank you!', repliedAt: '2026-11-26T12:00:00.000Z' } });
    const api = fakeApi({ 'POST /api/review/r1/reply': ok(replied, 'Your reply is published') });
    const onReplied = vi.fn();
    renderAs('provider', <ReviewReplyForm reviewId="r1" onReplied={onReplied} />);
    const field = screen.getByRole('textbox', { name: 'Your public reply' });
    expect(field).toHaveAccessibleDescription(/reply once and cannot edit it/);

    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Reply is required')).toBeInTheDocument();
    await userEvent.type(field, 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    await vi.waitFor(() => expect(onReplied).toHaveBeenCalledWith(replied));
    expect(JSON.parse(api.last('POST', '/api/review/r1/reply')!.body as string)).toEqual({ reply: 'Thank you!' });
  });

  it('shows a refusal under the form', async () => {
    fakeApi({ 'POST /api/review/r1/reply': fail(409, 'You have already replied to this review') });
    renderAs('provider', <ReviewReplyForm reviewId="r1" onReplied={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your public reply' }), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already replied to this review');
  });
});
