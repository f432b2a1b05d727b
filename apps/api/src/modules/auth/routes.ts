// Authentication, registered from its shared contract (@hearth/shared/auth/contract). Rate limits
// and the phone gate are route settings the contract does not carry; they are passed here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { email } from '@hearth/shared/schemas/fields';
import { authEndpoints } from '@hearth/shared/auth/contract';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { currentUser, optionalUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { requestLocale } from '../../plugins/locale';
import * as auth from './service';
import { pendingOtp, sendOtp, verifyOtp } from './otp';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const perMinute = limit(ctx.config.rateLimits.authPerMinute, '1 minute');
  const otpLimit = limit(ctx.config.rateLimits.otpPerHour, '1 hour');
  const signedInConfig = { beforePhoneVerified: true };

  // The same answer whether the email was free or already had an account (its owner is emailed).
  registerEndpoint(
    app,
    authEndpoints.signup,
    async ({ req, reply, body }) => {
      // Without a choice, the account reads Hearth in the language the sign-up page was in.
      await auth.signupCustomer(ctx, { ...body, locale: body.locale ?? requestLocale(req) });
      reply.status(201);
      return { message: auth.SIGNUP_MESSAGE };
    },
    { config: perMinute },
  );

  registerEndpoint(
    app,
    authEndpoints.signupProvider,
    async ({ req, reply, body }) => {
      await auth.signupProvider(ctx, { ...body, locale: body.locale ?? requestLocale(req) });
      reply.status(201);
      return { message: auth.SIGNUP_MESSAGE };
    },
    { config: perMinute },
  );

  // The body is checked before any account is looked at; login() then answers an unknown email
  // and a wrong password alike.
  registerEndpoint(app, authEndpoints.login, async ({ body }) => ({ data: await auth.login(ctx, body.email, body.password), message: 'Signed in' }), {
    config: perMinute,
  });

  registerEndpoint(app, authEndpoints.refresh, async ({ req }) => ({ data: await auth.refreshToken(ctx, currentUser(req)) }), { config: signedInConfig });

  // Opening the emailed link verifies. A token too long for its rule never gets here: Fastify
  // answers 414 for any path segment over 100 characters.
  registerEndpoint(
    app,
    authEndpoints.verifyEmail,
    async ({ params }) => {
      const outcome = await auth.verifyEmail(ctx, params.token);
      return { message: outcome === 'changed' ? 'Your email address has been changed' : 'Your email has been verified' };
    },
    { config: perMinute },
  );

  registerEndpoint(
    app,
    authEndpoints.requestVerification,
    async ({ req, body }) => {
      // Signed-in users may omit the email; everyone else must give one ('Email is required').
      const caller = body.email ? null : await optionalUser(ctx, req);
      if (caller) await auth.requestVerification(ctx, { id: caller.id });
      else await auth.requestEmailedLink(ctx, { kind: 'verify-email', email: body.email ?? parse(z.object({ email }), req.body).email });
      return { message: 'If your account still needs verifying, we have sent a new verification link.' };
    },
    { config: perMinute },
  );

  registerEndpoint(
    app,
    authEndpoints.forgotPassword,
    async ({ body }) => {
      await auth.requestEmailedLink(ctx, { kind: 'password-reset', email: body.email });
      return { message: 'If an account exists for this email, we have sent a password reset link.' };
    },
    { config: perMinute },
  );

  registerEndpoint(app, authEndpoints.checkResetToken, async ({ params }) => ({ data: await auth.checkResetToken(ctx, params.token) }), { config: perMinute });

  registerEndpoint(
    app,
    authEndpoints.resetPassword,
    async ({ params, body }) => {
      await auth.resetPassword(ctx, params.token, body.newPassword);
      return { message: 'Your password has been reset' };
    },
    { config: perMinute },
  );

  registerEndpoint(app, authEndpoints.subscriber, async ({ query }) => ({ data: await auth.emailForUnsubscribe(ctx, query.token) }), { config: perMinute });

  // Hand-written: JSON from the /unsubscribe page, or a mail client's RFC 8058 one-click POST
  // (form body, token in the URL), which the contract's single body cannot describe.
  app.post(authEndpoints.unsubscribe.path, { config: { access: authEndpoints.unsubscribe.access, ...perMinute } }, async (req) => {
    const fromUrl = (req.query as { token?: unknown } | undefined)?.token;
    await auth.unsubscribe(ctx, parse(authEndpoints.unsubscribe.body, typeof fromUrl === 'string' ? { token: fromUrl } : req.body).token);
    return ok(undefined, 'You have been unsubscribed from marketing emails');
  });

  // Sign out on every device (a lost phone, a shared computer), this one included.
  registerEndpoint(
    app,
    authEndpoints.logoutAll,
    async ({ req }) => {
      await auth.logoutEverywhere(ctx, currentUser(req).id);
      return { message: 'You have been signed out on every device' };
    },
    { config: signedInConfig },
  );

  registerEndpoint(
    app,
    authEndpoints.deactivate,
    async ({ req }) => {
      await auth.deactivate(ctx, currentUser(req).id);
      return { message: 'Your account has been deactivated' };
    },
    { config: signedInConfig },
  );

  // Get OTP answers a code still pending for the number instead of spending another; Resend texts a new one.
  registerEndpoint(app, authEndpoints.sendOtp, ({ req, body }) => sendOtp(ctx, currentUser(req).id, body.phonenumber, requestLocale(req), { reuse: true }), {
    config: { ...signedInConfig, ...otpLimit },
  });
  registerEndpoint(app, authEndpoints.requestOtp, ({ req, body }) => sendOtp(ctx, currentUser(req).id, body.phonenumber, requestLocale(req)), {
    config: { ...signedInConfig, ...otpLimit },
  });
  registerEndpoint(app, authEndpoints.pendingOtp, async ({ req }) => ({ data: await pendingOtp(ctx, currentUser(req).id) }), { config: signedInConfig });

  registerEndpoint(
    app,
    authEndpoints.verifyOtp,
    async ({ req, body }) => {
      await verifyOtp(ctx, currentUser(req).id, body.phonenumber, body.otp);
      return { message: 'Phone number verified' };
    },
    { config: { ...signedInConfig, ...otpLimit } },
  );
}
