// What the rest of the API may use from content (the public site's cards, contact, FAQs and pages): the app wires its routes.
export { contentRoutes } from './routes';
