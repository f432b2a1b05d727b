import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeThread } from '@/features/messages';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { AdminBookingDetail } from './admin-booking-detail';
import { bookingDetail } from './test-data';
import type { AdminBookingDetail as Detail } from '@hearth/shared/admin/bookings/contract';

vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));
const ADMIN = sessionFor('admin', { accessToken: 'token-admin' });
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const DETAIL = 'GET /api/admin/bookings/b1';
const THREAD = ok(makeThread({ open: false, canSend: false, closedReason: 'Admins read the conversation without taking part.' }));
const PROVIDERS = [
  { _id: 'p1', fullname: 'Pat Provider', email: 'pat@example.ca', inArea: true },
  { _id: 'p2', fullname: 'Sam Far', email: 'sam@example.ca', inArea: false },
];

const PAT = { _id: 'p1', userId: 'u1', fullname: 'Pat Provider', email: 'pat@example.ca', phonenumber: '+14165550100' };
const CAN_NOTHING: Detail['can'] = { assign: false, cancel: false, refund: false, start: false, complete: false, settle: false };

/** A completed, charged job whose customer reported a problem: the payout is frozen until an admin settles it. */
const disputed = (over: Partial<Detail> = {}) =>
  bookingDetail({
    booking: { ...bookingDetail().booking, status: 'completed' },
    provider: PAT,
    payment: { status: 'captured', paymentId: 'pi_1', error: null, refundableCents: 14577 },
    capturedCents: 14577,
    payout: { _id: 'po1', kind: 'job', status: 'frozen', amountCents: 10320, payableAt: '2026-12-03T18:00:00.000Z', paidAt: null, lastError: null },
    issues: [{ _id: 'i1', kind: 'problem_report', status: 'new', description: 'Two rooms were not cleaned.', resolution: null, createdAt: '2026-12-02T16:00:00.000Z', resolvedAt: null }],
    can: { ...CAN_NOTHING, refund: true, settle: true },
    ...over,
  });

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/booking/b1/messages': THREAD, ...routes });
  renderAs(ADMIN, <AdminBookingDetail id="b1" />);
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
      can: { assign: false, cancel: false, refund: true, start: false, complete: false, settle: false },
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
    // A move in time reads as one, not as a status going nowhere.
    expect(within(screen.getByRole('region', { name: 'Status history' })).getByText(/^Moved to Thu/)).toBeInTheDocument();
    // Only what the booking allows now.
    expect(screen.getByRole('button', { name: 'Partial refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel with refund' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/booking/b1/messages'))).toBe(true);
  });

  it('assigns an eligible provider, sending the provider it saw so a concurrent dispatch is caught', async () => {
    const assigned = bookingDetail({ booking: { ...bookingDetail().booking, status: 'accepted' }, can: { assign: true, cancel: true, refund: true, start: true, complete: true, settle: false } });
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
    const cancelled = bookingDetail({ booking: { ...bookingDetail().booking, status: 'cancelled' }, can: { assign: false, cancel: false, refund: false, start: false, complete: false, settle: false } });
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

  it('shows the payment state, the payout and the issues with a link to each in the inbox', async () => {
    const detail = bookingDetail({
      booking: { ...bookingDetail().booking, status: 'completed' },
      provider: PAT,
      payment: { status: 'captured', paymentId: 'pi_1', error: null, refundableCents: 14577 },
      capturedCents: 14577,
      holdExpiresAt: null,
      confirmationEndsAt: '2026-12-03T18:00:00.000Z',
      problemReportedAt: '2026-12-02T16:00:00.000Z',
      payout: { _id: 'po1', kind: 'job', status: 'frozen', amountCents: 10320, payableAt: '2026-12-03T18:00:00.000Z', paidAt: null, lastError: null },
      issues: [
        { _id: 'i2', kind: 'problem_report', status: 'new', description: 'Two rooms were not cleaned.', resolution: null, createdAt: '2026-12-02T16:00:00.000Z', resolvedAt: null },
        { _id: 'i1', kind: 'capture_failed', status: 'closed', description: 'The hold had lapsed.', resolution: 'pay: Charged again by phone', createdAt: '2026-12-01T20:00:00.000Z', resolvedAt: '2026-12-02T10:00:00.000Z' },
      ],
    });
    setup({ [DETAIL]: ok(detail) });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Charged', { selector: 'dd' })).toBeInTheDocument();
    expect(within(payment).getByText('Problem reported')).toBeInTheDocument();
    expect(within(payment).getByText('Customer may report a problem until')).toBeInTheDocument();
    expect(within(payment).getByText('$103.20')).toBeInTheDocument();
    expect(within(payment).getByText('Frozen until an admin settles it')).toBeInTheDocument();
    // No hold left once charged, so no expiry to show.
    expect(within(payment).queryByText('Hold expires')).not.toBeInTheDocument();

    const issues = within(screen.getByRole('region', { name: 'Issues' }));
    const [report, capture] = issues.getAllByRole('listitem');
    expect(report).toHaveTextContent('Problem reported by the customer');
    expect(report).toHaveTextContent('Two rooms were not cleaned.');
    expect(report).toHaveTextContent('New');
    expect(within(report!).getByRole('link', { name: 'Open in the inbox' })).toHaveAttribute('href', '/admin/inbox/booking/i2');
    expect(capture).toHaveTextContent('Payment could not be captured');
    expect(capture).toHaveTextContent('pay: Charged again by phone');
    // Settling is the API's call (`can.settle`), not the page's guess.
    expect(screen.queryByRole('button', { name: 'Settle' })).not.toBeInTheDocument();
  });

  it('shows when a saved card will be held, and when a declined one must be replaced', async () => {
    const saved = bookingDetail({
      booking: { ...bookingDetail().booking, payment: { status: 'card_saved', holdFrom: '2026-11-26T15:00:00.000Z', cardUpdateDeadline: null, error: null } },
      payment: { status: 'card_saved', paymentId: null, error: null, refundableCents: 0 },
      holdExpiresAt: null,
    });
    setup({ [DETAIL]: ok(saved) });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Card saved (held in the days before the job)')).toBeInTheDocument();
    expect(within(payment).getByText('Hold placed from')).toBeInTheDocument();
    expect(within(payment).queryByText('New card needed by')).not.toBeInTheDocument();
  });

  it('starts a job for its provider with a reason, keeping a refusal in the dialog', async () => {
    const accepted = bookingDetail({ booking: { ...bookingDetail().booking, status: 'accepted' }, provider: PAT, can: { ...CAN_NOTHING, start: true, complete: true } });
    const started = bookingDetail({ booking: { ...bookingDetail().booking, status: 'in_progress' }, provider: PAT, can: { ...CAN_NOTHING, complete: true } });
    let attempt = 0;
    const { api, user } = setup({
      [DETAIL]: ok(accepted),
      'POST /api/admin/bookings/b1/start': () => (++attempt === 1 ? fail(409, 'A booking that is cancelled cannot be started') : ok(started, 'Job started')),
    });
    await user.click(await screen.findByRole('button', { name: 'Start job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start this job?' });
    expect(dialog).toHaveTextContent('Do this for Pat Provider when they cannot start it themselves.');
    const reason = within(dialog).getByLabelText('Reason');
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(reason, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    expect(await within(dialog).findByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/bookings/b1/start')).toBeUndefined();

    await user.clear(reason);
    await user.type(reason, 'Phone died at the door');
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A booking that is cancelled cannot be started');
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job started'));
    expect(JSON.parse(String(api.last('POST', '/api/admin/bookings/b1/start')!.body))).toEqual({ reason: 'Phone died at the door' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start job' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete job' })).toBeInTheDocument();
  });

  it('completes an accepted job in one step and says what the customer is charged', async () => {
    const accepted = bookingDetail({ booking: { ...bookingDetail().booking, status: 'accepted', refundedCents: 1000 }, provider: PAT, can: { ...CAN_NOTHING, start: true, complete: true } });
    const completed = bookingDetail({ booking: { ...bookingDetail().booking, status: 'completed' }, provider: PAT });
    const { api, user } = setup({ [DETAIL]: ok(accepted), 'POST /api/admin/bookings/b1/complete': ok(completed, 'Job completed') });
    await user.click(await screen.findByRole('button', { name: 'Complete job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this job?' });
    expect(dialog).toHaveTextContent('The job is started and completed in one step.');
    expect(dialog).toHaveTextContent("The customer's card is charged $135.77.");
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer confirmed by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Complete job' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job completed'));
    expect(JSON.parse(String(api.last('POST', '/api/admin/bookings/b1/complete')!.body))).toEqual({ reason: 'Customer confirmed by phone' });
    expect(screen.queryByRole('button', { name: 'Complete job' })).not.toBeInTheDocument();
  });

  it('settles with a partial refund, stating the money effect of each choice before confirming', async () => {
    const { api, user } = setup({
      [DETAIL]: ok(disputed()),
      'POST /api/admin/bookings/b1/resolve': ok(bookingDetail({ provider: PAT }), 'Resolved: $20.00 refunded, $89.04 paid to the professional'),
    });
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: "Settle this booking's money" });
    expect(dialog).toHaveTextContent('Problem reported by the customer.');
    await user.type(within(dialog).getByLabelText('Reason'), 'Two rooms were missed');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await within(dialog).findByText('Choose how to settle')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Pay the professional/ }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Pat Provider is paid $103.20. The customer is not refunded.');
    await user.click(within(dialog).getByRole('radio', { name: /Full refund/ }));
    expect(within(dialog).getByRole('status')).toHaveTextContent("$145.77 goes back to the customer's card. Pat Provider is not paid for this job.");
    expect(within(dialog).queryByLabelText('Refund (CAD)')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Partial refund/ }));
    const amount = within(dialog).getByLabelText('Refund (CAD)');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    await user.type(amount, '145.77');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(amount).toHaveAccessibleDescription(/A partial refund is less than \$145\.77; choose a full refund for all of it/);
    expect(api.last('POST', '/api/admin/bookings/b1/resolve')).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, '20');
    expect(within(dialog).getByRole('status')).toHaveTextContent("$20.00 goes back to the customer's card. Pat Provider is paid about $89.04 instead of $103.20.");
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Resolved: $20.00 refunded, $89.04 paid to the professional'));
    expect(JSON.parse(String(api.last('POST', '/api/admin/bookings/b1/resolve')!.body))).toEqual({ outcome: 'partial_refund', amountCents: 2000, reason: 'Two rooms were missed' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settle' })).not.toBeInTheDocument();
  });

  it('offers only a full refund when the card was never charged, and shows the server’s refusal', async () => {
    const uncharged = disputed({ payment: { status: 'capture_failed', paymentId: 'pi_1', error: 'Your card was declined.', refundableCents: 0 }, capturedCents: 0 });
    const { api, user } = setup({ [DETAIL]: ok(uncharged), 'POST /api/admin/bookings/b1/resolve': fail(409, 'There is nothing to settle: the payout is already cancelled') });
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /Pay the professional/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Partial refund/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Full refund/ }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('The card was never charged, so nothing is refunded. Pat Provider is not paid for this job.');
    await user.type(within(dialog).getByLabelText('Reason'), 'Card declined twice');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is nothing to settle: the payout is already cancelled');
    expect(JSON.parse(String(api.last('POST', '/api/admin/bookings/b1/resolve')!.body))).toEqual({ outcome: 'full_refund', reason: 'Card declined twice' });
  });

  it('says when the booking does not exist', async () => {
    setup({ [DETAIL]: fail(404, 'Booking not found') });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });

  it('reads in French, money and times included, down to what settling does to the money', async () => {
    fakeApi({ 'GET /api/booking/b1/messages': THREAD, [DETAIL]: ok(disputed()) });
    renderAs(ADMIN, <AdminBookingDetail id="b1" />, { locale: 'fr' });

    const payment = await screen.findByRole('region', { name: 'Paiement' });
    expect(within(payment).getByText('Prélevé').nextSibling).toHaveTextContent('145,77 $');
    expect(within(payment).getByText('Gelé jusqu’à ce qu’un administrateur le règle')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Problèmes' })).toHaveTextContent('Problème signalé par le client');
    expect(screen.getByRole('link', { name: 'Toutes les réservations' })).toHaveAttribute('href', '/fr/admin/bookings');
    // The job's time on its province's clock, in French.
    expect(screen.getByRole('region', { name: 'Travail' })).toHaveTextContent(/1 déc\. 2026, 10 h 00 HNE/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Régler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Régler l’argent de cette réservation' });
    await user.click(within(dialog).getByRole('radio', { name: /Remboursement complet/ }));
    expect(within(dialog).getByText(/145,77 \$ retournent sur la carte du client\. Pat Provider n’est pas payé pour ce travail\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
