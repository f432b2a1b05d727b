// Spec §7 Provider: the provider's own onboarding routes, and the admin routes that decide on it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FIRST_PAGE, VERIFICATION_STATUSES } from '@hearth/shared/constants';
import { providerProfileSchema } from '@hearth/shared/schemas/profile';
import {
  actionRequiredSchema,
  bankDetailsSchema,
  providerCategoryPatchSchema,
  providerCategorySchema,
  providerVerificationSchema,
  rejectProviderSchema,
  REQUIRED_PROVIDER_DOCUMENTS,
  type ProviderDocumentField,
} from '@hearth/shared/schemas/provider';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { checkDocument, type CheckedDocument } from './documents';
import * as providers from './service';
import * as review from './review';

const docname = z.enum(Object.keys(REQUIRED_PROVIDER_DOCUMENTS) as [ProviderDocumentField, ...ProviderDocumentField[]], { error: 'Unknown document' });
const providerParam = z.object({ id: z.uuid('Provider not found') });

function sendDocument(reply: FastifyReply, file: { doc: { fileName: string; contentType: string }; body: Buffer }) {
  // Always a download, never rendered in our origin; the name is already sanitised at upload.
  return reply
    .header('Content-Type', file.doc.contentType)
    .header('Content-Disposition', `attachment; filename="${file.doc.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.doc.fileName)}`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Reads the business-details form: text fields plus the five document files, each checked by content. */
async function readVerificationForm(ctx: AppContext, req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError(415, 'Send business details as multipart/form-data');
  const fields: Record<string, string> = {};
  const documents: CheckedDocument[] = [];
  for await (const part of req.parts({ limits: { fileSize: ctx.config.uploadMaxDocumentBytes, files: 5, fields: 20 } })) {
    if (part.type === 'file') {
      const field = docname.safeParse(part.fieldname);
      if (!field.success) throw new AppError(400, `Unexpected file field "${part.fieldname}"`);
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        const message = `This file is larger than ${formatSize(ctx.config.uploadMaxDocumentBytes)}`;
        throw new AppError(413, message, { [field.data]: message });
      });
      if (bytes.length === 0) continue; // an empty file input: keep the stored document
      documents.push(await checkDocument(field.data, part.filename, bytes));
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { input: parse(providerVerificationSchema, fields), documents };
}

export function providerRoutes(app: FastifyInstance, ctx: AppContext) {
  const provider = { config: { access: ['serviceprovider' as const] } };

  app.get('/api/service-provider/profile', provider, async (req) => ok(await providers.getProfile(ctx, currentUser(req).id)));

  // Checks the password when the email changes: limited like sign-in.
  const reauthenticating = { config: { ...provider.config, ...limit(ctx.config.rateLimits.authPerMinute, '1 minute') } };

  app.patch('/api/service-provider/profile', reauthenticating, async (req) => {
    const input = parse(providerProfileSchema, req.body);
    const result = await providers.updateProfile(ctx, currentUser(req).id, input);
    const notes = [
      result.emailChangeRequested && `open the link we sent to ${input.email} to confirm it (your email changes when you do)`,
      result.phoneChangePending && 'confirm your new phone number with a one-time code',
    ].filter(Boolean);
    const data = { ...result.profile, phoneChangePending: result.phoneChangePending, pendingEmail: result.pendingEmail };
    return ok(data, notes.length ? `Profile saved. Please ${notes.join(' and ')}.` : 'Profile saved');
  });

  app.get('/api/service-provider', provider, async (req) => ok(await providers.getBusinessDetails(ctx, currentUser(req).id)));

  app.post('/api/service-provider', provider, async (req) => {
    const { input, documents } = await readVerificationForm(ctx, req);
    return ok(await providers.submitBusinessDetails(ctx, currentUser(req).id, input, documents), 'Business details submitted for review');
  });

  app.get('/api/service-provider/document/:docname', provider, async (req, reply) => {
    const { docname: field } = parse(z.object({ docname }), req.params);
    const { provider: own } = await providers.providerOf(ctx.db, currentUser(req).id);
    return sendDocument(reply, await providers.readDocument(ctx, own.id, field));
  });

  app.delete('/api/service-provider/delete-doc', provider, async (req) => {
    const { docname: field } = parse(z.object({ docname }), req.query);
    return ok(await providers.deleteDocument(ctx, currentUser(req).id, field), 'Document removed');
  });

  app.get('/api/service-provider/action-required', provider, async (req) => ok(await providers.openActionItems(ctx, currentUser(req).id)));

  app.get('/api/service-provider/category/list', provider, async (req) => ok(await providers.getCategories(ctx, currentUser(req).id)));
  app.post('/api/service-provider/category', provider, async (req) =>
    ok(await providers.setCategories(ctx, currentUser(req).id, parse(providerCategorySchema, req.body)), 'Services and areas saved'),
  );
  app.patch('/api/service-provider/category', provider, async (req) =>
    ok(await providers.setCategories(ctx, currentUser(req).id, parse(providerCategoryPatchSchema, req.body)), 'Services and areas saved'),
  );

  app.get('/api/service-provider/fetch-stripe-account', provider, async (req) => ok(await providers.fetchPayoutAccount(ctx, currentUser(req).id)));
  app.get('/api/service-provider/stripe-account', provider, async (req) => ok(await providers.ensurePayoutAccount(ctx, currentUser(req).id)));
  app.post('/api/service-provider/external-account', reauthenticating, async (req) =>
    ok(await providers.setBankAccount(ctx, currentUser(req).id, parse(bankDetailsSchema, req.body)), 'Bank account saved'),
  );
}

const listQuery = z.object({
  status: z.enum(VERIFICATION_STATUSES, { error: 'Unknown status' }).optional(),
  pageNo: z.coerce.number().int().min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce.number().int().min(1).max(100, 'size must be between 1 and 100').default(20),
});

export function adminProviderRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { config: { access: ['admin' as const] } };

  app.get('/api/admin/providers', admin, async (req) => ok(await review.listProviders(ctx, parse(listQuery, req.query))));
  app.get('/api/admin/providers/:id', admin, async (req) => ok(await review.providerDetail(ctx, parse(providerParam, req.params).id)));

  app.get('/api/admin/providers/:id/documents/:docname', admin, async (req, reply) => {
    const { id, docname: field } = parse(providerParam.extend({ docname }), req.params);
    return sendDocument(reply, await review.adminReadDocument(ctx, currentUser(req).id, id, field));
  });

  app.post('/api/admin/providers/:id/approve', admin, async (req) =>
    ok(await review.approveProvider(ctx, currentUser(req).id, parse(providerParam, req.params).id), 'Provider approved'),
  );
  app.post('/api/admin/providers/:id/reject', admin, async (req) => {
    const { reason } = parse(rejectProviderSchema, req.body);
    return ok(await review.rejectProvider(ctx, currentUser(req).id, parse(providerParam, req.params).id, reason), 'Provider rejected');
  });
  app.post('/api/admin/providers/:id/action-required', admin, async (req) => {
    const { message } = parse(actionRequiredSchema, req.body);
    return ok(await review.requestAction(ctx, currentUser(req).id, parse(providerParam, req.params).id, message), 'Action requested');
  });
  app.post('/api/admin/providers/:id/suspend', admin, async (req) => {
    const { reason } = parse(rejectProviderSchema, req.body);
    const result = await review.suspendProvider(ctx, currentUser(req).id, parse(providerParam, req.params).id, reason);
    const jobs = result.activeJobs === 1 ? '1 accepted job still needs' : `${result.activeJobs} accepted jobs still need`;
    return ok(result, result.activeJobs ? `Provider suspended. ${jobs} another provider.` : 'Provider suspended');
  });
  app.post('/api/admin/providers/:id/reinstate', admin, async (req) =>
    ok(await review.reinstateProvider(ctx, currentUser(req).id, parse(providerParam, req.params).id), 'Provider reinstated'),
  );
  app.post('/api/admin/providers/:id/sin', admin, async (req, reply) => {
    const sin = await review.revealSin(ctx, currentUser(req).id, parse(providerParam, req.params).id);
    reply.header('Cache-Control', 'private, no-store');
    return ok(sin);
  });
  app.delete('/api/admin/providers/:id/action-required/:itemId', admin, async (req) => {
    const { id, itemId } = parse(providerParam.extend({ itemId: z.uuid('Open action item not found') }), req.params);
    await review.clearActionItem(ctx, currentUser(req).id, id, itemId);
    return ok(undefined, 'Action item cleared');
  });
}
