// The public entry: other features and app/ routes import from here, never from a file inside.
// The page frames, which read the session, are in ./server.
export { BareMessage } from './bare-message';
export { initials } from './header-user';
export { LanguageSwitcher } from './language-switcher';
export { PageLanguageVersions } from './page-language-versions';
