// Admin console (issue 9) — Discounts and the global offer; how-it-works cards, FAQs, pages, blog posts, contact info and social links.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CMS_CARD_LISTS } from '@hearth/shared/admin/content';
import {
  blogListQuery,
  blogPostSchema,
  cmsCardSchema,
  contactSchema,
  contentPageSchema,
  discountListQuery,
  discountSchema,
  faqListQuery,
  faqSchema,
  offerSchema,
  socialLinksSchema,
} from '@hearth/shared/schemas/admin-content';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { AppError, idParam, ok, parse } from '../../../plugins/errors';
import { pictureUploadLimit } from '../../../plugins/uploads';
import * as discounts from './discounts';
import * as content from './service';

interface EditableService<Input> {
  create(ctx: AppContext, adminId: string, input: Input): Promise<unknown>;
  update(ctx: AppContext, adminId: string, id: string, input: Input): Promise<unknown>;
  remove(ctx: AppContext, adminId: string, id: string): Promise<unknown>;
}

const cardListQuery = z.object({ kind: z.enum(CMS_CARD_LISTS, { error: 'Unknown card list' }).default('howitworks') });

export function adminContentRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { config: { access: ['admin' as const] } };
  const adminId = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  // ---- Discounts and the global offer
  app.get('/api/admin/discounts', admin, async (req) => ok(await discounts.listDiscounts(ctx, parse(discountListQuery, req.query))));
  app.post('/api/admin/discounts', admin, async (req, reply) => {
    reply.status(201);
    return ok(await discounts.createDiscount(ctx, adminId(req), parse(discountSchema, req.body)), 'Discount created');
  });
  app.put('/api/admin/discounts/:id', admin, async (req) =>
    ok(await discounts.updateDiscount(ctx, adminId(req), idParam(req.params, 'Discount not found'), parse(discountSchema, req.body)), 'Discount saved'),
  );
  app.post('/api/admin/discounts/:id/deactivate', admin, async (req) =>
    ok(await discounts.deactivateDiscount(ctx, adminId(req), idParam(req.params, 'Discount not found')), 'Discount deactivated'),
  );

  app.get('/api/admin/offer', admin, async () => ok(await discounts.getOffer(ctx)));
  app.put('/api/admin/offer', admin, async (req) => ok(await discounts.saveOffer(ctx, adminId(req), parse(offerSchema, req.body)), 'Offer saved'));

  // ---- Create, edit and delete: cards, FAQs, pages and blog posts share one shape.
  function editable<S extends z.ZodType>(path: string, noun: string, schema: S, service: EditableService<z.output<S>>) {
    const notFound = `${noun} not found`;
    app.post(`/api/admin/content/${path}`, admin, async (req, reply) => {
      reply.status(201);
      return ok(await service.create(ctx, adminId(req), parse(schema, req.body)), `${noun} created`);
    });
    app.put(`/api/admin/content/${path}/:id`, admin, async (req) => ok(await service.update(ctx, adminId(req), idParam(req.params, notFound), parse(schema, req.body)), `${noun} saved`));
    app.delete(`/api/admin/content/${path}/:id`, admin, async (req) => {
      await service.remove(ctx, adminId(req), idParam(req.params, notFound));
      return ok(undefined, `${noun} deleted`);
    });
  }
  editable('cards', 'Card', cmsCardSchema, { create: content.createCard, update: content.updateCard, remove: content.deleteCard });
  editable('faqs', 'FAQ', faqSchema, { create: content.createFaq, update: content.updateFaq, remove: content.deleteFaq });
  editable('pages', 'Page', contentPageSchema, { create: content.createPage, update: content.updatePage, remove: content.deletePage });
  editable('blog', 'Blog post', blogPostSchema, { create: content.createPost, update: content.updatePost, remove: content.deletePost });

  // ---- Lists: a card list, the FAQ page's or one service's FAQs (?serviceId=), every page, a page of posts.
  app.get('/api/admin/content/cards', admin, async (req) => ok(await content.listCards(ctx, parse(cardListQuery, req.query).kind)));
  app.get('/api/admin/content/faqs', admin, async (req) => ok(await content.listFaqs(ctx, parse(faqListQuery, req.query).serviceId)));
  app.get('/api/admin/content/pages', admin, async () => ok(await content.listPages(ctx)));
  app.get('/api/admin/content/blog', admin, async (req) => ok(await content.listPosts(ctx, parse(blogListQuery, req.query))));
  app.get('/api/admin/content/blog/:id', admin, async (req) => ok(await content.getPost(ctx, idParam(req.params, 'Blog post not found'))));

  // ---- A post's cover image (multipart, file `image`); the API stores its six variants.
  app.post('/api/admin/content/blog/:id/cover', { config: { ...admin.config, ...pictureUploadLimit(ctx.config) } }, async (req) => {
    const id = idParam(req.params, 'Blog post not found');
    if (!req.isMultipart()) throw new AppError(415, 'Send the cover image as multipart/form-data');
    const file = await req.file({ limits: { fileSize: ctx.config.uploadMaxImageBytes, files: 1 } });
    if (!file) throw new AppError(400, 'Cover image is required', { image: 'Cover image is required' });
    const buffer = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
    return ok(await content.setPostCover(ctx, adminId(req), id, buffer), 'Cover image saved');
  });
  app.delete('/api/admin/content/blog/:id/cover', admin, async (req) =>
    ok(await content.removePostCover(ctx, adminId(req), idParam(req.params, 'Blog post not found')), 'Cover image removed'),
  );

  // ---- Contact details and social links
  app.get('/api/admin/content/site', admin, async () => ok(await content.getSiteContact(ctx)));
  app.put('/api/admin/content/contact', admin, async (req) => ok(await content.saveContact(ctx, adminId(req), parse(contactSchema, req.body)), 'Contact details saved'));
  app.put('/api/admin/content/social', admin, async (req) => ok(await content.saveSocialLinks(ctx, adminId(req), parse(socialLinksSchema, req.body)), 'Social links saved'));
}
