// What the rest of the API may use from providers. The app wires the routes and backfills SIN
// fingerprints at start; bookings act only for approved providers; chat and messages check uploaded
// files the way verification documents are checked; an account rename may send a provider back to
// review; the console and seed data mask and encrypt SINs.
export { adminProviderRoutes, providerRoutes } from './routes';
export { providerOf, requireApproved } from './service';
export { backfillSinFingerprints, reviewProviderRename } from './identity';
export { checkDocument, type CheckedDocument } from './documents';
export { encryptSin, maskSin } from './sin';
