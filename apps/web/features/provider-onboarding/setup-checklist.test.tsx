import type { User } from '@hearth/shared/account/contract';
import type { Availability } from '@hearth/shared/availability/contract';
import type { BusinessDetails, PayoutAccount, ProviderCategories } from '@hearth/shared/providers/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { NoRequestsReason, SetupChecklist } from './setup-checklist';

const user = (overrides: Partial<User> = {}): User => ({
  _id: 'p1',
  fullname: 'Sam Okafor',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.ca',
  isEmailVerified: true,
  role: 'serviceprovider',
  phonenumber: '+16475550199',
  isPhoneNumberVerified: true,
  profilePic: null,
  marketingEmails: true,
  smsJobAlerts: false,
  pendingEmail: null,
  serviceprovider: [{ _id: 'sp1', verificationstatus: 'approved' }],
  locale: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const storedDoc = (fileName: string) => ({ fileName, contentType: 'application/pdf', size: 1000, uploadedAt: '2026-03-02T15:00:00.000Z', url: '/api/service-provider/document/x' });

const submitted: BusinessDetails = {
  _id: 'sp1',
  verificationstatus: 'approved',
  bussinessname: 'Okafor Plumbing',
  qualification: 'Licensed 306A plumber',
  socialInsuranceNum: '***-***-286',
  residentStatus: 'Canadian citizen',
  yearsOfExperince: 7,
  submittedAt: '2026-03-02T15:00:00.000Z',
  rejectionReason: null,
  documents: {
    qualificationdoc: storedDoc('licence.pdf'),
    socialInsurancedoc: storedDoc('sin.pdf'),
    residentdoc: storedDoc('passport.pdf'),
    governmentdoc1: storedDoc('licence-front.pdf'),
    governmentdoc2: storedDoc('health-card.pdf'),
  },
};

const LEAK = '00000000-0000-4000-8000-000000000001';
const categories = (services: string[], areas: ProviderCategories['areas']): ProviderCategories => ({
  services,
  areas,
  categories: [{ _id: 'c1', name: 'Plumbing', services: [{ _id: LEAK, name: 'Leak Repair', slug: 'leak-repair', selected: services.includes(LEAK) }] }],
});
const ottawa = { _id: 'a1', kind: 'fsa' as const, value: 'K1A', province: null, label: 'K1A' };

const payouts = (payoutsEnabled: boolean): PayoutAccount => ({
  connected: payoutsEnabled,
  gateway: payoutsEnabled ? 'local' : null,
  payoutsEnabled,
  requirementsDue: [],
  bankAccount: payoutsEnabled ? { last4: '9012', routing_number: '11000-003', display: '•••• •••• 9012' } : null,
  payoutsHeldUntil: null,
});

const availability = (hoursSet: boolean): Availability => ({
  weeklyHours: hoursSet ? [{ weekday: 1, start: '09:00', end: '17:00' }] : [],
  maxJobsPerDay: null,
  travelBufferMinutes: 0,
  hoursSet,
  timeOff: [],
  calendarFeed: { active: false, createdAt: null },
});

function routes({ profile = user(), business = submitted, chosen = categories([LEAK], [ottawa]), account = payouts(true), hours = availability(true) } = {}) {
  return {
    'GET /api/service-provider/availability': ok(hours),
    'GET /api/user/profile': ok(profile),
    'GET /api/service-provider': ok(business),
    'GET /api/service-provider/category/list': ok(chosen),
    'GET /api/service-provider/fetch-stripe-account': ok(account),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('SetupChecklist', () => {
  it('says how much is done and links each step left to its page', async () => {
    fakeApi(
      routes({
        business: { ...submitted, documents: { ...submitted.documents, governmentdoc2: null } },
        chosen: categories([LEAK], []),
        account: payouts(false),
        hours: availability(false),
      }),
    );
    renderAs('provider', <SetupChecklist />);
    const checklist = await screen.findByRole('region', { name: 'Finish setting up' });
    expect(within(checklist).getByText('2 of 6 done')).toBeInTheDocument();
    const steps = within(checklist).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Phone number verified, done',
      'Business details, done',
      'Verification documentsUpload every document we ask for.',
      'Services and areasChoose the services you offer and the areas you cover.',
      'Working hoursSet the days and hours you take jobs.',
      'Bank account for payoutsAdd the account your earnings are paid into.',
    ]);
    expect(within(checklist).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/serviceprovider/certificate',
      '/serviceprovider/category',
      '/serviceprovider/schedule',
      '/serviceprovider/bankdetail',
    ]);
  });

  it('counts the working hours done once they are saved', async () => {
    fakeApi(routes({ account: payouts(false) }));
    renderAs('provider', <SetupChecklist />);
    const checklist = await screen.findByRole('region', { name: 'Finish setting up' });
    expect(within(checklist).getByText('Working hours')).toHaveTextContent('Working hours, done');
    expect(within(checklist).queryByRole('link', { name: /Working hours/ })).not.toBeInTheDocument();
  });

  it('shows nothing once every step is done', async () => {
    const api = fakeApi(routes());
    renderAs('provider', <SetupChecklist />);
    await waitFor(() => expect(api.requests).toHaveLength(5));
    // Let the five answers reach the queries: until then the list renders nothing either way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Finish setting up' })).not.toBeInTheDocument();
  });

  it('leaves out a step it could not check rather than calling it undone', async () => {
    fakeApi({ ...routes({ chosen: categories([], []) }), 'GET /api/service-provider/fetch-stripe-account': fail(502, 'The payment provider is not answering.') });
    renderAs('provider', <SetupChecklist />);
    const checklist = await screen.findByRole('region', { name: 'Finish setting up' });
    expect(within(checklist).getByText('4 of 5 done')).toBeInTheDocument();
    expect(within(checklist).queryByText(/Bank account/)).not.toBeInTheDocument();
  });

  it('reads in French', async () => {
    fakeApi(routes({ account: payouts(false) }));
    renderAs('provider', <SetupChecklist />, { locale: 'fr' });
    const checklist = await screen.findByRole('region', { name: 'Terminez votre inscription' });
    expect(within(checklist).getByText('5 sur 6 terminées')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: /Compte bancaire pour les versements/ })).toHaveAttribute('href', '/fr/serviceprovider/bankdetail');
  });
});

describe('NoRequestsReason', () => {
  it('says that no service is chosen yet and links to Category', async () => {
    fakeApi(routes({ chosen: categories([], [ottawa]) }));
    renderAs('provider', <NoRequestsReason />);
    expect(await screen.findByText('You offer no services yet, so no request can reach you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your services' })).toHaveAttribute('href', '/serviceprovider/category');
  });

  it('says that no area is added yet and links to Category', async () => {
    fakeApi(routes({ chosen: categories([LEAK], []) }));
    renderAs('provider', <NoRequestsReason />);
    expect(await screen.findByText('You have not added the areas you cover yet, so no request can reach you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your areas' })).toHaveAttribute('href', '/serviceprovider/category');
  });

  it('says there is simply no open request in their areas when nothing is missing', async () => {
    fakeApi(routes());
    renderAs('provider', <NoRequestsReason />);
    expect(await screen.findByText(/^No customer has an open request for your services in your areas right now\./)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
