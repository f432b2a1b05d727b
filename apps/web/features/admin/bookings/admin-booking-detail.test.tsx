import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeThread } from '@/features/messages/test-data';
import { fail, fakeApi, ok, renderWithClient } from '@/test/fake-api';
import { AdminBookingDetail } from './admin-booking-detail';
import { bookingDetail } from './test-data';

vi.mock('@/features/realtime/realtime-provider', () => ({ useRealtimeEvent: vi.fn() }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ data: { user: { _id: 'a1', token: { role: 'admin', accessToken: 'token-admin' } } }, status: 'authenticated' }),
  signOut: vi.fn(),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const DETAIL = 'GET /api/admin/bookings/b1';
const THREAD = ok(makeThread({ open: false, canSend: false, closedReason: 'Admins read the conversation without taking part.' }));
const PROVIDERS = [
  { _id: 'p1', fullname: 'Pat Provider', email: 'pat@example.ca', inArea: true },
  { _id: 'p2', fullname: 'Sam Far', email: 'sam@example.ca', inArea: false },
];

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/booking/b1/messages': THREAD, ...routes });
  renderWithClient(<AdminBookingDetail id="b1" />);
  return { api, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('AdminBookingDetail', () => {
  it('shows the job, the people, the money, the history and the conversation', async () => {
    const detail = bookingDetail({
      booking: { ...bookingDetail().booking, status: 'completed', refundedCents: 2000 },
      provider: { _id: 'p1', userId: 'u1', fullname: 'Pat Provider', email: 'pat@example.ca', phonenumber: '+14165550100' },
      payment: { status: 'captured', paymentId: 'pi_1', error: null, refundableCents: 12577 },
      refunds: [{ _id: 'r1', amountCents: 2000, reason: 'Arrived late', status: 'succeeded', gatewayRefundId: 're_local_1', actor: { _id: 'a1', fullname: 'Ada Admin' }, createdAt: '2026-12-02T15:00:00.000Z' }],
      can: { assign: false, cancel: false, refund: true },
    });
    const { api } = setup({ [DETAIL]: ok(detail) });
    expect(await screen.findByRole('heading', { level: 1, name: /Standard House Cleaning/ })).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: 'maya@example.ca' })).toHaveAttribute('href', 'mailto:maya@example.ca');
    expect(within(people).getByText('Pat Provider')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('$125.77')).toBeInTheDocument();
    expect(within(payment).getByText(/Arrived late/)).toBeInTheDocument();
    expect(within(payment).getByText(/by Ada Admin/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status history' })).getByText(/Awaiting payment → Finding a professional/)).toBeInTheDocument();
    // Only what the booking allows now.
    expect(screen.getByRole('button', { name: 'Partial refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel with refund' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/booking/b1/messages'))).toBe(true);
  });

  it('assigns an eligible provider, sending the provider it saw so a concurrent dispatch is caught', async () => {
    const assigned = bookingDetail({ booking: { ...bookingDetail().booking, status: 'accepted' }, can: { assign: true, cancel: true, refund: true } });
    const { api, user } = setup({
      [DETAIL]: ok(bookingDetail()),
      'GET /api/admin/bookings/b1/eligible-providers': ok(PROVIDERS),
      'POST /api/admin/bookings/b1/assign': ok(assigned, 'Provider assigned'),
    });
    await user.click(await screen.findByRole('button', { name: 'Assign provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a provider' });
    expect(await within(dialog).findByText('Serves this area')).toBeInTheDocument();
    expect(within(dialog).getByText('Outside their service areas')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose a provider')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/bookings/b1/assign')).toBeUndefined();

    await user.click(within(dialog).getByRole('radio', { name: /Pat Provider/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider assigned'));
    expect(JSON.parse(String(api.last('POST', '/api/admin/bookings/b1/assign')!.body))).toEqual({ providerId: 'p1', currentProviderId: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Professional assigned')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when another admin got there first', async () => {
    const { user } = setup({
      [DETAIL]: ok(bookingDetail()),
      'GET /api/admin/bookings/b1/eligible-providers': ok(PROVIDERS),
      'POST /api/admin/bookings/b1/assign': fail(409, 'Someone else changed this booking meanwhile. Reload it and try again.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Assign provider' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Sam Far/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this booking meanwhile.');
  });

  it('refunds an amount typed in dollars, once per request id, and shows the limit under the field', async () => {
    const { api, user } = setup({
      [DETAIL]: ok(bookingDetail({ payment: { status: 'captured', paymentId: 'pi_1', error: null, refundableCents: 5000 } })),
      'POST /api/admin/bookings/b1/refund': ok({ refund: {}, refundedCents: 1250, refundableCents: 3750 }, 'Refunded $12.50'),
    });
    await user.click(await screen.findByRole('button', { name: 'Partial refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund part of this booking' });
    const amount = within(dialog).getByLabelText('Amount (CAD)');
    await user.type(amount, '50.01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Arrived late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(amount).toHaveAccessibleDescription(/You can refund at most \$50\.00/);

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refunded $12.50'));
    const request = api.last('POST', '/api/admin/bookings/b1/refund')!;
    expect(JSON.parse(String(request.body))).toEqual({ amountCents: 1250, reason: 'Arrived late' });
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refund limit under the amount', async () => {
    const message = 'You can refund at most $10.00: $145.77 paid, $135.77 already refunded';
    const { user } = setup({ [DETAIL]: ok(bookingDetail()), 'POST /api/admin/bookings/b1/refund': fail(400, message, { amountCents: message }) });
    await user.click(await screen.findByRole('button', { name: 'Partial refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount (CAD)'), '20');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('cancels with a full refund only with a reason', async () => {
    const cancelled = bookingDetail({ booking: { ...bookingDetail().booking, status: 'cancelled' }, can: { assign: false, cancel: false, refund: false } });
    const { api, user } = setup({ [DETAIL]: ok(bookingDetail()), 'POST /api/admin/bookings/b1/cancel': ok(cancelled, 'Booking cancelled; the payment was released in full') });
    await user.click(await screen.findByRole('button', { name: 'Cancel with refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('$145.77 held on their card is released');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(JSON.parse(String(api.last('POST', '/api/admin/bookings/b1/cancel')!.body))).toEqual({ reason: 'Customer moved away' });
    expect(screen.queryByRole('button', { name: 'Cancel with refund' })).not.toBeInTheDocument();
  });

  it('says when the booking does not exist', async () => {
    setup({ [DETAIL]: fail(404, 'Booking not found') });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });
});
