import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpCodePanel } from './otp-code-panel';

function setup(overrides: Partial<Parameters<typeof OtpCodePanel>[0]> = {}, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const props = {
    phone: '+1 416-555-0123',
    onVerify: vi.fn().mockResolvedValue(undefined),
    onResend: vi.fn().mockResolvedValue(true),
    onChangeNumber: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup(userOptions);
  render(<OtpCodePanel {...props} />);
  const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
  return { props, user, box };
}

// shouldAdvanceTime lets Testing Library's own zero-delay waits resolve; the countdown is
// still moved with advanceTimersByTime.
const useFakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });

afterEach(() => {
  vi.useRealTimers();
});

describe('OtpCodePanel', () => {
  it('says where the code went and offers to change the number', async () => {
    const { props, user } = setup();
    expect(screen.getByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.getByText('+1 416-555-0123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(props.onChangeNumber).toHaveBeenCalledOnce();
  });

  it('moves focus to the next box as each digit is typed', async () => {
    const { user, box } = setup();
    await user.click(box(1));
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
  });

  it('ignores anything that is not a digit', async () => {
    const { user, box } = setup();
    await user.click(box(1));
    await user.keyboard('a-');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('7');
    await user.keyboard('x');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveValue('');
  });

  it('Backspace on an empty box moves back and clears the previous box', async () => {
    const { user, box } = setup();
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    expect(box(2)).toHaveValue('2');
  });

  it('enables Confirm OTP only when all six digits are filled, and Enter submits the code', async () => {
    const { props, user, box } = setup();
    const confirm = screen.getByRole('button', { name: 'Confirm OTP' });
    expect(confirm).toBeDisabled();
    await user.click(box(1));
    await user.keyboard('12345');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(props.onVerify).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(confirm).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(props.onVerify).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('fills every box when a six-digit code is pasted', async () => {
    const { user, box } = setup();
    await user.click(box(3));
    await user.paste('Code: 987 654');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('987654');
    expect(screen.getByRole('button', { name: 'Confirm OTP' })).toBeEnabled();
  });

  it('keeps Confirm OTP disabled while the code is being checked', async () => {
    let finish: () => void = () => undefined;
    const onVerify = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, box } = setup({ onVerify });
    await user.click(box(1));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    expect(screen.getByRole('button', { name: 'Confirm OTP' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Confirm OTP' })).toBeEnabled();
  });

  it('counts down from 01:00 and enables Resend OTP at 00:00, which restarts the countdown', async () => {
    useFakeClock();
    const { props, user } = setup({}, { advanceTimers: vi.advanceTimersByTime });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(screen.getByText('01:00')).toBeInTheDocument();
    expect(resend).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('00:59')).toBeInTheDocument();
    expect(resend).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(props.onResend).toHaveBeenCalledOnce();
    expect(await screen.findByText('01:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('keeps Resend OTP available when sending a new code failed', async () => {
    useFakeClock();
    const { props, user } = setup({ onResend: vi.fn().mockResolvedValue(false) }, { advanceTimers: vi.advanceTimersByTime });
    await act(async () => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(props.onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled());
    expect(screen.getByText('00:00')).toBeInTheDocument();
  });
});
