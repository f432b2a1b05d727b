import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Linkify } from './linkify';

describe('Linkify', () => {
  it('turns the links in a plain-text email into anchors and keeps the rest as text', () => {
    render(
      <p>
        <Linkify text={'Hi Ada,\nConfirm here: http://localhost:3000/verify-email/abc123.\nThanks'} />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'http://localhost:3000/verify-email/abc123' });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/verify-email/abc123');
    expect(screen.getByText(/Confirm here:/)).toBeInTheDocument();
  });
});
