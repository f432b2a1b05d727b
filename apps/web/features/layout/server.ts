// Server-only exports (they read the session or the request): for server components and route handlers.
export { AppProviders } from './app-providers';
export { SiteChrome } from './site-chrome';
