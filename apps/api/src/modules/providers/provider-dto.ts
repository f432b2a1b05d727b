// Provider rows → the wire shapes of the provider profile and the provider verification.
import type { providerDocuments, serviceProviders, users } from '../../db/schema';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { REQUIRED_PROVIDER_DOCUMENTS } from '@hearth/shared/schemas/provider';
import type { VerificationStatus } from '@hearth/shared/constants';
import { maskSin } from './sin';

type Provider = typeof serviceProviders.$inferSelect;
type User = typeof users.$inferSelect;
type Document = typeof providerDocuments.$inferSelect;

export function toProviderProfile(user: User, provider: Provider) {
  return {
    firstname: `${user.firstName} ${user.lastName}`.trim(),
    phonenumber: user.phone,
    isPhoneNumberVerified: user.phoneVerifiedAt !== null,
    language: provider.languages,
    email: user.email,
    isEmailVerified: user.emailVerifiedAt !== null,
    dob: provider.dob,
    postcode: provider.postcode,
    street: provider.street,
    city: provider.city,
    province: provider.province,
    // The column only ever holds one of the statuses; the database types it as text.
    verificationstatus: provider.verificationStatus as VerificationStatus,
  };
}

export function toDocumentDto(doc: Document, downloadPath: string) {
  return { fileName: doc.fileName, contentType: doc.contentType, size: doc.sizeBytes, uploadedAt: doc.uploadedAt.toISOString(), url: downloadPath };
}

/** Every document field with its file or null; the SIN only masked. */
export function toBusinessDetails(provider: Provider, docs: Document[], downloadBase = '/api/service-provider/document') {
  const documents: Record<ProviderDocumentField, ReturnType<typeof toDocumentDto> | null> = Object.fromEntries(
    (Object.keys(REQUIRED_PROVIDER_DOCUMENTS) as ProviderDocumentField[]).map((field) => {
      const doc = docs.find((d) => d.field === field);
      return [field, doc ? toDocumentDto(doc, `${downloadBase}/${field}`) : null];
    }),
  ) as Record<ProviderDocumentField, ReturnType<typeof toDocumentDto> | null>;
  return {
    _id: provider.id,
    verificationstatus: provider.verificationStatus as VerificationStatus,
    bussinessname: provider.businessName ?? '',
    qualification: provider.qualification ?? '',
    socialInsuranceNum: maskSin(provider.sinLast3),
    residentStatus: provider.residentStatus ?? '',
    yearsOfExperince: provider.yearsOfExperience,
    submittedAt: provider.submittedAt?.toISOString() ?? null,
    rejectionReason: provider.rejectionReason,
    documents,
  };
}
