// What the rest of the API may use from chat: the app wires its routes.
export { chatRoutes } from './routes';
