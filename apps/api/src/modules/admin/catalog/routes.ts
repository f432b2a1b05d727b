// Admin console — Categories and services: create, edit, reorder, activate, price, images; slugs stable with redirects.
// Every route comes from the section's contract (@hearth/shared/admin/catalog/contract); the picture
// upload takes multipart, so it is written by hand from the contract's path and params.
import type { FastifyInstance } from 'fastify';
import { adminCatalogEndpoints } from '@hearth/shared/admin/catalog/contract';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { parsePathParams, registerEndpoint } from '../../../plugins/contract';
import { AppError, ok } from '../../../plugins/errors';
import { pictureUploadLimit } from '../../../plugins/uploads';
import * as catalogue from './service';

export function adminCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, adminCatalogEndpoints.list, async () => ({ data: await catalogue.listAdminCatalogue(ctx) }));

  registerEndpoint(app, adminCatalogEndpoints.createCategory, async ({ req, reply, body }) => {
    const category = await catalogue.createCategory(ctx, currentUser(req).id, body);
    reply.status(201);
    return { data: category, message: 'Category created' };
  });
  // Static before parametric: find-my-way prefers /categories/order over /categories/:id.
  registerEndpoint(app, adminCatalogEndpoints.reorderCategories, async ({ req, body }) => ({
    data: await catalogue.reorderCategories(ctx, currentUser(req).id, body.ids),
    message: 'Categories reordered',
  }));
  registerEndpoint(app, adminCatalogEndpoints.updateCategory, async ({ req, params, body }) => ({
    data: await catalogue.updateCategory(ctx, currentUser(req).id, params.id, body),
    message: 'Category saved',
  }));
  registerEndpoint(app, adminCatalogEndpoints.setCategoryActive, async ({ req, params, body }) => ({
    data: await catalogue.setCategoryActive(ctx, currentUser(req).id, params.id, body.active),
    message: body.active ? 'Category activated' : 'Category deactivated',
  }));
  registerEndpoint(app, adminCatalogEndpoints.reorderServices, async ({ req, params, body }) => ({
    data: await catalogue.reorderServices(ctx, currentUser(req).id, params.id, body.ids),
    message: 'Services reordered',
  }));

  registerEndpoint(app, adminCatalogEndpoints.createService, async ({ req, reply, body }) => {
    const service = await catalogue.createService(ctx, currentUser(req).id, body);
    reply.status(201);
    return { data: service, message: 'Service created' };
  });
  registerEndpoint(app, adminCatalogEndpoints.updateService, async ({ req, params, body }) => ({
    data: await catalogue.updateService(ctx, currentUser(req).id, params.id, body),
    message: 'Service saved',
  }));
  registerEndpoint(app, adminCatalogEndpoints.setServiceActive, async ({ req, params, body }) => ({
    data: await catalogue.setServiceActive(ctx, currentUser(req).id, params.id, body.active),
    message: body.active ? 'Service activated' : 'Service deactivated',
  }));

  const setImage = adminCatalogEndpoints.setServiceImage;
  app.route({
    method: setImage.method,
    url: setImage.path,
    config: { access: [...setImage.access], ...pictureUploadLimit(ctx.config) },
    handler: async (req) => {
      const params = parsePathParams(setImage.params, req.params);
      if (!req.isMultipart()) throw new AppError(415, 'Send the image as multipart/form-data');
      const file = await req.file({ limits: { fileSize: ctx.config.uploadMaxImageBytes, files: 1 } });
      if (!file || file.fieldname !== 'image') throw new AppError(400, 'Image is required', { image: 'Image is required' });
      const buffer = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
      return ok(await catalogue.setServiceImage(ctx, currentUser(req).id, params.id, buffer), 'Image updated');
    },
  });
  registerEndpoint(app, adminCatalogEndpoints.removeServiceImage, async ({ req, params }) => ({
    data: await catalogue.removeServiceImage(ctx, currentUser(req).id, params.id),
    message: 'Image removed',
  }));

  registerEndpoint(app, adminCatalogEndpoints.removeSlugRedirect, async ({ req, params }) => ({
    data: await catalogue.removeSlugRedirect(ctx, currentUser(req).id, params.id, params.slug),
    message: 'Redirect removed',
  }));
}
