// The content calls (cms-card-list, contact-us) plus the FAQs, social links and Markdown pages
// the public site renders. All public and briefly cacheable.
import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '@hearth/shared/content/contract';
import type { AppContext } from '../../context';
import { publicCache } from '../../plugins/cache-headers';
import { registerEndpoint } from '../../plugins/contract';
import { requestLocale } from '../../plugins/locale';
import * as content from './service';

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const cached = publicCache(60);

  registerEndpoint(app, contentEndpoints.cards, async ({ req, params }) => ({ data: await content.listCards(ctx, params.kind, requestLocale(req)) }), cached);

  registerEndpoint(app, contentEndpoints.contact, async () => ({ data: await content.getContact(ctx) }), cached);

  registerEndpoint(app, contentEndpoints.socialLinks, async () => ({ data: await content.getSocialLinks(ctx) }), cached);

  registerEndpoint(app, contentEndpoints.faqs, async ({ req }) => ({ data: await content.listGlobalFaqs(ctx, requestLocale(req)) }), cached);

  registerEndpoint(app, contentEndpoints.pages, async ({ req }) => ({ data: await content.listPages(ctx, requestLocale(req)) }), cached);

  registerEndpoint(app, contentEndpoints.page, async ({ req, params }) => ({ data: await content.getPage(ctx, params.slug, requestLocale(req)) }), cached);
}
