// Site content for server components (spec §7 cms calls): how-it-works cards, contact details,
// social links, FAQs and the Markdown pages. Each read falls back so its section can be left out.
import type { CmsCard, ContactInfo, ContentPage, ContentPageSummary, Faq, SocialLinks } from '@hearth/shared/api-types';
import { cache } from 'react';
import { fetchPublic, fetchPublicOrNull } from '@/lib/public-data';
import { apiPaths } from '@/lib/paths';

const TAGS = ['content'];
const NO_CONTACT: ContactInfo = { phoneNumber: null, customerServiceEmail: null, address: null };

export const getCards = cache((kind: 'howitworks' | 'providerHowitworks'): Promise<CmsCard[]> => fetchPublic(apiPaths.cms.cards(kind), [], TAGS));

export const getContact = cache((): Promise<ContactInfo> => fetchPublic(apiPaths.cms.contact(), NO_CONTACT, TAGS));

export const getSocialLinks = cache((): Promise<SocialLinks> => fetchPublic(apiPaths.cms.socialLinks(), {}, TAGS));

export const getFaqs = cache((): Promise<Faq[]> => fetchPublic(apiPaths.cms.faqs(), [], TAGS));

export const getPages = cache((): Promise<ContentPageSummary[]> => fetchPublic(apiPaths.cms.pages(), [], TAGS));

/** null when the page does not exist or is unpublished. */
export const getPage = cache((slug: string): Promise<ContentPage | null> => fetchPublicOrNull(apiPaths.cms.page(slug), TAGS));
