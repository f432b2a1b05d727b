// The public entry: other features and app/ routes import from here, never from a file inside.
export { ActionRequiredDialog } from './action-required-dialog';
export { BankDetails } from './bank-details';
export { BusinessDetails } from './business-details';
export { DocumentsList } from './documents-list';
export { PersonalDetails } from './personal-details';
export { isApprovedProvider } from './provider-approval';
export { ProviderCategories } from './provider-categories';
export { providerKeys, useProviderAvailability, useProviderCategories } from './provider-onboarding-api';
export { NoRequestsReason, SetupChecklist } from './setup-checklist';
