import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Example() {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Tabs
      label="Description"
      value={tab}
      onChange={setTab}
      items={[
        { value: 'write', label: 'Write', content: <textarea aria-label="Text" /> },
        { value: 'preview', label: 'Preview', content: <p>Nothing to preview</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End, selecting each', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Description' })).toBeInTheDocument();
    const write = screen.getByRole('tab', { name: 'Write', selected: true });

    write.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent('Nothing to preview');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Write', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Preview', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Write', selected: true })).toHaveFocus();
  });

  it('keeps what was typed in a panel while another tab is shown', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Hello');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Hello');
  });
});
