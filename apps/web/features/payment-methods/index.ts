// The public entry: other features and app/ routes import from here, never from a file inside.
export { PaymentMethodInputError, type PaymentMethodCollector } from './payment-method';
export { PaymentMethodFields } from './payment-method-fields';
export { useSavedPaymentMethods } from './payment-methods-api';
export { NEW_CARD, SavedCardPicker } from './saved-card-picker';
export { SavedPaymentMethods } from './saved-payment-methods';
// Fixtures for other features' tests.
export { mastercard, visa } from './test-data';
