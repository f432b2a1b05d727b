// What the rest of the API may use from notifications: the app wires its routes; every feature tells
// people in-app and pushes realtime events through it, and credential changes close open sockets.
export { notificationRoutes } from './routes';
export { notify, push, revokeSockets } from './service';
