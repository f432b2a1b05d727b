// POST /api/inquiry { email, phonenumber, description }: the footer and contact-page form.
import type { FastifyInstance } from 'fastify';
import { INQUIRY_THANKS_MESSAGE } from '@hearth/shared/constants';
import { inquiryEndpoints } from '@hearth/shared/inquiries/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { createInquiry } from './service';

export function inquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    inquiryEndpoints.create,
    async ({ reply, body: { source, ...input } }) => {
      const created = await createInquiry(ctx, input, source);
      reply.code(201);
      return { data: created, message: INQUIRY_THANKS_MESSAGE };
    },
    { config: limit(ctx.config.rateLimits.formsPerHour, '1 hour') },
  );
}
