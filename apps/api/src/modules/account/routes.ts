// The signed-in user's own profile, picture, password, email and preferences, registered from
// their shared contract (@hearth/shared/account/contract).
import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@hearth/shared/account/contract';
import type { AppContext } from '../../context';
import { AppError, ok } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { pictureUploadLimit } from '../../plugins/uploads';
import * as users from './service';

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  // Open before a provider's phone is verified: the web's phone gate reads isPhoneNumberVerified here.
  registerEndpoint(app, accountEndpoints.profile, async ({ req }) => ({ data: await users.getProfile(ctx, currentUser(req).id) }), {
    config: { beforePhoneVerified: true },
  });

  registerEndpoint(app, accountEndpoints.updateName, async ({ req, body }) => ({
    data: await users.updateProfileName(ctx, currentUser(req).id, body),
    message: 'Profile updated',
  }));

  // Written by hand: the picture arrives as multipart/form-data, which the contract's JSON parts do not describe.
  const upload = accountEndpoints.uploadPicture;
  app.route({
    method: upload.method,
    url: upload.path,
    config: { access: upload.access, ...pictureUploadLimit(ctx.config) },
    handler: async (req) => {
      if (!req.isMultipart()) throw new AppError(415, 'Send the picture as multipart/form-data');
      const file = await req.file({ limits: { fileSize: ctx.config.uploadMaxImageBytes, files: 1 } });
      if (!file) throw new AppError(400, 'Profile picture is required', { image: 'Profile picture is required' });
      const buffer = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
      return ok(await users.setProfilePicture(ctx, currentUser(req).id, buffer), 'Profile picture updated');
    },
  });

  registerEndpoint(app, accountEndpoints.removePicture, async ({ req }) => ({
    data: await users.removeProfilePicture(ctx, currentUser(req).id),
    message: 'Profile picture removed',
  }));

  registerEndpoint(app, accountEndpoints.changePassword, async ({ req, body }) => ({
    data: await users.changePassword(ctx, currentUser(req).id, body),
    message: 'Your password has been changed',
  }));

  // Checks the password: limited like sign-in.
  registerEndpoint(
    app,
    accountEndpoints.requestEmailChange,
    async ({ req, body }) => ({
      data: await users.requestEmailChange(ctx, currentUser(req).id, body),
      message: `We sent a confirmation link to ${body.email}. Your email changes when you open it.`,
    }),
    { config: limit(ctx.config.rateLimits.authPerMinute, '1 minute') },
  );

  registerEndpoint(app, accountEndpoints.cancelEmailChange, async ({ req }) => ({
    data: await users.cancelEmailChange(ctx, currentUser(req).id),
    message: 'Email change cancelled',
  }));

  registerEndpoint(app, accountEndpoints.emailPreferences, async ({ req, body }) => ({
    data: await users.setEmailPreferences(ctx, currentUser(req).id, body),
    message: 'Email preferences saved',
  }));

  // Open before a provider's phone is verified: the language switcher works on every page.
  registerEndpoint(
    app,
    accountEndpoints.locale,
    async ({ req, body }) => {
      const user = currentUser(req);
      const saved = await users.setLocale(ctx, user.id, body.locale);
      // The confirmation already speaks the chosen language (unless the page asks for another).
      user.locale = saved.locale;
      return { data: saved, message: 'Language preference saved' };
    },
    { config: { beforePhoneVerified: true } },
  );

  // Providers only: texts about their jobs go to the phone they verified.
  registerEndpoint(app, accountEndpoints.jobAlerts, async ({ req, body }) => ({
    data: await users.setJobAlertPreferences(ctx, currentUser(req).id, body),
    message: 'Text message alerts saved',
  }));
}
