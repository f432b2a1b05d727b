// The audit log: who changed what and when, with the state before and after. Written in the same
// transaction as the change it records.
import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: Tx, entry: AuditEntry) {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
