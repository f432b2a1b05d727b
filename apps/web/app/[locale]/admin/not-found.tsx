// notFound() in the console (an inbox item that is gone): the language's 404 page, inside the
// console's own layout.
export { default, generateMetadata } from '../not-found';
