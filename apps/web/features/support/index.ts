// The public entry: other features and app/ routes import from here, never from a file inside.
export { HelpButton } from './help-button';
