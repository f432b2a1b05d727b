// The public entry: other features and app/ routes import from here, never from a file inside.
export { MyReviews } from './my-reviews';
export { ProfessionalReviews } from './professional-reviews';
export { ReportReviewButton } from './report-review';
export { ReviewForm } from './review-form';
export { ReviewReplyForm } from './review-reply';
export { ReviewReplyText } from './review-reply-text';
export { getServiceReviews } from './reviews-api';
export { ServiceReviews } from './service-reviews';
export { StarRating } from './star-rating';

/** What reviews' client parts read (stars, replies, the report dialog), for the IntlProvider of a page that lists them. */
export const REVIEW_MESSAGES = ['account.stars', 'account.reviewReply', 'account.reviewReport'] as const;
