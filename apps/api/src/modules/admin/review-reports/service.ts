// Admin console — review reports: the open ones with what an admin needs to judge them, and the
// decision (hide or keep), taken for every open report of the review at once with its audit entry.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AdminReviewReport, ResolveReviewReportInput } from '@hearth/shared/admin/review-reports/contract';
import type { Paged } from '@hearth/shared/wire';
import type { AppContext } from '../../../context';
import { alias } from 'drizzle-orm/pg-core';
import { reviewReports, reviews, serviceProviders, services, users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { inTransaction } from '../../../outbox/outbox';
import { recordAudit } from '../../events';
import { shortName } from '../../professionals';
import { forgetReviewCaches } from '../../reviews';

const reporter = alias(users, 'reporter');
const professional = alias(users, 'professional');

export async function listOpenReports(ctx: AppContext, pageNo: number, size: number): Promise<Paged<AdminReviewReport>> {
  const open = isNull(reviewReports.resolvedAt);
  const openOnReview = sql<number>`(select count(*) from ${reviewReports} r2 where r2.review_id = ${reviewReports.reviewId} and r2.resolved_at is null)`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ report: reviewReports, reporterRole: reporter.role, review: reviews, serviceName: services.name, proFirst: professional.firstName, proLast: professional.lastName, openOnReview })
      .from(reviewReports)
      .innerJoin(reporter, eq(reporter.id, reviewReports.reporterId))
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .innerJoin(services, eq(services.id, reviews.serviceId))
      .innerJoin(serviceProviders, eq(serviceProviders.id, reviews.providerId))
      .innerJoin(professional, eq(professional.id, serviceProviders.userId))
      .where(open)
      .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ n: count() }).from(reviewReports).where(open),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map((r) => ({
      _id: r.report.id,
      reason: r.report.reason,
      details: r.report.details,
      reporterRole: r.reporterRole,
      createdAt: r.report.createdAt.toISOString(),
      openReportsOnReview: r.openOnReview,
      review: {
        _id: r.review.id,
        rating: r.review.rating,
        text: r.review.review,
        serviceName: r.serviceName,
        professionalName: shortName(r.proFirst, r.proLast, 'Former professional'),
        createdAt: r.review.createdAt.toISOString(),
      },
    })),
    total: n,
    pageNo,
    size,
    pages: Math.max(1, Math.ceil(n / size)),
  };
}

/**
 * Decides every open report of the report's review. A second click (or a second admin) finds nothing
 * open and is told what was decided, without a second audit entry.
 */
export async function resolveReport(ctx: AppContext, adminId: string, reportId: string, input: ResolveReviewReportInput) {
  const result = await inTransaction(ctx, async (tx) => {
    const [report] = await tx.select({ reviewId: reviewReports.reviewId }).from(reviewReports).where(eq(reviewReports.id, reportId));
    if (!report) throw new AppError(404, 'Report not found');
    const resolved = await tx
      .update(reviewReports)
      .set({ outcome: input.outcome, resolvedBy: adminId, resolvedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, report.reviewId), isNull(reviewReports.resolvedAt)))
      .returning({ id: reviewReports.id });
    if (resolved.length === 0) {
      const [decided] = await tx.select({ outcome: reviewReports.outcome }).from(reviewReports).where(eq(reviewReports.id, reportId));
      return { reviewId: report.reviewId, outcome: decided?.outcome ?? input.outcome, resolvedReports: 0 };
    }
    if (input.outcome === 'hidden') {
      await tx.update(reviews).set({ hiddenAt: new Date() }).where(and(eq(reviews.id, report.reviewId), isNull(reviews.hiddenAt)));
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: `review.${input.outcome}`,
      entity: 'review',
      entityId: report.reviewId,
      after: { outcome: input.outcome, reports: resolved.map((r) => r.id), note: input.note?.trim() || null },
    });
    return { reviewId: report.reviewId, outcome: input.outcome, resolvedReports: resolved.length };
  });
  // A hidden review leaves the service page and the professional's rating at once.
  if (result.resolvedReports > 0 && result.outcome === 'hidden') forgetReviewCaches(ctx);
  return result;
}
