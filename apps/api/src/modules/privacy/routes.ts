// A person's privacy rights over HTTP: a copy of their data (a ZIP) and closing their account with
// their personal data erased. Both need the current password, and count toward its lockout.
import type { FastifyInstance } from 'fastify';
import { dataExportSchema, eraseAccountSchema } from '@hearth/shared/schemas/privacy';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { exportOwnData } from './export';
import { eraseOwnAccount } from './erasure';

export function privacyRoutes(app: FastifyInstance, ctx: AppContext) {
  // Open before a provider's phone is verified: these rights do not wait for onboarding.
  const selfService = { access: ['customer' as const, 'serviceprovider' as const], beforePhoneVerified: true, ...limit(ctx.config.rateLimits.authPerMinute, '1 minute') };

  app.post('/api/user/data-export', { config: selfService }, async (req, reply) => {
    const { password } = parse(dataExportSchema, req.body);
    const { zip, fileName } = await exportOwnData(ctx, currentUser(req).id, password);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(zip);
  });

  app.post('/api/user/erase', { config: selfService }, async (req) => {
    const { password } = parse(eraseAccountSchema, req.body);
    return ok(await eraseOwnAccount(ctx, currentUser(req).id, password), 'Your account is closed and your personal data has been erased.');
  });
}
