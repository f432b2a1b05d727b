// What the rest of the API may use from health: the app wires its routes.
export { healthRoutes } from './routes';
