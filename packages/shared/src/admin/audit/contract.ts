// The admin audit log: every admin change, who made it, when, and what it was before and after.
import { z } from 'zod';
import { FIRST_PAGE } from '../../constants';
import { defineEndpoint } from '../../contract';
import { pagedSchema } from '../../wire';
import { AUDIT_ORDERS, AUDIT_PAGE_SIZE } from '../audit';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/** The log's filters, shared by the API and the page's URL. */
export const auditQuerySchema = z.object({
  entity: optionalText(50),
  entityId: optionalText(100),
  actorId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Choose an admin from the list').optional()),
  /** An action, or the start of one up to a dot: "provider" matches provider.approve and provider.document.download. */
  action: optionalText(100),
  order: z.enum(AUDIT_ORDERS, { error: 'Sort by newest or oldest' }).default('newest'),
  pageNo: z.coerce.number().int('pageNo starts at 1').min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce.number().int().min(1, 'size must be between 1 and 100').max(100, 'size must be between 1 and 100').default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditActorSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditLogEntrySchema = z.object({
  _id: z.string(),
  /** e.g. provider.approve, provider.sin_revealed */
  action: z.string(),
  /** What was changed: provider, service, booking, … */
  entity: z.string(),
  entityId: z.string(),
  /** Null for system changes or when the admin's account was deleted. */
  actor: auditActorSchema.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditPageSchema = pagedSchema(auditLogEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const adminAuditEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/audit', access: ['admin'], query: auditQuerySchema, response: auditPageSchema }),
};
