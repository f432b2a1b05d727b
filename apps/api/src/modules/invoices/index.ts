// What the rest of the API may use from invoices: the app wires its routes; payments issue invoices and
// credit notes, emails attach them, and the privacy export includes them.
export { invoiceRoutes } from './routes';
export { issueCreditNoteForRefund, issueInvoiceForCharge, listCustomerInvoices, renderInvoicePdf } from './service';
