// Reading the audit log for admins: newest (or oldest) first, filtered by entity, actor and action.
import { and, asc, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { AuditPage, AuditQuery } from '@hearth/shared/admin/audit/contract';
import type { AppContext } from '../../../context';
import { auditLog, users } from '../../../db/schema';
import { escapeLike } from '../../../db/like-patterns';

export async function listAudit(ctx: AppContext, query: AuditQuery): Promise<AuditPage> {
  const filters: (SQL | undefined)[] = [
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    // "provider" finds provider.approve and provider.document.download, not providers.x.
    query.action ? or(eq(auditLog.action, query.action), like(auditLog.action, `${escapeLike(query.action)}.%`)) : undefined,
  ];
  const where = and(...filters);
  const order = query.order === 'oldest' ? [asc(auditLog.id)] : [desc(auditLog.id)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ entry: auditLog, actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.pageNo - 1) * query.size),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(({ entry, actor }) => ({
      _id: String(entry.id),
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      actor: actor ? { _id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), email: actor.email } : null,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    pageNo: query.pageNo,
    size: query.size,
    total: n,
    pages: Math.max(1, Math.ceil(n / query.size)),
  };
}
