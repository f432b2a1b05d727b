// The public entry: other features and app/ routes import from here, never from a file inside.
export { AVAILABLE_BOOKINGS_COUNT_KEY } from './available-bookings-count';
export { ProviderShell } from './provider-shell';
