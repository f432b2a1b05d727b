import type { ProviderJob } from '@hearth/shared/bookings/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { JobCard } from './job-card';
import { makeJob } from './test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

// The job starts at 19:30 UTC (2:30 p.m. in Toronto) and ends at 22:30 UTC: "On my way" is offered from 16:30 UTC.
const AN_HOUR_BEFORE = new Date('2026-11-21T18:30:00.000Z');
const ON_THE_WAY = { at: '2026-11-21T18:30:00.000Z', arrivalEta: '2026-11-21T18:50:00.000Z' };

function renderJob(job: Partial<ProviderJob>, routes: Parameters<typeof fakeApi>[0] = {}, locale?: 'fr') {
  const api = fakeApi(routes);
  const user = userEvent.setup();
  renderAs('provider', <JobCard job={makeJob(job)} />, { locale });
  return { api, user };
}

function useClock(now: Date) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('On my way', () => {
  it('sends the arrival estimate the provider picks and tells them it was sent', async () => {
    useClock(AN_HOUR_BEFORE);
    const { api, user } = renderJob({}, { 'POST /api/booking/j1/on-my-way': ok(makeJob({ onTheWay: ON_THE_WAY }), 'Customer told you are on your way') });
    await user.click(screen.getByRole('button', { name: 'On my way' }));
    const dialog = screen.getByRole('dialog', { name: 'Tell the customer you’re on your way' });
    const choices = within(dialog).getByRole('group', { name: 'Arriving in about' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['10 min', '15 min', '20 min', '30 min', '45 min', '60 min', '90 min']);
    expect(within(choices).getByRole('radio', { name: '20 min' })).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: '45 min' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(JSON.parse(String(api.last('POST', '/api/booking/j1/on-my-way')?.body))).toEqual({ etaMinutes: 45 });
    expect(toast.success).toHaveBeenCalledWith('Customer told you are on your way');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what the provider said and lets them update the arrival time', async () => {
    useClock(AN_HOUR_BEFORE);
    renderJob({ onTheWay: ON_THE_WAY });
    expect(screen.getByText('You said you’re on the way (arriving about 1:50 p.m. EST)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update arrival time' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the API refuses', async () => {
    useClock(AN_HOUR_BEFORE);
    const { user } = renderJob({}, { 'POST /api/booking/j1/on-my-way': fail(409, 'Only an accepted job that has not started can be on its way') });
    await user.click(screen.getByRole('button', { name: 'On my way' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toast.error).toHaveBeenCalledWith('Only an accepted job that has not started can be on its way');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered before three hours ahead of the start, after the end, or once the job started', () => {
    useClock(new Date('2026-11-21T16:29:00.000Z'));
    renderJob({});
    expect(screen.queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    vi.useRealTimers();
    useClock(new Date('2026-11-21T22:31:00.000Z'));
    renderJob({});
    expect(screen.queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    vi.useRealTimers();
    useClock(AN_HOUR_BEFORE);
    renderJob({ status: 'in_progress' });
    expect(screen.queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
  });

  it('speaks French on a French page', async () => {
    useClock(AN_HOUR_BEFORE);
    renderJob({ onTheWay: ON_THE_WAY }, {}, 'fr');
    expect(screen.getByText('Vous avez indiqué être en route (arrivée vers 13 h 50 HNE)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier l’heure d’arrivée' })).toBeInTheDocument();
  });
});
