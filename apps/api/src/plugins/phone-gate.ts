// A provider whose phone is not verified reaches nothing but the way to verify it. The check is
// the API's, not only the web's: every signed-in route refuses such a provider unless the route
// declares `config.beforePhoneVerified`, so a new provider route is closed by default.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a provider who has not verified a phone yet (OTP, their profile, notifications, session). */
    beforePhoneVerified?: boolean;
  }
}

export const PHONE_UNVERIFIED_MESSAGE = 'Verify your phone number to continue.';

/** Register right after registerAuth: it reads the caller that hook found. */
export function registerPhoneGate(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const user = request.user;
    // Public routes never look the caller up; roles other than providers have no phone gate.
    if (!user || user.role !== 'serviceprovider' || user.phoneVerified) return done();
    if (request.routeOptions.config.beforePhoneVerified) return done();
    done(new AppError(403, PHONE_UNVERIFIED_MESSAGE));
  });
}
