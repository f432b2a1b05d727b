// The public entry: other features and app/ routes import from here, never from a file inside.
export { parseAuditView } from './audit-filters';
export { AuditLog } from './audit-log';
