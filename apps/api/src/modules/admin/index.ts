// What the rest of the API may use from admin: the app wires its routes; the console's sections are its own business.
export { adminRoutes } from './routes';
