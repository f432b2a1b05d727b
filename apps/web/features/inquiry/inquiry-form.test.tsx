import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { type Answer, fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { InquiryForm } from './inquiry-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

/** A visitor's footer form; `answer` is how the API answers the inquiry, if one is sent. */
function renderForm(answer: Answer = ok({ _id: 'i1' }, 'Thank you for inquiry')) {
  const api = fakeApi({ 'POST /api/inquiry': answer });
  const user = userEvent.setup();
  renderAs('visitor', <InquiryForm source="footer" />);
  return {
    api,
    user,
    email: screen.getByLabelText('Email'),
    phone: screen.getByLabelText('Phone Number'),
    description: screen.getByLabelText('How can we help?'),
    submit: screen.getByRole('button', { name: 'Send Inquiry' }),
  };
}

describe('InquiryForm', () => {
  it('shows the shared messages under the fields and sends nothing', async () => {
    const { api, user, submit, email } = renderForm();
    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(api.requests).toHaveLength(0);
  });

  it('focuses the first field in error and updates the messages as the visitor types', async () => {
    const { user, submit, email, phone } = renderForm();
    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveFocus();
    await user.type(email, 'ada@example.ca');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(/Phone number is required/);
  });

  it('refuses a bad email and a short phone number', async () => {
    const { api, user, email, phone, description, submit } = renderForm();
    await user.type(email, 'ada@example');
    await user.type(phone, '41655');
    await user.type(description, 'Hello');
    await user.click(submit);
    expect(await screen.findByText('Provide valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be a 10-digit number')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a number the North American plan does not allow', async () => {
    const { api, user, email, phone, description, submit } = renderForm();
    await user.type(email, 'ada@example.ca');
    await user.type(description, 'Hello');
    for (const impossible of ['9115550123', '4169110123']) {
      await user.clear(phone);
      await user.type(phone, impossible);
      await user.click(submit);
      expect(await screen.findByText('Phone number must be a 10-digit number')).toBeInTheDocument();
    }
    expect(api.requests).toHaveLength(0);
  });

  it("sends the inquiry, says 'Thank you for inquiry' and clears the form", async () => {
    const { api, user, email, phone, description, submit } = renderForm();
    await user.type(email, 'Ada@Example.ca');
    await user.type(phone, '4165550123');
    expect(phone).toHaveValue('416-555-0123');
    await user.type(description, 'Do you clean on Sundays?');
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you for inquiry'));
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', url: 'http://localhost:4000/api/inquiry' });
    expect(JSON.parse(String(request?.body))).toEqual({ email: 'ada@example.ca', phonenumber: '+14165550123', description: 'Do you clean on Sundays?', source: 'footer' });
    // A public form: sent without anyone's token.
    expect(request?.headers.Authorization).toBeUndefined();
    await waitFor(() => expect(email).toHaveValue(''));
    expect(phone).toHaveValue('');
    expect(description).toHaveValue('');
  });

  it("puts the API's field errors under the fields", async () => {
    const { user, email, phone, description, submit } = renderForm(fail(400, 'Provide valid email address', { email: 'Provide valid email address' }));
    await user.type(email, 'ada@example.ca');
    await user.type(phone, '4165550123');
    await user.type(description, 'Hi');
    await user.click(submit);
    expect(await screen.findByText('Provide valid email address')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts other failures such as the rate limit', async () => {
    const { user, email, phone, description, submit } = renderForm(fail(429, 'Too many requests. Please try again in 1 hour.'));
    await user.type(email, 'ada@example.ca');
    await user.type(phone, '4165550123');
    await user.type(description, 'Hi');
    await user.click(submit);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests. Please try again in 1 hour.'));
  });
});
