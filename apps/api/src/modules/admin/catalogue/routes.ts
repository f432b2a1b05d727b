// Admin console (issue 9) — Categories and services: create, edit, reorder, activate, price, images; slugs stable with redirects.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminActiveSchema, adminCategorySchema, adminOrderSchema, adminServiceSchema } from '@hearth/shared/schemas/admin-catalogue';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { AppError, idParam, ok, parse } from '../../../plugins/errors';
import { pictureUploadLimit } from '../../../plugins/uploads';
import * as catalogue from './service';

const CATEGORY_NOT_FOUND = 'Category not found';
const SERVICE_NOT_FOUND = 'Service not found';
const redirectParam = z.object({ slug: z.string().trim().toLowerCase().max(200) });

export function adminCatalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { config: { access: ['admin' as const] } };

  app.get('/api/admin/catalogue', admin, async () => ok(await catalogue.listAdminCatalogue(ctx)));

  app.post('/api/admin/catalogue/categories', admin, async (req, reply) =>
    reply.status(201).send(ok(await catalogue.createCategory(ctx, currentUser(req).id, parse(adminCategorySchema, req.body)), 'Category created')),
  );
  // Static before parametric: find-my-way prefers /categories/order over /categories/:id.
  app.put('/api/admin/catalogue/categories/order', admin, async (req) =>
    ok(await catalogue.reorderCategories(ctx, currentUser(req).id, parse(adminOrderSchema, req.body).ids), 'Categories reordered'),
  );
  app.put('/api/admin/catalogue/categories/:id', admin, async (req) =>
    ok(await catalogue.updateCategory(ctx, currentUser(req).id, idParam(req.params, CATEGORY_NOT_FOUND), parse(adminCategorySchema, req.body)), 'Category saved'),
  );
  app.post('/api/admin/catalogue/categories/:id/active', admin, async (req) => {
    const { active } = parse(adminActiveSchema, req.body);
    const category = await catalogue.setCategoryActive(ctx, currentUser(req).id, idParam(req.params, CATEGORY_NOT_FOUND), active);
    return ok(category, active ? 'Category activated' : 'Category deactivated');
  });
  app.put('/api/admin/catalogue/categories/:id/services/order', admin, async (req) =>
    ok(await catalogue.reorderServices(ctx, currentUser(req).id, idParam(req.params, CATEGORY_NOT_FOUND), parse(adminOrderSchema, req.body).ids), 'Services reordered'),
  );

  app.post('/api/admin/catalogue/services', admin, async (req, reply) =>
    reply.status(201).send(ok(await catalogue.createService(ctx, currentUser(req).id, parse(adminServiceSchema, req.body)), 'Service created')),
  );
  app.put('/api/admin/catalogue/services/:id', admin, async (req) =>
    ok(await catalogue.updateService(ctx, currentUser(req).id, idParam(req.params, SERVICE_NOT_FOUND), parse(adminServiceSchema, req.body)), 'Service saved'),
  );
  app.post('/api/admin/catalogue/services/:id/active', admin, async (req) => {
    const { active } = parse(adminActiveSchema, req.body);
    const service = await catalogue.setServiceActive(ctx, currentUser(req).id, idParam(req.params, SERVICE_NOT_FOUND), active);
    return ok(service, active ? 'Service activated' : 'Service deactivated');
  });

  app.post('/api/admin/catalogue/services/:id/image', { config: { ...admin.config, ...pictureUploadLimit(ctx.config) } }, async (req) => {
    const id = idParam(req.params, SERVICE_NOT_FOUND);
    if (!req.isMultipart()) throw new AppError(415, 'Send the image as multipart/form-data');
    const file = await req.file({ limits: { fileSize: ctx.config.uploadMaxImageBytes, files: 1 } });
    if (!file || file.fieldname !== 'image') throw new AppError(400, 'Image is required', { image: 'Image is required' });
    const buffer = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
    return ok(await catalogue.setServiceImage(ctx, currentUser(req).id, id, buffer), 'Image updated');
  });
  app.delete('/api/admin/catalogue/services/:id/image', admin, async (req) =>
    ok(await catalogue.removeServiceImage(ctx, currentUser(req).id, idParam(req.params, SERVICE_NOT_FOUND)), 'Image removed'),
  );

  app.delete('/api/admin/catalogue/services/:id/redirects/:slug', admin, async (req) => {
    const id = idParam(req.params, SERVICE_NOT_FOUND);
    const { slug } = parse(redirectParam, req.params);
    return ok(await catalogue.removeSlugRedirect(ctx, currentUser(req).id, id, slug), 'Redirect removed');
  });
}
