// The public entry: other features and app/ routes import from here, never from a file inside.
export { MyReviews } from './my-reviews';
export { ReviewForm } from './review-form';
export { getServiceReviews } from './reviews-api';
export { ServiceReviews } from './service-reviews';
export { StarRating } from './star-rating';
