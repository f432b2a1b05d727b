// Provider rows → the wire shapes of spec §3 (Provider profile, Provider verification).
import type { providerDocuments, serviceProviders, users } from '../../db/schema';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { REQUIRED_PROVIDER_DOCUMENTS } from '@hearth/shared/schemas/provider';
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
    verificationstatus: provider.verificationStatus,
  };
}

export function toDocumentDto(doc: Document, downloadPath: string) {
  return { fileName: doc.fileName, contentType: doc.contentType, size: doc.sizeBytes, uploadedAt: doc.uploadedAt.toISOString(), url: downloadPath };
}

/** Every document field with its file or null; the SIN only masked. */
export function toBusinessDetails(provider: Provider, docs: Document[], downloadBase = '/api/service-provider/document') {
  const documents = Object.fromEntries(
    (Object.keys(REQUIRED_PROVIDER_DOCUMENTS) as ProviderDocumentField[]).map((field) => {
      const doc = docs.find((d) => d.field === field);
      return [field, doc ? toDocumentDto(doc, `${downloadBase}/${field}`) : null];
    }),
  );
  return {
    _id: provider.id,
    verificationstatus: provider.verificationStatus,
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
