// The public entry: other features and app/ routes import from here, never from a file inside.
export { ProviderQueue } from './provider-queue';
export { ProviderReview } from './provider-review';
export { parseQueueView } from './queue-tabs';
