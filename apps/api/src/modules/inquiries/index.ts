// What the rest of the API may use from inquiries: the app wires its routes.
export { inquiryRoutes } from './routes';
