// The public entry: other features and app/ routes import from here, never from a file inside.
export { getBlogPage, getBlogPost } from './blog-api';
export { postLocale, postVersions } from './blog-languages';
export { BlogList } from './blog-list';
export { BlogPost } from './blog-post';
