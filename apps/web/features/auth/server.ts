// Server-only exports (they read the session or the request): for server components and route handlers.
export { authOptions } from './auth-options';
export { checkResetToken, lookUpSubscriber, verifyEmailToken } from './emailed-links';
export { getActiveSession, getCurrentSession } from './server-session';
