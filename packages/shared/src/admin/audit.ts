// The admin audit log (issue 9): what GET /api/admin/audit answers.

export interface AuditActor {
  _id: string;
  name: string;
  email: string;
}

export interface AuditLogEntry {
  _id: string;
  /** e.g. provider.approve, provider.sin_revealed */
  action: string;
  /** What was changed: provider, service, booking, … */
  entity: string;
  entityId: string;
  /** Null for system changes or when the admin's account was deleted. */
  actor: AuditActor | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_ORDERS = ['newest', 'oldest'] as const;
export type AuditOrder = (typeof AUDIT_ORDERS)[number];
