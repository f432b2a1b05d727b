// What the rest of the API may use from audit: every console action and identity change records an entry.
export { recordAudit } from './service';
