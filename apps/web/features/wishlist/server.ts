// Server-only exports (they read the session or the request): for server components and route handlers.
export { WishlistHeart } from './wishlist-heart';
