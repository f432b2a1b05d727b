// The public entry: other features and app/ routes import from here, never from a file inside.
export { PayoutsPage } from './payouts-page';
export { parsePayoutsView } from './payouts-url';
