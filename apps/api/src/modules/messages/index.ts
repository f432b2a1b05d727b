// What the rest of the API may use from messages: the app wires its routes.
export { messageRoutes } from './routes';
