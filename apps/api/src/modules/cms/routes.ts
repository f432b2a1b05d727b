// Spec §7 content calls (cms-card-list, contact-us) plus the FAQs, social links and Markdown pages
// the public site renders. All public and briefly cacheable.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { publicCache } from '../../plugins/cache-headers';
import { requestLocale } from '../../plugins/locale';
import * as cms from './service';

const kindParam = z.object({ kind: z.string().max(50) });
const slugParam = z.object({ slug: z.string().trim().min(1).max(100) });

export function cmsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = { config: { access: 'public' as const }, ...publicCache(60) };

  app.get('/api/cms/cms-card-list/:kind', route, async (req) => ok(await cms.listCards(ctx, parse(kindParam, req.params).kind, requestLocale(req))));

  app.get('/api/cms/contact-us', route, async () => ok(await cms.getContact(ctx)));

  app.get('/api/cms/social-links', route, async () => ok(await cms.getSocialLinks(ctx)));

  app.get('/api/cms/faqs', route, async (req) => ok(await cms.listGlobalFaqs(ctx, requestLocale(req))));

  app.get('/api/cms/pages', route, async (req) => ok(await cms.listPages(ctx, requestLocale(req))));

  app.get('/api/cms/page/:slug', route, async (req) => ok(await cms.getPage(ctx, parse(slugParam, req.params).slug, requestLocale(req))));
}
