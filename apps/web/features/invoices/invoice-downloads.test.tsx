import type { InvoiceSummary } from '@hearth/shared/invoices/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { intlWrapper } from '@/test/intl';
import { InvoiceDownloads } from './invoice-downloads';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:hearth/pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const invoice: InvoiceSummary = {
  _id: 'inv-1',
  kind: 'invoice',
  number: 'HRT-000041',
  bookingId: 'b1',
  invoiceNumber: null,
  lateCancellationFee: false,
  issuedAt: '2026-11-28T20:00:00.000Z',
  subtotalCents: 12900,
  taxCents: 1677,
  totalCents: 14577,
};
const creditNote: InvoiceSummary = { ...invoice, _id: 'inv-2', kind: 'credit_note', number: 'HRT-000042', invoiceNumber: 'HRT-000041', issuedAt: '2026-11-30T20:00:00.000Z', subtotalCents: 886, taxCents: 115, totalCents: 1001 };

describe('InvoiceDownloads', () => {
  it('reads in French on a French page: titles, dates, amounts and download names', async () => {
    fakeApi({ 'GET /api/booking/b1/invoices': ok([invoice, creditNote]) });
    const French = intlWrapper('fr');
    renderAs('customer',
      <French>
        <InvoiceDownloads bookingId="b1" charged revision="14577/1001" />
      </French>,
    );
    const section = screen.getByRole('region', { name: 'Factures' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Facture HRT-000041', 'Note de crédit sur HRT-000041 HRT-000042']);
    expect(items[0]).toHaveTextContent('28 novembre 2026 · 145,77 $, dont 16,77 $ de taxes');
    expect(items[1]).toHaveTextContent('crédité 10,01 $, dont 1,15 $ de taxes');
    // French puts a no-break space before the colon.
    expect(within(section).getByRole('button', { name: 'Télécharger le PDF\u00a0: Facture HRT-000041' })).toBeInTheDocument();
    expect(within(section).getByText('Montants en dollars canadiens, taxes comprises.')).toBeInTheDocument();
  });

  it('lists each invoice and credit note with its number, date and amount, and downloads its PDF with the token', async () => {
    const api = fakeApi({ 'GET /api/booking/b1/invoices': ok([invoice, creditNote]), 'GET /api/invoices/inv-2/pdf': { raw: '%PDF-1.7 credit note' } });
    const user = userEvent.setup();
    renderAs('customer', <InvoiceDownloads bookingId="b1" charged revision="14577/1001" />);

    const section = screen.getByRole('region', { name: 'Invoices' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Tax invoice HRT-000041', 'Credit note on HRT-000041 HRT-000042']);
    expect(items[0]).toHaveTextContent('November 28, 2026 · $145.77, of which $16.77 tax');
    expect(items[1]).toHaveTextContent('credited $10.01, of which $1.15 tax');

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(section).getByRole('button', { name: 'Download PDF: Credit note on HRT-000041 HRT-000042' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.last('GET', '/api/invoices/inv-2/pdf')?.headers.Authorization).toBe('Bearer token-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Hearth-credit-note-HRT-000042.pdf');
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls[0] ?? [];
    expect(await (blob as Blob).text()).toBe('%PDF-1.7 credit note');
  });

  it('names a late-cancellation fee invoice, and says when the invoice is still being prepared', async () => {
    fakeApi({ 'GET /api/booking/b1/invoices': ok([{ ...invoice, lateCancellationFee: true }]), 'GET /api/booking/b2/invoices': ok([]) });
    renderAs('customer',
      <>
        <InvoiceDownloads bookingId="b1" charged revision="1" />
        <InvoiceDownloads bookingId="b2" charged revision="1" />
      </>,
    );
    expect(await screen.findByText('Tax invoice for a late-cancellation fee')).toBeInTheDocument();
    expect(await screen.findByText(/The tax invoice is being prepared/)).toBeInTheDocument();
  });

  it('shows nothing and asks nothing for a booking that was never charged', () => {
    const api = fakeApi({});
    renderAs('customer', <InvoiceDownloads bookingId="b1" charged={false} revision="0/0" />);
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('says why a download failed, and offers to try the list again', async () => {
    fakeApi({ 'GET /api/booking/b1/invoices': ok([invoice]), 'GET /api/invoices/inv-1/pdf': fail(404, 'Invoice not found') });
    const user = userEvent.setup();
    renderAs('customer', <InvoiceDownloads bookingId="b1" charged revision="1" />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF: Tax invoice HRT-000041' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invoice not found'));

    fakeApi({ 'GET /api/booking/b3/invoices': fail(500, 'Something went wrong on our side. Please try again.') });
    renderAs('customer', <InvoiceDownloads bookingId="b3" charged revision="1" />);
    expect(await screen.findByText('We could not load the invoices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
