// The public entry: other features and app/ routes import from here, never from a file inside.
export { InboxItem } from './inbox-item';
export { InboxPage } from './inbox-page';
export { parseInboxView } from './inbox-url';
