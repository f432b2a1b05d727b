// What the rest of the API may use from privacy: the app wires its routes.
export { privacyRoutes } from './routes';
