import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

function Example({ closeButton = false }: { closeButton?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Edit address</Button>}
      title="Edit address"
      description="Where the professional should come."
      closeButton={closeButton}
    >
      <label>
        Street <input />
      </label>
      <DialogActions closeLabel="Cancel" className="mt-6">
        <Button type="submit">Save</Button>
      </DialogActions>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens named and described, focuses its first field and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(dialog).toHaveAccessibleDescription('Where the professional should come.');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Edit address' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its cancel button, and from a close button labelled in the page language', async () => {
    const user = userEvent.setup();
    render(<Example closeButton />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    // Last in the dialog, so that the first field, not this button, has focus on opening.
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
