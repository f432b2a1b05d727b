// Wire-shaped providers for the admin provider tests.
import type { AdminProviderDetail, AdminProviderListItem } from '@hearth/shared/admin/providers/contract';

export function makeListItem(over: Partial<AdminProviderListItem> = {}): AdminProviderListItem {
  return {
    _id: 'p1',
    userId: 'u1',
    fullname: 'Sam Okafor',
    email: 'sam@example.ca',
    isPhoneNumberVerified: true,
    verificationstatus: 'submitted',
    submittedAt: '2026-03-04T19:30:00.000Z',
    createdAt: '2026-03-01T15:00:00.000Z',
    identityChangedAt: null,
    ...over,
  };
}

const doc = (fileName: string, contentType: string, field: string) => ({ fileName, contentType, size: 2048, uploadedAt: '2026-03-04T19:00:00.000Z', url: `/api/admin/providers/p1/documents/${field}` });

export function makeDetail(over: Partial<AdminProviderDetail> & { status?: AdminProviderDetail['profile']['verificationstatus'] } = {}): AdminProviderDetail {
  const { status = 'submitted', ...rest } = over;
  return {
    _id: 'p1',
    userId: 'u1',
    profile: {
      firstname: 'Sam Okafor',
      phonenumber: '+16135550142',
      isPhoneNumberVerified: true,
      language: ['English', 'Igbo'],
      email: 'sam@example.ca',
      isEmailVerified: true,
      dob: '1988-04-12',
      postcode: 'K1A 0B1',
      street: '24 Sussex Dr',
      city: 'Ottawa',
      province: 'ON',
      verificationstatus: status,
    },
    business: {
      _id: 'p1',
      verificationstatus: status,
      bussinessname: 'Okafor Plumbing',
      qualification: 'Licensed 306A plumber',
      socialInsuranceNum: '***-***-286',
      residentStatus: 'Citizen',
      yearsOfExperince: 7,
      submittedAt: '2026-03-04T19:30:00.000Z',
      rejectionReason: null,
      documents: {
        qualificationdoc: doc('licence.pdf', 'application/pdf', 'qualificationdoc'),
        socialInsurancedoc: doc('sin.png', 'image/png', 'socialInsurancedoc'),
        residentdoc: doc('card.png', 'image/png', 'residentdoc'),
        governmentdoc1: doc('id1.png', 'image/png', 'governmentdoc1'),
        governmentdoc2: null,
      },
    },
    requestedServices: ['Plumbing'],
    actionItems: [],
    history: [],
    identityChange: null,
    sinSharedWith: [],
    insuranceCheckedAt: null,
    ...rest,
  };
}
