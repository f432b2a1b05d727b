import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatterFor } from '@hearth/shared/format';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';
import { applyPhoneMask, displayPhone, toE164 } from '@/lib/phone-mask';

function ControlledPhone() {
  const [value, setValue] = useState('');
  return <PhoneInput value={value} onChange={setValue} />;
}

describe('phone mask 999-999-9999', () => {
  it('formats as the user types, after a fixed +1 prefix', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAccessibleDescription(/Country code \+1/);
    await user.type(input, '416');
    expect(input).toHaveValue('416');
    await user.type(input, '5');
    expect(input).toHaveValue('416-5');
    await user.type(input, '550123');
    expect(input).toHaveValue('416-555-0123');
  });

  it('drops letters and anything past ten digits', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const input = screen.getByLabelText('Phone Number');
    await user.type(input, '(416) abc 555 0123 999');
    expect(input).toHaveValue('416-555-0123');
  });

  it('accepts a pasted number with its country code', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const input = screen.getByLabelText('Phone Number');
    await user.click(input);
    await user.paste('+1 (647) 555-0199');
    expect(input).toHaveValue('647-555-0199');
  });

  it('accepts a number pasted with dots', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const input = screen.getByLabelText('Phone Number');
    await user.click(input);
    await user.paste('416.555.0123');
    expect(input).toHaveValue('416-555-0123');
  });

  it('shows a number held in E.164 with the mask', () => {
    render(<PhoneInput value="+16475550199" onChange={() => undefined} />);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('647-555-0199');
  });

  it('converts for the API and for display', () => {
    expect(applyPhoneMask('6475550199')).toBe('647-555-0199');
    expect(toE164('647-555-0199')).toBe('+16475550199');
    expect(displayPhone('+16475550199', formatterFor('en'))).toBe('+1 647-555-0199');
    expect(displayPhone('+16475550199', formatterFor('fr'))).toBe('+1 647 555-0199');
  });
});
