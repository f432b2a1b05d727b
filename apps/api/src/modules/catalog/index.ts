// What the rest of the API may use from catalog: the app wires its routes; every feature that shows a
// service names it in the reader's language, and the console and seed data refresh the cached catalogue.
export { catalogRoutes } from './routes';
export { invalidateCatalogue, toFaq, toServiceCard } from './service';
export { localized, missingFrench } from './localized';
