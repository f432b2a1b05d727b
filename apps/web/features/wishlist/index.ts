// The public entry: other features and app/ routes import from here, never from a file inside.
// The wishlist heart, which reads the session, is in ./server.
export { MyWishlist } from './my-wishlist';
// Fixtures for other features' tests.
export { makeService } from './test-data';
