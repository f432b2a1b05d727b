// The public entry: other features and app/ routes import from here, never from a file inside.
export { ContactPage } from './contact-page';
export { getCards, getContact, getFaqs, getSocialLinks } from './content-api';
export { ContentPageRoute, contentPageMetadata } from './content-page-route';
export { FaqList } from './faq-list';
export { HowItWorks } from './how-it-works';
export { Markdown } from './markdown';
