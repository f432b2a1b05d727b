import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentsList } from './documents-list';
import type { BusinessDetails } from './provider-onboarding-api';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const doc = (fileName: string, field: string) => ({ fileName, contentType: 'application/pdf', size: 2_048, uploadedAt: '2026-03-02T15:00:00.000Z', url: `/api/service-provider/document/${field}` });

const details: BusinessDetails = {
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
    qualificationdoc: doc('licence.pdf', 'qualificationdoc'),
    socialInsurancedoc: doc('sin.pdf', 'socialInsurancedoc'),
    residentdoc: doc('passport.pdf', 'residentdoc'),
    governmentdoc1: doc('driver.pdf', 'governmentdoc1'),
    governmentdoc2: null,
  },
};

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:hearth/1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

// An approved provider may delete a document only while the team has asked for changes.
const askedForChanges = { 'GET /api/service-provider/action-required': ok([{ _id: 'a1', message: 'Upload both sides of your ID.', createdAt: '2026-03-03T09:00:00.000Z' }]) };

const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('DocumentsList', () => {
  it('lists each document with its details, and the missing one to upload', async () => {
    fakeApi({ 'GET /api/service-provider': ok(details), 'GET /api/service-provider/action-required': ok([]) });
    renderAs('provider', <DocumentsList />);
    await screen.findByText('licence.pdf');
    expect(within(row('Qualification Document')).getByText('PDF · 2 KB · Uploaded Mar 2, 2026')).toBeInTheDocument();
    expect(within(row('Qualification Document')).getByRole('link', { name: 'Replace Qualification Document' })).toHaveAttribute('href', '/serviceprovider/businessdetail?replace=qualificationdoc');
    expect(within(row('Government Document 2')).getByText('Not uploaded')).toBeInTheDocument();
    expect(within(row('Government Document 2')).getByRole('link', { name: 'Upload Government Document 2' })).toHaveAttribute('href', '/serviceprovider/businessdetail?replace=governmentdoc2');
  });

  it('downloads with the Bearer token, as a file', async () => {
    const api = fakeApi({
      'GET /api/service-provider': ok(details),
      'GET /api/service-provider/action-required': ok([]),
      'GET /api/service-provider/document/qualificationdoc': { raw: '%PDF-1.4 licence' },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAs('provider', <DocumentsList />);
    await user.click(await screen.findByRole('button', { name: 'Download Qualification Document' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.last('GET', '/api/service-provider/document/qualificationdoc')?.headers.Authorization).toBe('Bearer token-123');
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls[0] ?? [];
    expect(await (blob as Blob).text()).toBe('%PDF-1.4 licence');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('licence.pdf');
    expect(link.href).toBe('blob:hearth/1');
  });

  it("asks before deleting, and shows the API's refusal as an error", async () => {
    const message = 'Documents cannot be removed once your account is approved. Contact support if something changed.';
    // The request was answered since the page loaded: the API refuses and says why.
    const api = fakeApi({ 'GET /api/service-provider': ok(details), ...askedForChanges, 'DELETE /api/service-provider/delete-doc': fail(403, message) });
    const user = userEvent.setup();
    renderAs('provider', <DocumentsList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Resident Document' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Resident Document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/service-provider/delete-doc?docname=residentdoc');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('passport.pdf')).toBeInTheDocument();
  });

  it('removes a document when the API allows it', async () => {
    fakeApi({
      'GET /api/service-provider': ok(details),
      ...askedForChanges,
      'DELETE /api/service-provider/delete-doc': ok({ ...details, documents: { ...details.documents, residentdoc: null } }, 'Document removed'),
    });
    const user = userEvent.setup();
    renderAs('provider', <DocumentsList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Resident Document' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Document removed'));
    expect(within(row('Resident Document')).getByText('Not uploaded')).toBeInTheDocument();
  });

  it('offers no Delete to an approved provider, and says documents can only be replaced', async () => {
    const api = fakeApi({ 'GET /api/service-provider': ok(details), 'GET /api/service-provider/action-required': ok([]) });
    renderAs('provider', <DocumentsList />);
    expect(await screen.findByText(/Approved documents can only be replaced/)).toBeInTheDocument();
    expect(within(row('Resident Document')).getByRole('link', { name: 'Replace Resident Document' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('offers no Delete while the documents are under review', async () => {
    fakeApi({ 'GET /api/service-provider': ok({ ...details, verificationstatus: 'submitted' }), 'GET /api/service-provider/action-required': ok([]) });
    renderAs('provider', <DocumentsList />);
    expect(await screen.findByText('Your documents are being reviewed. You can change them once the review is done.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
