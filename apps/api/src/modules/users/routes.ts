// Spec §7 User: the signed-in user's own profile, picture and password.
import type { FastifyInstance } from 'fastify';
import { changePasswordSchema } from '@hearth/shared/schemas/auth';
import { profileNameSchema } from '@hearth/shared/schemas/profile';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import * as users from './service';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/user/profile', { config: { access: 'user' } }, async (req) => ok(await users.getProfile(ctx, currentUser(req).id)));

  app.post('/api/user/profile', { config: { access: 'user' } }, async (req) =>
    ok(await users.updateProfileName(ctx, currentUser(req).id, parse(profileNameSchema, req.body)), 'Profile updated'),
  );

  app.post('/api/user/profile-pic', { config: { access: 'user' } }, async (req) => {
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
}
