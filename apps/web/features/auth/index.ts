// The public entry: other features and app/ routes import from here, never from a file inside.
// What needs the session on the server is in ./server.
export { pathInLocale } from './account-locale';
export { AuthCard } from './auth-card';
export { AuthTabs } from './auth-tabs';
export { useDeactivateAccount, useResendVerificationLink } from './auth-api';
export { ForgotPasswordForm, RequestVerificationForm } from './email-request-form';
export { LogoutButton } from './logout-button';
export { LogoutButtonLazy } from './logout-button-lazy';
export { PROVIDER_LANGUAGES } from './provider-languages';
export { ProviderSignupForm } from './provider-signup-form';
export { ResetPasswordForm } from './reset-password-form';
