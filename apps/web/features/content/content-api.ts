// Site content for server components (the API's content calls): how-it-works cards, contact details,
// social links, FAQs and the Markdown pages. Each read falls back so its section can be left out.
import {
  contentEndpoints,
  type CmsCard,
  type ContactInfo,
  type ContentPage,
  type ContentPageSummary,
  type Faq,
  type SocialLinks,
} from '@hearth/shared/content/contract';
import { endpointUrl } from '@hearth/shared/contract';
import { cache } from 'react';
import { fetchPublic, fetchPublicOrNull } from '@/lib/public-data';

const TAGS = ['content'];
const NO_CONTACT: ContactInfo = { phoneNumber: null, customerServiceEmail: null, address: null };

export const getCards = cache(
  (kind: 'howitworks' | 'providerHowitworks'): Promise<CmsCard[]> => fetchPublic(endpointUrl(contentEndpoints.cards, { params: { kind } }), [], TAGS),
);

export const getContact = cache((): Promise<ContactInfo> => fetchPublic(endpointUrl(contentEndpoints.contact), NO_CONTACT, TAGS));

export const getSocialLinks = cache((): Promise<SocialLinks> => fetchPublic(endpointUrl(contentEndpoints.socialLinks), {}, TAGS));

export const getFaqs = cache((): Promise<Faq[]> => fetchPublic(endpointUrl(contentEndpoints.faqs), [], TAGS));

export const getPages = cache((): Promise<ContentPageSummary[]> => fetchPublic(endpointUrl(contentEndpoints.pages), [], TAGS));

/** null when the page does not exist or is unpublished. */
export const getPage = cache((slug: string): Promise<ContentPage | null> => fetchPublicOrNull(endpointUrl(contentEndpoints.page, { params: { slug } }), TAGS));
