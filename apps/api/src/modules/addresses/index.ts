// What the rest of the API may use from addresses: the app wires its routes.
export { addressRoutes } from './routes';
