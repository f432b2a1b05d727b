// The public entry: other features and app/ routes import from here, never from a file inside.
export { NotificationBell } from './notification-bell';
export { NotificationBellLazy } from './notification-bell-lazy';
export { NotificationCenter } from './notification-center';
export { notificationKeys } from './notifications-api';
