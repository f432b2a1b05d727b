// The public entry: other features and app/ routes import from here, never from a file inside.
// The service cards and pages, which show the signed-in user's wishlist, are in ./server.
export { getCatalog, getCategoryCards, getService } from './catalog-api';
