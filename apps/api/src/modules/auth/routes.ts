// Spec §7 Authentication. Each route: declare who may call, validate with the shared schema, call one service.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { email } from '@hearth/shared/schemas/fields';
import {
  forgotPasswordSchema,
  loginSchema,
  phoneSchema,
  providerSignupSchema,
  resetPasswordSchema,
  signupSchema,
  tokenSchema,
  verifyOtpSchema,
} from '@hearth/shared/schemas/auth';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { currentUser, optionalUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { requestLocale } from '../../plugins/locale';
import * as auth from './service';
import { sendOtp, verifyOtp } from './otp';

const tokenParam = z.object({ token: z.string().min(1).max(512) });
const requestVerificationSchema = z.object({ email: email.optional() });

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const perMinute = limit(ctx.config.rateLimits.authPerMinute, '1 minute');
  const otpLimit = limit(ctx.config.rateLimits.otpPerHour, '1 hour');

  // The same answer whether the email was free or already had an account (its owner is emailed).
  app.post('/api/auth/signup', { config: { access: 'public', ...perMinute } }, async (req, reply) => {
    const input = parse(signupSchema, req.body);
    // Without a choice, the account reads Hearth in the language the sign-up page was in.
    await auth.signupCustomer(ctx, { ...input, locale: input.locale ?? requestLocale(req) });
    return reply.status(201).send(ok(undefined, auth.SIGNUP_MESSAGE));
  });

  app.post('/api/auth/signup-serviceprovider', { config: { access: 'public', ...perMinute } }, async (req, reply) => {
    const input = parse(providerSignupSchema, req.body);
    await auth.signupProvider(ctx, { ...input, locale: input.locale ?? requestLocale(req) });
    return reply.status(201).send(ok(undefined, auth.SIGNUP_MESSAGE));
  });

  app.post('/api/auth/login', { config: { access: 'public', ...perMinute } }, async (req) => {
    const { email: address, password } = parse(loginSchema, req.body);
    return ok(await auth.login(ctx, address, password), 'Signed in');
  });

  app.post('/api/auth/refresh', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => ok(await auth.refreshToken(ctx, currentUser(req))));

  app.get('/api/auth/verify-email/:token', { config: { access: 'public', ...perMinute } }, async (req) => {
    const outcome = await auth.verifyEmail(ctx, parse(tokenParam, req.params).token);
    return ok(undefined, outcome === 'changed' ? 'Your email address has been changed' : 'Your email has been verified');
  });

  app.post('/api/auth/request-verification', { config: { access: 'public', ...perMinute } }, async (req) => {
    const body = parse(requestVerificationSchema, req.body);
    // Signed-in users may omit the email; everyone else must give one ('Email is required').
    const caller = body.email ? null : await optionalUser(ctx, req);
    if (caller) await auth.requestVerification(ctx, { id: caller.id });
    else await auth.requestEmailedLink(ctx, { kind: 'verify-email', email: body.email ?? parse(z.object({ email }), req.body).email });
    return ok(undefined, 'If your account still needs verifying, we have sent a new verification link.');
  });

  app.post('/api/auth/forgot-password', { config: { access: 'public', ...perMinute } }, async (req) => {
    await auth.requestEmailedLink(ctx, { kind: 'password-reset', email: parse(forgotPasswordSchema, req.body).email });
    return ok(undefined, 'If an account exists for this email, we have sent a password reset link.');
  });

  app.get('/api/auth/reset-password/:token', { config: { access: 'public', ...perMinute } }, async (req) =>
    ok(await auth.checkResetToken(ctx, parse(tokenParam, req.params).token)),
  );

  app.post('/api/auth/reset-password/:token', { config: { access: 'public', ...perMinute } }, async (req) => {
    const { token } = parse(tokenParam, req.params);
    await auth.resetPassword(ctx, token, parse(resetPasswordSchema, req.body).newPassword);
    return ok(undefined, 'Your password has been reset');
  });

  app.get('/api/auth/user-email', { config: { access: 'public', ...perMinute } }, async (req) =>
    ok(await auth.emailForUnsubscribe(ctx, parse(tokenSchema, req.query).token)),
  );

  // JSON from the /unsubscribe page, or a mail client's RFC 8058 one-click POST (form body, token in the URL).
  app.post('/api/auth/unsubscribe', { config: { access: 'public', ...perMinute } }, async (req) => {
    const fromUrl = (req.query as { token?: unknown } | undefined)?.token;
    await auth.unsubscribe(ctx, parse(tokenSchema, typeof fromUrl === 'string' ? { token: fromUrl } : req.body).token);
    return ok(undefined, 'You have been unsubscribed from marketing emails');
  });

  // Sign out on every device (a lost phone, a shared computer), this one included.
  app.post('/api/auth/logout-all', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => {
    await auth.logoutEverywhere(ctx, currentUser(req).id);
    return ok(undefined, 'You have been signed out on every device');
  });

  app.patch('/api/auth/deactivate', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => {
    await auth.deactivate(ctx, currentUser(req).id);
    return ok(undefined, 'Your account has been deactivated');
  });

  // send-otp (provider gate) and request-otp (resend, customer panel) behave the same.
  for (const path of ['/api/auth/send-otp', '/api/auth/request-otp']) {
    app.post(path, { config: { access: 'user', beforePhoneVerified: true, ...otpLimit } }, async (req) => {
      const message = await sendOtp(ctx, currentUser(req).id, parse(phoneSchema, req.body).phonenumber, requestLocale(req));
      return { success: true, message };
    });
  }

  app.post('/api/auth/verify-otp', { config: { access: 'user', beforePhoneVerified: true, ...otpLimit } }, async (req) => {
    const { phonenumber, otp } = parse(verifyOtpSchema, req.body);
    await verifyOtp(ctx, currentUser(req).id, phonenumber, otp);
    return { success: true, message: 'Phone number verified' };
  });
}
