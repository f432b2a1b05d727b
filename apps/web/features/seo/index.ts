// The public entry: other features and app/ routes import from here, never from a file inside.
export { JsonLd } from './json-ld';
export { absoluteUrl, metadataLocale, pageMetadata, SITE_NAME, type LocaleParams } from './metadata';
