// What the rest of the API may use from account (the signed-in person's own profile, picture,
// password, email and preferences): the app wires its routes.
export { accountRoutes } from './routes';
