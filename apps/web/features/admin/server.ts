// Server actions of the admin console's shared layer. A client module may import them: Next gives it
// only a reference that calls the server, never the session code behind them.
export { refreshPublicData } from './refresh-public-data';
