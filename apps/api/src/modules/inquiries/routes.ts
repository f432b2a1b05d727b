// Spec §7 POST /api/inquiry { email, phonenumber, description }: the footer and contact-page form.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INQUIRY_THANKS_MESSAGE } from '@hearth/shared/constants';
import { inquirySchema } from '@hearth/shared/schemas/content';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { limit } from '../../plugins/rate-limit';
import { createInquiry } from './service';

/** Which form sent it; the chat assistant records its own inquiries server-side. */
const inquiryBody = inquirySchema.extend({ source: z.enum(['footer', 'contact']).optional().default('footer') });

export function inquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/inquiry', { config: { access: 'public', ...limit(ctx.config.rateLimits.formsPerHour, '1 hour') } }, async (req, reply) => {
    const { source, ...input } = parse(inquiryBody, req.body);
    return reply.status(201).send(ok(await createInquiry(ctx, input, source), INQUIRY_THANKS_MESSAGE));
  });
}
