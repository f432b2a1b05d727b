import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { readBookingStart } from './booking-draft';
import { QuickQuote } from './quick-quote';
import { cleaning, handyman, quote } from './test-data';

const quebec = quote({
  subtotal: 20700,
  discount: 0,
  tax: 3100,
  total: 23800,
  taxes: [
    { name: 'GST', rate: 5000, amount: 1035 },
    { name: 'QST', rate: 9975, amount: 2065 },
  ],
});

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('QuickQuote', () => {
  it('prices the hours for a visitor with the taxes of the postal code’s province, then carries it all to the booking flow', async () => {
    const api = fakeApi({ 'POST /api/booking/quote': ok(quebec) });
    renderAs('visitor', <QuickQuote service={handyman} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Postal code'), 'h2x1y4');
    await user.selectOptions(screen.getByLabelText('Hours'), '3');
    await user.click(screen.getByRole('button', { name: 'Get your price' }));

    const price = await screen.findByText('Price with the taxes in Quebec');
    const summary = price.parentElement!;
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$207.00');
    expect(within(summary).getByText('GST (5%)').nextSibling).toHaveTextContent('$10.35');
    expect(within(summary).getByText('QST (9.975%)').nextSibling).toHaveTextContent('$20.65');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$238.00');
    // A visitor's call carries no token; the province comes from the postal code.
    const sent = api.last('POST', '/api/booking/quote')!;
    expect(JSON.parse(String(sent.body))).toEqual({ serviceId: handyman._id, quantity: 3, province: 'QC', postcode: 'H2X 1Y4' });
    expect(sent.headers).not.toHaveProperty('Authorization');

    const book = screen.getByRole('link', { name: 'Book this service' });
    expect(book).toHaveAttribute('href', '/services/handyman-services/book');
    await user.click(book);
    expect(readBookingStart(handyman.slug)).toEqual({ slug: handyman.slug, postcode: 'H2X 1Y4', quantity: '3', discountCode: '' });
  });

  it('says what is wrong with a postal code that is not Canadian, without asking the API', async () => {
    const api = fakeApi({ 'POST /api/booking/quote': ok(quebec) });
    renderAs('visitor', <QuickQuote service={cleaning} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Hours')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal code'), '90210');
    await user.click(screen.getByRole('button', { name: 'Get your price' }));
    expect(await screen.findByText('Postal Code must be a valid Canadian postal code (A1A 1A1)')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postal code')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Book this service' })).not.toBeInTheDocument();
  });

  it('speaks French on French pages, a refused code included', async () => {
    fakeApi({ 'POST /api/booking/quote': ok(quote(undefined, 'This code has expired')) });
    renderAs('visitor', <QuickQuote service={cleaning} />, { locale: 'fr' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code postal'), 'M5V 2T6');
    await user.type(screen.getByLabelText('Code de réduction (facultatif)'), 'old10');
    await user.click(screen.getByRole('button', { name: 'Obtenir mon prix' }));
    expect(await screen.findByText('Prix avec les taxes en vigueur : Ontario')).toBeInTheDocument();
    expect(screen.getByText('TVH (13 %)')).toBeInTheDocument();
    expect(screen.getByText(/^Code non appliqué :/)).toBeInTheDocument();
  });

  it('says what is wrong in French on a French page, never in English first', async () => {
    const api = fakeApi({});
    renderAs('visitor', <QuickQuote service={cleaning} />, { locale: 'fr' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code postal'), '90210');
    await user.click(screen.getByRole('button', { name: 'Obtenir mon prix' }));
    expect(await screen.findByText('Le code postal doit être un code postal canadien valide (A1A 1A1)')).toBeInTheDocument();
    expect(screen.queryByText(/valid Canadian postal code/)).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows a refusal it cannot put on a field, such as too many quotes', async () => {
    fakeApi({ 'POST /api/booking/quote': fail(429, 'Too many requests. Please try again in 1 minute.') });
    renderAs('visitor', <QuickQuote service={cleaning} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Postal code'), 'M5V 2T6');
    await user.click(screen.getByRole('button', { name: 'Get your price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/We could not get a price.*Too many requests/);
  });
});
