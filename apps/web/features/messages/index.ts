// The public entry: other features and app/ routes import from here, never from a file inside.
export { Conversation } from './conversation';
export { useIncomingMessages } from './messages-api';
export { MessagesDialog } from './messages-dialog';
export { UnreadBadge } from './unread-badge';
// Fixtures for other features' tests.
export { makeThread } from './test-data';
