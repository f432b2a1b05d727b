import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { CancelBooking } from './cancel-booking';
import { makeBooking } from './test-data';


const booking = makeBooking({ cancellation: { policy: 'full', refundCents: 14577 } });
const detailPath = `GET /api/booking/${booking._id}`;
const cancelPath = `POST /api/booking/${booking._id}/cancel`;

afterEach(() => vi.unstubAllGlobals());

describe('CancelBooking', () => {
  it('says cancelling is free, asks for a reason, confirms, then says nothing is charged', async () => {
    const api = fakeApi({
      [detailPath]: ok(booking),
      [cancelPath]: ok({ booking: { ...booking, status: 'cancelled', cancellation: null, refundedCents: 14577 }, refundCents: 14577, policy: 'full' }, 'Booking cancelled. $145.77 will not be charged.'),
    });
    renderAs('customer', <CancelBooking bookingId={booking._id} />);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Cancel your booking' })).toBeInTheDocument();
    expect(screen.getByText('You will not be charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refundpolicy');
    expect(screen.getByText('2:30 p.m. – 5:30 p.m. EST')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason'), 'Plans changed');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('You will not be charged.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will not be charged.');
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', `/profile/booking/${booking._id}`);
    expect(JSON.parse(String(api.last('POST', `/api/booking/${booking._id}/cancel`)?.body))).toEqual({ reason: 'Plans changed' });
  });

  it('says what a late cancellation charges, and who it pays, before and after cancelling', async () => {
    const late = { ...booking, status: 'accepted' as const, cancellation: { policy: 'partial' as const, refundCents: 7289 } };
    fakeApi({
      [detailPath]: ok(late),
      [cancelPath]: ok({ booking: { ...late, status: 'cancelled', cancellation: null, chargedCents: 7288, refundedCents: 7289 }, refundCents: 7289, policy: 'partial' }),
    });
    renderAs('customer', <CancelBooking bookingId={booking._id} />);
    const user = userEvent.setup();
    const terms = 'The job starts in less than 24 hours, so $72.88 will be charged as a late-cancellation fee, paid to your professional. The other 50% ($72.89) is not charged.';
    expect(await screen.findByText(terms)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason'), 'Plans changed');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(terms);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$72.88 is charged as a late-cancellation fee, paid to your professional. The other $72.89 is not charged.');
  });

  it('says when the booking can no longer be cancelled', async () => {
    fakeApi({ [detailPath]: ok({ ...booking, status: 'in_progress', cancellation: null }) });
    renderAs('customer', <CancelBooking bookingId={booking._id} />);
    expect(await screen.findByRole('heading', { name: 'This booking can no longer be cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal and stays on the form', async () => {
    fakeApi({ [detailPath]: ok(booking), [cancelPath]: fail(409, 'This booking has already started') });
    renderAs('customer', <CancelBooking bookingId={booking._id} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reason'), 'Plans changed');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This booking has already started'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
