// The admin audit log's page size and orders (the endpoint is in ./audit/contract).
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_ORDERS = ['newest', 'oldest'] as const;
export type AuditOrder = (typeof AUDIT_ORDERS)[number];
