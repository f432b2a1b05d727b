// The admin provider queue: its page size and the identity fields a review compares (the endpoints
// and their wire shapes are in ./providers/contract).
import type { ProviderDocumentField } from '../schemas/provider';

export const ADMIN_PROVIDER_PAGE_SIZE = 20;

/** Identity data whose change sends an approved provider back to review (document fields by name). */
export type IdentityChangeField = 'socialInsuranceNum' | 'residentStatus' | 'bussinessname' | 'fullname' | ProviderDocumentField;

export const IDENTITY_FIELD_LABELS: Record<IdentityChangeField, string> = {
  fullname: 'Legal name',
  bussinessname: 'Business name',
  socialInsuranceNum: 'Social Insurance Number',
  residentStatus: 'Residency status',
  qualificationdoc: 'Qualification document',
  socialInsurancedoc: 'Social Insurance document',
  residentdoc: 'Resident document',
  governmentdoc1: 'Government document 1',
  governmentdoc2: 'Government document 2',
};
