// The public entry: other features and app/ routes import from here, never from a file inside.
export { useSavedAddresses } from './addresses-api';
export { NEW_ADDRESS, SavedAddressPicker } from './saved-address-picker';
export { SavedAddresses } from './saved-addresses';
// Fixtures for other features' tests.
export { cottage, home } from './test-data';
