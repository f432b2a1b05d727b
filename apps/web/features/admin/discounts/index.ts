// The public entry: other features and app/ routes import from here, never from a file inside.
export { DiscountsPage } from './discounts-page';
export { readDiscountParams } from './discounts-url';
