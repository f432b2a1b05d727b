import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { useApiForm, type UseApiFormOptions } from './use-api-form';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const schema = z.object({ email: z.string().email('Enter a valid email'), amount: z.string() });
type Result = { message: string };
type Options = Partial<UseApiFormOptions<typeof schema, Result>> & Pick<UseApiFormOptions<typeof schema, Result>, 'action'>;

function TinyForm(options: Options) {
  const { form, onSubmit, submitting } = useApiForm({
    schema,
    defaultValues: { email: 'ada@example.ca', amount: '5' },
    fields: ['email', 'amount'],
    aliases: { amountCents: 'amount' },
    success: ({ message }) => message,
    ...options,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" {...form.register('email')} />
      {errors.email && <p>{errors.email.message}</p>}
      <label htmlFor="amount">Amount</label>
      <input id="amount" {...form.register('amount')} />
      {errors.amount && <p>{errors.amount.message}</p>}
      <button type="submit" disabled={submitting}>
        Save
      </button>
    </form>
  );
}

afterEach(() => vi.clearAllMocks());

describe('useApiForm', () => {
  it('runs the action with the checked values and toasts the API’s message', async () => {
    const action = vi.fn().mockResolvedValue({ message: 'Saved' });
    const onSuccess = vi.fn();
    render(<TinyForm action={action} onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved'));
    expect(action).toHaveBeenCalledWith({ email: 'ada@example.ca', amount: '5' }, { email: 'ada@example.ca', amount: '5' });
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Saved' }, { email: 'ada@example.ca', amount: '5' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a success line under the message when asked to', async () => {
    render(<TinyForm action={async () => ({ message: 'Saved' })} success={({ message }) => ({ message, description: 'Other devices are signed out.' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved', { description: 'Other devices are signed out.' }));
  });

  it('does not call the API when the schema refuses the values', async () => {
    const action = vi.fn();
    render(<TinyForm action={action} />);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors under their fields, aliases included, without a toast', async () => {
    const action = vi.fn().mockRejectedValue(new ApiError(422, 'Check the form', { email: 'This email is taken', amountCents: 'Too much' }));
    render(<TinyForm action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is taken')).toBeInTheDocument();
    expect(screen.getByText('Too much')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('toasts the message once when no field takes it', async () => {
    render(<TinyForm action={() => Promise.reject(new ApiError(409, 'Someone else changed it', { unknown: 'Not a field here' }))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Someone else changed it'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Not a field here')).not.toBeInTheDocument();
  });

  it('hands the message to onProblem instead of a toast when the form shows it itself', async () => {
    const onProblem = vi.fn();
    render(<TinyForm action={() => Promise.reject(new ApiError(500, 'Try again'))} onProblem={onProblem} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('Try again', expect.any(ApiError)));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
