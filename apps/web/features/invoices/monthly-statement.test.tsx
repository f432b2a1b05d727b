import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { MonthlyStatement, recentMonths } from './monthly-statement';

const PROVIDER = sessionFor('provider', { accessToken: 'token-1' });
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:hearth/statement');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('MonthlyStatement', () => {
  it('offers this month and the 23 before it, by name', () => {
    const months = recentMonths(new Date('2026-01-15T12:00:00Z'));
    expect(months).toHaveLength(24);
    expect(months.slice(0, 2)).toEqual([
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
    expect(months.at(-1)).toEqual({ value: '2024-02', label: 'February 2024' });
  });

  it('downloads the chosen month as PDF or CSV with the token, and says why one failed', async () => {
    const [, previous] = recentMonths(new Date());
    const api = fakeApi({
      [`GET /api/service-provider/statements/${previous!.value}.csv`]: { raw: 'Paid on,Job date\r\n' },
      [`GET /api/service-provider/statements/${previous!.value}.pdf`]: fail(403, 'Your account is waiting for approval.'),
    });
    const user = userEvent.setup();
    renderAs(PROVIDER, <MonthlyStatement />);
    const section = screen.getByRole('region', { name: 'Monthly statement' });
    await user.selectOptions(within(section).getByLabelText('Month'), previous!.value);

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(section).getByRole('button', { name: `Statement CSV for ${previous!.label}` }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.last('GET', `/api/service-provider/statements/${previous!.value}.csv`)?.headers.Authorization).toBe('Bearer token-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`hearth-statement-${previous!.value}.csv`);

    await user.click(within(section).getByRole('button', { name: `Statement PDF for ${previous!.label}` }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your account is waiting for approval.'));
  });
});
