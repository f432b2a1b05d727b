// What the rest of the API may use from notifications: the app wires its routes. Features write
// notifications through the events module; this one lists them and marks them read.
export { notificationRoutes } from './routes';
