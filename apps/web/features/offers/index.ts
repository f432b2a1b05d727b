// The public entry: other features and app/ routes import from here, never from a file inside.
export { DiscountBar } from './discount-bar';
export { GlobalOffer } from './global-offer';
export { getBarDiscount, getBarDiscountFor, getGlobalOffer } from './offers-api';
