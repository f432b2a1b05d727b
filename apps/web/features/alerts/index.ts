// The alerts feature's public entry: the provider's alert settings page.
export { AlertSettings } from './alert-settings';
