// The provider's own onboarding routes, and the admin routes that decide on it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminProviderEndpoints } from '@hearth/shared/admin/providers/contract';
import { providerEndpoints } from '@hearth/shared/providers/contract';
import { documentTooLargeMessage } from '@hearth/shared/schemas/fields';
import {
  providerVerificationSchema,
  REQUIRED_PROVIDER_DOCUMENTS,
  type ProviderDocumentField,
} from '@hearth/shared/schemas/provider';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { discardRestOfBody } from '../../plugins/uploads';
import { checkDocument, type CheckedDocument } from './documents';
import * as providers from './service';
import * as review from './review';

const docname = z.enum(Object.keys(REQUIRED_PROVIDER_DOCUMENTS) as [ProviderDocumentField, ...ProviderDocumentField[]], { error: 'Unknown document' });

function sendDocument(reply: FastifyReply, file: { doc: { fileName: string; contentType: string }; body: Buffer }) {
  // Always a download, never rendered in our origin; the name is already sanitised at upload.
  return reply
    .header('Content-Type', file.doc.contentType)
    .header('Content-Disposition', `attachment; filename="${file.doc.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.doc.fileName)}`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

const VERIFICATION_FORM_FILES = Object.keys(REQUIRED_PROVIDER_DOCUMENTS).length;
/** Room for the text fields and the multipart framing around the files. */
const VERIFICATION_FORM_TEXT_BYTES = 1024 * 1024;

/** Reads the business-details form: text fields plus the five document files, each checked by content. */
async function readVerificationForm(ctx: AppContext, req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError(415, 'Send business details as multipart/form-data');
  const fields: Record<string, string> = {};
  const documents: CheckedDocument[] = [];
  for await (const part of req.parts({ limits: { fileSize: ctx.config.uploadMaxDocumentBytes, files: VERIFICATION_FORM_FILES, fields: 20 } })) {
    if (part.type === 'file') {
      const field = docname.safeParse(part.fieldname);
      if (!field.success) throw new AppError(400, `Unexpected file field "${part.fieldname}"`);
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        const message = documentTooLargeMessage(ctx.config.uploadMaxDocumentBytes);
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
  const provider = { config: { access: [...providerEndpoints.profile.access] } };
  const me = (req: FastifyRequest) => currentUser(req).id;

  registerEndpoint(app, providerEndpoints.profile, async ({ req }) => ({ data: await providers.getProfile(ctx, me(req)) }));

  // Checks the password when the email changes: limited like sign-in.
  const reauthenticating = { config: limit(ctx.config.rateLimits.authPerMinute, '1 minute') };

  registerEndpoint(
    app,
    providerEndpoints.saveProfile,
    async ({ req, body: input }) => {
      const result = await providers.updateProfile(ctx, me(req), input);
      const notes = [
        result.emailChangeRequested && `open the link we sent to ${input.email} to confirm it (your email changes when you do)`,
        result.phoneChangePending && 'confirm your new phone number with a one-time code',
      ].filter(Boolean);
      const data = { ...result.profile, phoneChangePending: result.phoneChangePending, pendingEmail: result.pendingEmail };
      return { data, message: notes.length ? `Profile saved. Please ${notes.join(' and ')}.` : 'Profile saved' };
    },
    reauthenticating,
  );

  registerEndpoint(app, providerEndpoints.businessDetails, async ({ req }) => ({ data: await providers.getBusinessDetails(ctx, me(req)) }));

  // Multipart: hand-written, with its path from the contract.
  app.post(providerEndpoints.submitBusinessDetails.path, provider, async (req, reply) => {
    const { input, documents } = await readVerificationForm(ctx, req).catch(async (err: unknown) => {
      // The answer is the refusal, but only a body read to its end lets the browser receive it.
      await discardRestOfBody(req, reply, VERIFICATION_FORM_FILES * ctx.config.uploadMaxDocumentBytes + VERIFICATION_FORM_TEXT_BYTES);
      throw err;
    });
    return ok(await providers.submitBusinessDetails(ctx, me(req), input, documents), 'Business details submitted for review');
  });

  // A private file download, not an envelope: hand-written, with its path from the contract.
  app.get(providerEndpoints.document.path, provider, async (req, reply) => {
    const { docname: field } = parse(z.object({ docname }), req.params);
    const { provider: own } = await providers.providerOf(ctx.db, me(req));
    return sendDocument(reply, await providers.readDocument(ctx, own.id, field));
  });

  registerEndpoint(app, providerEndpoints.deleteDocument, async ({ req, query }) => ({
    data: await providers.deleteDocument(ctx, me(req), query.docname),
    message: 'Document removed',
  }));

  registerEndpoint(app, providerEndpoints.actionRequired, async ({ req }) => ({ data: await providers.openActionItems(ctx, me(req)) }));

  registerEndpoint(app, providerEndpoints.categories, async ({ req }) => ({ data: await providers.getCategories(ctx, me(req)) }));
  registerEndpoint(app, providerEndpoints.setCategories, async ({ req, body }) => ({
    data: await providers.setCategories(ctx, me(req), body),
    message: 'Services and areas saved',
  }));
  registerEndpoint(app, providerEndpoints.patchCategories, async ({ req, body }) => ({
    data: await providers.setCategories(ctx, me(req), body),
    message: 'Services and areas saved',
  }));

  registerEndpoint(app, providerEndpoints.payoutAccount, async ({ req }) => ({ data: await providers.fetchPayoutAccount(ctx, me(req)) }));
  registerEndpoint(app, providerEndpoints.setUpPayoutAccount, async ({ req }) => ({ data: await providers.ensurePayoutAccount(ctx, me(req)) }));
  registerEndpoint(app, providerEndpoints.publicProfile, async ({ req }) => ({ data: await providers.getPublicProfile(ctx, me(req)) }));
  registerEndpoint(app, providerEndpoints.savePublicProfile, async ({ req, body }) => ({
    data: await providers.savePublicProfile(ctx, me(req), body),
    message: 'Public profile saved',
  }));
  registerEndpoint(
    app,
    providerEndpoints.setBankAccount,
    async ({ req, body }) => ({ data: await providers.setBankAccount(ctx, me(req), body), message: 'Bank account saved' }),
    reauthenticating,
  );
}

export function adminProviderRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, adminProviderEndpoints.list, async ({ query }) => ({ data: await review.listProviders(ctx, query) }));
  registerEndpoint(app, adminProviderEndpoints.detail, async ({ params }) => ({ data: await review.providerDetail(ctx, params.id) }));

  // A file download, not an envelope: hand-written, with its path and params from the contract.
  const document = adminProviderEndpoints.document;
  app.get(document.path, { config: { access: [...document.access] } }, async (req, reply) => {
    const { id, docname: field } = parse(document.params, req.params);
    return sendDocument(reply, await review.adminReadDocument(ctx, currentUser(req).id, id, field));
  });

  registerEndpoint(app, adminProviderEndpoints.approve, async ({ req, params }) => ({
    data: await review.approveProvider(ctx, currentUser(req).id, params.id),
    message: 'Provider approved',
  }));
  registerEndpoint(app, adminProviderEndpoints.reject, async ({ req, params, body }) => ({
    data: await review.rejectProvider(ctx, currentUser(req).id, params.id, body.reason),
    message: 'Provider rejected',
  }));
  registerEndpoint(app, adminProviderEndpoints.actionRequired, async ({ req, params, body }) => ({
    data: await review.requestAction(ctx, currentUser(req).id, params.id, body.message),
    message: 'Action requested',
  }));
  registerEndpoint(app, adminProviderEndpoints.suspend, async ({ req, params, body }) => {
    const result = await review.suspendProvider(ctx, currentUser(req).id, params.id, body.reason);
    const jobs = result.activeJobs === 1 ? '1 accepted job still needs' : `${result.activeJobs} accepted jobs still need`;
    return { data: result, message: result.activeJobs ? `Provider suspended. ${jobs} another provider.` : 'Provider suspended' };
  });
  registerEndpoint(app, adminProviderEndpoints.reinstate, async ({ req, params }) => ({
    data: await review.reinstateProvider(ctx, currentUser(req).id, params.id),
    message: 'Provider reinstated',
  }));
  registerEndpoint(app, adminProviderEndpoints.sin, async ({ req, reply, params }) => {
    const sin = await review.revealSin(ctx, currentUser(req).id, params.id);
    reply.header('Cache-Control', 'private, no-store');
    return { data: sin };
  });
  registerEndpoint(app, adminProviderEndpoints.insuranceCheck, async ({ req, params, body }) => {
    const data = await review.setInsuranceCheck(ctx, currentUser(req).id, params.id, body.checked);
    return { data, message: data.insuranceCheckedAt ? 'Insurance marked as checked' : 'Insurance check removed' };
  });
  registerEndpoint(app, adminProviderEndpoints.clearAction, async ({ req, params }) => {
    await review.clearActionItem(ctx, currentUser(req).id, params.id, params.itemId);
    return { message: 'Action item cleared' };
  });
}
