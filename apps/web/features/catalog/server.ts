// Server components that read the session (a card's wishlist heart): for server components only.
export { ServiceCard } from './service-card';
export { ServiceDetail } from './service-detail';
export { ServicesOverview } from './services-overview';
