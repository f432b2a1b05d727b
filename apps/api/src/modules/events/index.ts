// What the rest of the API may use from events: every feature records what happened through here,
// in its own transaction: notifications with their realtime push, pushes alone, closing revoked
// sockets, and the audit log of console actions and identity changes.
export { recordAudit, type AuditEntry } from './audit';
export { notify, push, revokeSockets } from './notify';
