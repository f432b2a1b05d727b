import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intlWrapper } from '@/test/intl';
import { TextField } from './text-field';

const MESSAGE = 'Postal Code must be a valid Canadian postal code (A1A 1A1)';

describe('TextField', () => {
  it('shows a shared message as it is on an English page, tied to its field', () => {
    render(<TextField label="Postal code" error={MESSAGE} />);
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows it in French on a French page, even when it is there before any activity, and never in English', async () => {
    render(<TextField label="Code postal" error={MESSAGE} />, { wrapper: intlWrapper('fr') });
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(await screen.findByText('Le code postal doit être un code postal canadien valide (A1A 1A1)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAccessibleDescription('Le code postal doit être un code postal canadien valide (A1A 1A1)');
  });
});
