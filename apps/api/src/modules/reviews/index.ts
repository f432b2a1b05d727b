// What the rest of the API may use from reviews: the app wires its routes.
export { reviewRoutes } from './routes';
export { forgetReviewCaches } from './service';
