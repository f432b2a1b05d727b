// The public entry: other features and app/ routes import from here, never from a file inside.
export { InvoiceDownloads } from './invoice-downloads';
export { MonthlyStatement } from './monthly-statement';
