// Unknown URLs ((site)/[...rest]) and notFound() in a public page (an unknown service, post or page
// number): the language's 404 page, inside the (site) layout, which draws the standard chrome.
export { default, generateMetadata } from '../not-found';
