import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLOSED_DISCOUNT_KEY, hideClosedBarScript } from './closed-discount';
import { DiscountBarView } from './discount-bar-view';

const welcome = { _id: 'd1', name: 'WELCOME15', description: 'New to Hearth? Take 15% off your first booking.', percentOff: 15, amountOffCents: null, validTo: null, usedByYou: false };

beforeEach(() => {
  window.localStorage.clear();
});

describe('DiscountBarView', () => {
  it("shows the description and 'Use Code: {name}'", () => {
    render(<DiscountBarView id="bar" discount={welcome} />);
    const bar = screen.getByRole('complementary', { name: 'Discount' });
    expect(bar).toHaveTextContent('New to Hearth? Take 15% off your first booking.');
    expect(bar).toHaveTextContent('Use Code: WELCOME15');
  });

  it('closes, and stays closed for that code', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DiscountBarView id="bar" discount={welcome} />);
    await user.click(screen.getByRole('button', { name: 'Close discount' }));
    expect(screen.queryByRole('complementary', { name: 'Discount' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CLOSED_DISCOUNT_KEY)).toBe('WELCOME15');
    unmount();

    render(<DiscountBarView id="bar" discount={welcome} />);
    expect(screen.queryByRole('complementary', { name: 'Discount' })).not.toBeInTheDocument();
  });

  it('shows again for a new code', () => {
    window.localStorage.setItem(CLOSED_DISCOUNT_KEY, 'WELCOME15');
    render(<DiscountBarView id="bar" discount={{ ...welcome, _id: 'd2', name: 'SNOW10', description: '$10 off snow clearing.' }} />);
    expect(screen.getByRole('complementary', { name: 'Discount' })).toHaveTextContent('Use Code: SNOW10');
  });

  it('hides a closed bar before the page paints', () => {
    document.body.innerHTML = '<aside id="bar"></aside>';
    window.localStorage.setItem(CLOSED_DISCOUNT_KEY, 'WELCOME15');
    new Function(hideClosedBarScript('bar', 'WELCOME15'))();
    expect(document.getElementById('bar')).toHaveProperty('hidden', true);
  });
});
