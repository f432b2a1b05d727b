// What the rest of the API may use from dev: the app wires its routes (development only).
export { devRoutes } from './routes';
