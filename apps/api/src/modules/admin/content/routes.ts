// Admin console — Discounts and the global offer; how-it-works cards, FAQs, pages, blog posts, contact info and social links.
// Every route comes from the section's contracts (@hearth/shared/admin/content/contract); a post's
// cover takes multipart, so it is written by hand from the contract's path and params.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminContentEndpoints as endpoints, adminDiscountEndpoints } from '@hearth/shared/admin/content/contract';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { parsePathParams, registerEndpoint } from '../../../plugins/contract';
import { AppError, ok } from '../../../plugins/errors';
import { pictureUploadLimit } from '../../../plugins/uploads';
import * as discounts from './discounts';
import * as content from './service';

const adminId = (req: FastifyRequest) => currentUser(req).id;

export function adminContentRoutes(app: FastifyInstance, ctx: AppContext) {
  // ---- Discounts and the global offer
  registerEndpoint(app, adminDiscountEndpoints.list, async ({ query }) => ({ data: await discounts.listDiscounts(ctx, query) }));
  registerEndpoint(app, adminDiscountEndpoints.create, async ({ req, reply, body }) => {
    reply.status(201);
    return { data: await discounts.createDiscount(ctx, adminId(req), body), message: 'Discount created' };
  });
  registerEndpoint(app, adminDiscountEndpoints.update, async ({ req, params, body }) => ({
    data: await discounts.updateDiscount(ctx, adminId(req), params.id, body),
    message: 'Discount saved',
  }));
  registerEndpoint(app, adminDiscountEndpoints.deactivate, async ({ req, params }) => ({
    data: await discounts.deactivateDiscount(ctx, adminId(req), params.id),
    message: 'Discount deactivated',
  }));

  registerEndpoint(app, adminDiscountEndpoints.offer, async () => ({ data: await discounts.getOffer(ctx) }));
  registerEndpoint(app, adminDiscountEndpoints.saveOffer, async ({ req, body }) => ({ data: await discounts.saveOffer(ctx, adminId(req), body), message: 'Offer saved' }));

  // ---- Create, edit and delete: cards, FAQs, pages and blog posts share one shape.
  registerEndpoint(app, endpoints.createCard, async ({ req, reply, body }) => {
    reply.status(201);
    return { data: await content.createCard(ctx, adminId(req), body), message: 'Card created' };
  });
  registerEndpoint(app, endpoints.updateCard, async ({ req, params, body }) => ({ data: await content.updateCard(ctx, adminId(req), params.id, body), message: 'Card saved' }));
  registerEndpoint(app, endpoints.deleteCard, async ({ req, params }) => {
    await content.deleteCard(ctx, adminId(req), params.id);
    return { message: 'Card deleted' };
  });

  registerEndpoint(app, endpoints.createFaq, async ({ req, reply, body }) => {
    reply.status(201);
    return { data: await content.createFaq(ctx, adminId(req), body), message: 'FAQ created' };
  });
  registerEndpoint(app, endpoints.updateFaq, async ({ req, params, body }) => ({ data: await content.updateFaq(ctx, adminId(req), params.id, body), message: 'FAQ saved' }));
  registerEndpoint(app, endpoints.deleteFaq, async ({ req, params }) => {
    await content.deleteFaq(ctx, adminId(req), params.id);
    return { message: 'FAQ deleted' };
  });

  registerEndpoint(app, endpoints.createPage, async ({ req, reply, body }) => {
    reply.status(201);
    return { data: await content.createPage(ctx, adminId(req), body), message: 'Page created' };
  });
  registerEndpoint(app, endpoints.updatePage, async ({ req, params, body }) => ({ data: await content.updatePage(ctx, adminId(req), params.id, body), message: 'Page saved' }));
  registerEndpoint(app, endpoints.deletePage, async ({ req, params }) => {
    await content.deletePage(ctx, adminId(req), params.id);
    return { message: 'Page deleted' };
  });

  registerEndpoint(app, endpoints.createPost, async ({ req, reply, body }) => {
    reply.status(201);
    return { data: await content.createPost(ctx, adminId(req), body), message: 'Blog post created' };
  });
  registerEndpoint(app, endpoints.updatePost, async ({ req, params, body }) => ({ data: await content.updatePost(ctx, adminId(req), params.id, body), message: 'Blog post saved' }));
  registerEndpoint(app, endpoints.deletePost, async ({ req, params }) => {
    await content.deletePost(ctx, adminId(req), params.id);
    return { message: 'Blog post deleted' };
  });

  // ---- Lists: a card list, the FAQ page's or one service's FAQs (?serviceId=), every page, a page of posts.
  registerEndpoint(app, endpoints.cards, async ({ query }) => ({ data: await content.listCards(ctx, query.kind) }));
  registerEndpoint(app, endpoints.faqs, async ({ query }) => ({ data: await content.listFaqs(ctx, query.serviceId) }));
  registerEndpoint(app, endpoints.pages, async () => ({ data: await content.listPages(ctx) }));
  registerEndpoint(app, endpoints.posts, async ({ query }) => ({ data: await content.listPosts(ctx, query) }));
  registerEndpoint(app, endpoints.post, async ({ params }) => ({ data: await content.getPost(ctx, params.id) }));

  // ---- A post's cover image (multipart, file `image`); the API stores its six variants.
  const setCover = endpoints.setPostCover;
  app.route({
    method: setCover.method,
    url: setCover.path,
    config: { access: [...setCover.access], ...pictureUploadLimit(ctx.config) },
    handler: async (req) => {
      const params = parsePathParams(setCover.params, req.params);
      if (!req.isMultipart()) throw new AppError(415, 'Send the cover image as multipart/form-data');
      const file = await req.file({ limits: { fileSize: ctx.config.uploadMaxImageBytes, files: 1 } });
      if (!file) throw new AppError(400, 'Cover image is required', { image: 'Cover image is required' });
      const buffer = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
      return ok(await content.setPostCover(ctx, adminId(req), params.id, buffer), 'Cover image saved');
    },
  });
  registerEndpoint(app, endpoints.removePostCover, async ({ req, params }) => ({
    data: await content.removePostCover(ctx, adminId(req), params.id),
    message: 'Cover image removed',
  }));

  // ---- Contact details and social links
  registerEndpoint(app, endpoints.site, async () => ({ data: await content.getSiteContact(ctx) }));
  registerEndpoint(app, endpoints.saveContact, async ({ req, body }) => ({ data: await content.saveContact(ctx, adminId(req), body), message: 'Contact details saved' }));
  registerEndpoint(app, endpoints.saveSocial, async ({ req, body }) => ({ data: await content.saveSocialLinks(ctx, adminId(req), body), message: 'Social links saved' }));
}
