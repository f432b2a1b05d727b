// A person's privacy rights over HTTP: a copy of their data (a ZIP) and closing their account with
// their personal data erased. Both need the current password, and count toward its lockout.
// Written by hand rather than with registerEndpoint: both carry route config it does not take (the
// rate limit, and opening before the phone is verified), and the export answers a file.
import type { FastifyInstance } from 'fastify';
import { privacyEndpoints } from '@hearth/shared/privacy/contract';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { exportOwnData } from './export';
import { eraseOwnAccount } from './erasure';

export function privacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { dataExport, erase } = privacyEndpoints;
  // Open before a provider's phone is verified: these rights do not wait for onboarding.
  const selfService = { access: [...dataExport.access], beforePhoneVerified: true, ...limit(ctx.config.rateLimits.authPerMinute, '1 minute') };

  app.route({
    method: dataExport.method,
    url: dataExport.path,
    config: selfService,
    handler: async (req, reply) => {
      const { password } = parse(dataExport.body, req.body);
      const { zip, fileName } = await exportOwnData(ctx, currentUser(req).id, password);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(zip);
    },
  });

  app.route({
    method: erase.method,
    url: erase.path,
    config: { ...selfService, access: [...erase.access] },
    handler: async (req) => {
      const { password } = parse(erase.body, req.body);
      return ok(await eraseOwnAccount(ctx, currentUser(req).id, password), 'Your account is closed and your personal data has been erased.');
    },
  });
}
