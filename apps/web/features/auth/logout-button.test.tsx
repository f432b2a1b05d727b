import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'next-auth/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutButton } from './logout-button';

beforeEach(() => {
  vi.mocked(signOut).mockReset().mockResolvedValue(undefined);
});

describe('LogoutButton', () => {
  it('asks before logging out', async () => {
    const user = userEvent.setup();
    render(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No, Stay' })).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('keeps focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LogoutButton />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('"No, Stay" closes the dialog and returns focus to Logout', async () => {
    const user = userEvent.setup();
    render(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'No, Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Escape closes the dialog', async () => {
    const user = userEvent.setup();
    render(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('"Yes, Logout" signs out and goes to the home page', async () => {
    const user = userEvent.setup();
    render(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Logout' }));
    expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: '/' });
  });
});
