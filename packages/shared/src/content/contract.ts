// The public site's content: how-it-works cards, contact details, social links, FAQs and the
// Markdown pages. All public and briefly cacheable.
import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../constants';
import { defineEndpoint } from '../contract';

export const cmsCardSchema = z.object({ _id: z.string(), title: z.string(), description: z.string(), icon: z.string() });
export type CmsCard = z.infer<typeof cmsCardSchema>;

/** Each field null when not set. */
export const contactInfoSchema = z.object({ phoneNumber: z.string().nullable(), customerServiceEmail: z.string().nullable(), address: z.string().nullable() });
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The networks that have a link. */
export const socialLinksSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string());
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const faqSchema = z.object({ _id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** A Markdown page. */
export const contentPageSchema = z.object({ slug: z.string(), title: z.string(), description: z.string(), body: z.string(), updatedAt: z.string() });
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageSummarySchema = contentPageSchema.omit({ body: true });
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

const CARD_LIST_NOT_FOUND = 'Card list not found';
const PAGE_NOT_FOUND = 'Page not found';

export const contentEndpoints = {
  /** `howitworks` or `providerHowitworks`; any other list answers 404. */
  cards: defineEndpoint({
    method: 'GET',
    path: '/api/cms/cms-card-list/:kind',
    access: 'public',
    params: z.object({ kind: z.string().max(50, CARD_LIST_NOT_FOUND) }),
    response: z.array(cmsCardSchema),
  }),
  contact: defineEndpoint({ method: 'GET', path: '/api/cms/contact-us', access: 'public', response: contactInfoSchema }),
  socialLinks: defineEndpoint({ method: 'GET', path: '/api/cms/social-links', access: 'public', response: socialLinksSchema }),
  /** The general FAQs, not the per-service ones. */
  faqs: defineEndpoint({ method: 'GET', path: '/api/cms/faqs', access: 'public', response: z.array(faqSchema) }),
  /** The published pages (the sitemap). */
  pages: defineEndpoint({ method: 'GET', path: '/api/cms/pages', access: 'public', response: z.array(contentPageSummarySchema) }),
  /** Unknown and unpublished pages answer 404. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/cms/page/:slug',
    access: 'public',
    params: z.object({ slug: z.string().trim().min(1, PAGE_NOT_FOUND).max(100, PAGE_NOT_FOUND) }),
    response: contentPageSchema,
  }),
};
