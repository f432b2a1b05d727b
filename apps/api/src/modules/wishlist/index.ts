// What the rest of the API may use from wishlist: the app wires its routes.
export { wishlistRoutes } from './routes';
