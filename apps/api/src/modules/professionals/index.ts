// What the rest of the API may use from professionals, the public face of a provider: the rating,
// short name and card every page and email shows the same way, and the public profile route. It
// reads the database only, so bookings, reviews, emails and the home page can all use it without a loop.
export { providerRating, providerRatings, shortName, type ProviderRating } from './ratings';
export { professionalCard, professionalCards, professionalPath } from './cards';
export { professionalRoutes } from './routes';
export { forgetHomeHighlights } from './highlights';
export { highlightRoutes } from './highlights-routes';
