// What the rest of the API may use from blog: the app wires its routes.
export { blogRoutes } from './routes';
