// Filters of the admin audit log (GET /api/admin/audit), shared by the API and the page's URL.
import { z } from 'zod';
import { FIRST_PAGE } from '../constants';
import { AUDIT_ORDERS, AUDIT_PAGE_SIZE } from '../admin/audit';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

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
