// POST /api/support (multipart: subject, description, file `upload`): the Help modal's request,
// stored for admins. Anyone may send one; a signed-in caller is recorded.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SCREENSHOT_REQUIRED_MESSAGE } from '@hearth/shared/constants';
import { supportEndpoints, supportTicketSchema } from '@hearth/shared/support/contract';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { optionalUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { createTicket } from './service';

const ticketForm = supportTicketSchema.extend({ upload: z.instanceof(Buffer, { error: SCREENSHOT_REQUIRED_MESSAGE }) });

export function supportRoutes(app: FastifyInstance, ctx: AppContext) {
  // By hand: the body is multipart (the screenshot), which the contract's JSON body cannot describe.
  const create = supportEndpoints.create;
  app.post(create.path, { config: { access: create.access, ...limit(ctx.config.rateLimits.formsPerHour, '1 hour') } }, async (req, reply) => {
    if (!req.isMultipart()) throw new AppError(415, 'Send the help request as multipart/form-data');
    const fields: Record<string, string> = {};
    let upload: Buffer | null = null;
    // Fields may come before or after the file, so read every part.
    for await (const part of req.parts({ limits: { fileSize: ctx.config.uploadMaxImageBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
        if (part.fieldname === 'upload' && buffer.length > 0) upload = buffer;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    const { upload: screenshot, ...input } = parse(ticketForm, { ...fields, upload: upload ?? undefined });
    const user = await optionalUser(ctx, req);
    return reply.status(201).send(ok(await createTicket(ctx, input, screenshot, user?.id ?? null), 'Thank you. Our support team will get back to you shortly.'));
  });
}
