// What the rest of the API may use from offers: the app wires its routes.
export { offerRoutes } from './routes';
