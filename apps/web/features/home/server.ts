// The home page shows service cards, which read the session: for server components only.
export { HomePage } from './home-page';
export { getHomeHighlights } from './highlights-api';
