// The public entry: other features and app/ routes import from here, never from a file inside.
export { ReviewReportsPage } from './review-reports-page';
