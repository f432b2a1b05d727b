// What the rest of the API may use from auth. The app wires the routes and the identity job; account
// settings, the provider area and privacy prove the password again and change credentials through
// the same pieces sign-in uses; the admin console deactivates accounts and resends verification.
export { authRoutes } from './routes';
export { deactivateWithin, requestVerification, runIdentityJob } from './service';
export { hashPassword } from './passwords';
export { assertCurrentPassword } from './reauthenticate';
export { expireResetLinks } from './email-tokens';
export { cancelEmailChange, requestEmailChange } from './email-change';
export { passwordChangedEmail } from './emails';
export { unsubscribeToken } from './secrets';
export { findUserWithProvider, toUserDto } from './user-dto';
