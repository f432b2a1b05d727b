// What the rest of the API may use from availability: the app wires its routes. Matching reads the
// availability tables itself, in SQL (bookings/matching.ts).
export { availabilityRoutes } from './routes';
