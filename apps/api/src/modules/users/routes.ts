// Spec §7 User: the signed-in user's own profile, picture and password.
import type { FastifyInstance } from 'fastify';
import { changePasswordSchema } from '@hearth/shared/schemas/auth';
import { profileNameSchema } from '@hearth/shared/schemas/profile';
import { changeEmailSchema, emailPreferencesSchema, jobAlertPreferencesSchema, localePreferenceSchema } from '@hearth/shared/schemas/account';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { pictureUploadLimit } from '../../plugins/uploads';
import * as users from './service';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  // Open before a provider's phone is verified: the web's phone gate reads isPhoneNumberVerified here.
  app.get('/api/user/profile', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => ok(await users.getProfile(ctx, currentUser(req).id)));

  app.post('/api/user/profile', { config: { access: 'user' } }, async (req) =>
    ok(await users.updateProfileName(ctx, currentUser(req).id, parse(profileNameSchema, req.body)), 'Profile updated'),
  );

  app.post('/api/user/profile-pic', { config: { access: 'user', ...pictureUploadLimit(ctx.config) } }, async (req) => {
    if (!req.isMultipart()) throw new AppError(415, 'Send the picture as multipart/form-data');
    const file = await req.file({ limits: { fileSize: ctx.config.uploadMaxImageBytes, files: 1 } });
    if (!file) throw new AppError(400, 'Profile picture is required', { image: 'Profile picture is required' });
    const buffer = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
    return ok(await users.setProfilePicture(ctx, currentUser(req).id, buffer), 'Profile picture updated');
  });

  app.delete('/api/user/profile-pic', { config: { access: 'user' } }, async (req) =>
    ok(await users.removeProfilePicture(ctx, currentUser(req).id), 'Profile picture removed'),
  );

  app.post('/api/user/changepassword', { config: { access: 'user' } }, async (req) =>
    ok(await users.changePassword(ctx, currentUser(req).id, parse(changePasswordSchema, req.body)), 'Your password has been changed'),
  );

  // Checks the password: limited like sign-in.
  app.post('/api/user/email', { config: { access: 'user', ...limit(ctx.config.rateLimits.authPerMinute, '1 minute') } }, async (req) => {
    const input = parse(changeEmailSchema, req.body);
    const user = await users.requestEmailChange(ctx, currentUser(req).id, input);
    return ok(user, `We sent a confirmation link to ${input.email}. Your email changes when you open it.`);
  });

  app.delete('/api/user/email', { config: { access: 'user' } }, async (req) => ok(await users.cancelEmailChange(ctx, currentUser(req).id), 'Email change cancelled'));

  app.put('/api/user/email-preferences', { config: { access: 'user' } }, async (req) =>
    ok(await users.setEmailPreferences(ctx, currentUser(req).id, parse(emailPreferencesSchema, req.body)), 'Email preferences saved'),
  );

  // Open before a provider's phone is verified: the language switcher works on every page.
  app.put('/api/user/locale', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => {
    const user = currentUser(req);
    const saved = await users.setLocale(ctx, user.id, parse(localePreferenceSchema, req.body).locale);
    // The confirmation already speaks the chosen language (unless the page asks for another).
    user.locale = saved.locale;
    return ok(saved, 'Language preference saved');
  });

  // Providers only: texts about their jobs go to the phone they verified.
  app.put('/api/user/job-alerts', { config: { access: ['serviceprovider'] } }, async (req) =>
    ok(await users.setJobAlertPreferences(ctx, currentUser(req).id, parse(jobAlertPreferencesSchema, req.body)), 'Text message alerts saved'),
  );
}
