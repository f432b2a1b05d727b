// What the rest of the API may use from support: the app wires its routes.
export { supportRoutes } from './routes';
