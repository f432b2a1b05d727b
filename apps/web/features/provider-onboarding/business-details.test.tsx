import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessDetails } from './business-details';
import type { BusinessDetails as BusinessDetailsData, ProviderDocument } from './provider-onboarding-api';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { DOCUMENT_MAX_BYTES } from '@hearth/shared/schemas/fields';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const DOCS = ['qualificationdoc', 'socialInsurancedoc', 'residentdoc', 'governmentdoc1', 'governmentdoc2'] as const;
const LABELS = ['Qualification Document', 'Social Insurance Document', 'Resident Document', 'Government Document 1', 'Government Document 2'];

const storedDoc = (fileName: string): ProviderDocument => ({
  fileName,
  contentType: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  size: 20_480,
  uploadedAt: '2026-03-02T15:00:00.000Z',
  url: `/api/service-provider/document/x`,
});

const fresh: BusinessDetailsData = {
  _id: 'sp1',
  verificationstatus: 'pending',
  bussinessname: '',
  qualification: '',
  socialInsuranceNum: null,
  residentStatus: '',
  yearsOfExperince: null,
  submittedAt: null,
  rejectionReason: null,
  documents: { qualificationdoc: null, socialInsurancedoc: null, residentdoc: null, governmentdoc1: null, governmentdoc2: null },
};

const submitted: BusinessDetailsData = {
  ...fresh,
  verificationstatus: 'submitted',
  bussinessname: 'Okafor Plumbing',
  qualification: 'Licensed 306A plumber',
  socialInsuranceNum: '***-***-286',
  residentStatus: 'Canadian citizen',
  yearsOfExperince: 7,
  submittedAt: '2026-03-02T15:00:00.000Z',
  documents: {
    qualificationdoc: storedDoc('licence.pdf'),
    socialInsurancedoc: storedDoc('sin.png'),
    residentdoc: storedDoc('passport.png'),
    governmentdoc1: storedDoc('licence-front.png'),
    governmentdoc2: storedDoc('health-card.png'),
  },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, bytes = 10) => new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(bytes)], name, { type: 'image/png' });

function setup(details: BusinessDetailsData, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/service-provider': ok(details), 'GET /api/service-provider/action-required': ok([]), ...routes });
  // Like a user who switches the file dialog to "All files": the accept list is only a hint.
  const user = userEvent.setup({ applyAccept: false });
  renderAs('provider', <BusinessDetails />);
  return { api, user };
}

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Qualification'), 'Licensed 306A plumber');
  await user.type(screen.getByLabelText('Years of Experience'), '7');
  await user.selectOptions(screen.getByLabelText('Resident Status'), 'Canadian citizen');
  await user.type(screen.getByLabelText('Social Insurance Number'), '046454286');
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('BusinessDetails', () => {
  it('asks for every required field and document before sending anything', async () => {
    const { api, user } = setup(fresh);
    expect(await screen.findByText('Complete your details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    expect(await screen.findByText('Qualification is required')).toBeInTheDocument();
    expect(screen.getByText('Years of Experience is required')).toBeInTheDocument();
    expect(screen.getByText('Resident Status is required')).toBeInTheDocument();
    expect(screen.getByText('Social Insurance Number is required')).toBeInTheDocument();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(`${label} is required`));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file whose name is not an allowed document type', async () => {
    const { api, user } = setup(fresh);
    await user.upload(await screen.findByLabelText('Qualification Document'), new File(['MZ'], 'scan.exe', { type: 'application/octet-stream' }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByLabelText('Qualification Document')).toHaveAccessibleDescription(expect.stringContaining('Only .png .jpg .gif .jpeg .webp .pdf are allowed'));
    expect(screen.getByLabelText('Qualification Document')).toHaveAttribute('accept', '.png,.jpg,.gif,.jpeg,.webp,.pdf');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a renamed file by its content before sending anything', async () => {
    const { api, user } = setup(fresh);
    await screen.findByLabelText('Qualification');
    await fillText(user);
    for (const label of LABELS) await user.upload(screen.getByLabelText(label), png('scan.png'));
    await user.upload(screen.getByLabelText('Qualification Document'), new File(['PK\u0003\u0004 a word document'], 'licence.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await waitFor(() => expect(screen.getByLabelText('Qualification Document')).toHaveAccessibleDescription(expect.stringContaining('This file is not a valid PDF.')));
    expect(screen.getByLabelText('Qualification Document')).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file over the size limit before sending anything', async () => {
    const { api, user } = setup(fresh);
    await screen.findByLabelText('Qualification');
    await fillText(user);
    for (const label of LABELS) await user.upload(screen.getByLabelText(label), png('scan.png'));
    await user.upload(screen.getByLabelText('Resident Document'), new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'permit.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByLabelText('Resident Document')).toHaveAccessibleDescription(expect.stringContaining('This file is larger than 10 MB'));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('masks the SIN and submits the text fields and the five files as multipart/form-data', async () => {
    const { api, user } = setup(fresh, { 'POST /api/service-provider': ok(submitted, 'Business details submitted for review') });
    await screen.findByLabelText('Qualification');
    await fillText(user);
    expect(screen.getByLabelText('Social Insurance Number')).toHaveValue('046-454-286');
    for (const [index, label] of LABELS.entries()) await user.upload(screen.getByLabelText(label), png(`${DOCS[index]}.png`));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Business details submitted for review'));
    const body = api.last('POST', '/api/service-provider')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      bussinessname: '',
      qualification: 'Licensed 306A plumber',
      socialInsuranceNum: '046-454-286',
      residentStatus: 'Canadian citizen',
      yearsOfExperince: '7',
    });
    expect(DOCS.map((field) => (body.get(field) as File).name)).toEqual(DOCS.map((field) => `${field}.png`));
    // The saved answer replaces the pickers with the stored files, and the banner follows.
    expect(await screen.findByText('licence.pdf')).toBeInTheDocument();
    expect(screen.getByText('Your details are under review')).toBeInTheDocument();
    expect(screen.getByLabelText('Social Insurance Number')).toHaveValue('');
  });

  it('shows the server refusal under the document it is about', async () => {
    const message = 'This file is not a valid PNG image. Only .png .jpg .gif .jpeg .webp .pdf are allowed';
    const { user } = setup(fresh, { 'POST /api/service-provider': fail(415, message, { residentdoc: message }) });
    await screen.findByLabelText('Qualification');
    await fillText(user);
    for (const label of LABELS) await user.upload(screen.getByLabelText(label), png('scan.png'));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await waitFor(() => expect(screen.getByLabelText('Resident Document')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByLabelText('Resident Document')).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts a "too large" answer under the largest file sent', async () => {
    const { user } = setup(fresh, { 'POST /api/service-provider': fail(413, 'The file is too large') });
    await screen.findByLabelText('Qualification');
    await fillText(user);
    for (const [index, label] of LABELS.entries()) await user.upload(screen.getByLabelText(label), png(`doc${index}.png`, index === 3 ? 5000 : 10));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await waitFor(() => expect(screen.getByLabelText('Government Document 1')).toHaveAccessibleDescription(expect.stringContaining('The file is too large')));
  });

  it('keeps stored documents unless replaced, and never prefills the SIN', async () => {
    const { api, user } = setup(submitted, { 'POST /api/service-provider': ok(submitted, 'Business details submitted for review') });
    const stored = await screen.findByRole('group', { name: 'Resident Document' });
    expect(within(stored).getByText('passport.png')).toBeInTheDocument();
    expect(within(stored).getByText('PNG · 20 KB · Uploaded Mar 2, 2026')).toBeInTheDocument();
    const sin = screen.getByLabelText('Social Insurance Number');
    expect(sin).toHaveValue('');
    expect(sin).toHaveAccessibleDescription(expect.stringContaining('On file: ***-***-286'));

    await user.click(within(stored).getByRole('button', { name: 'Replace Resident Document' }));
    const picker = screen.getByLabelText('Resident Document');
    expect(picker).toHaveFocus();
    await user.upload(picker, png('new-pr-card.png'));
    await user.type(sin, '046454286');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const body = api.last('POST', '/api/service-provider')?.body as FormData;
    expect((body.get('residentdoc') as File).name).toBe('new-pr-card.png');
    expect(DOCS.filter((field) => body.has(field))).toEqual(['residentdoc']);
    expect(body.get('qualification')).toBe('Licensed 306A plumber');
  });

  it('shows why an application was refused', async () => {
    setup({ ...submitted, verificationstatus: 'rejected', rejectionReason: 'The qualification document is unreadable.' });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your application was not approved');
    expect(banner).toHaveTextContent('Reason: The qualification document is unreadable.');
  });

  it('lists what admins asked for when action is required', async () => {
    setup(
      { ...submitted, verificationstatus: 'action_required' },
      { 'GET /api/service-provider/action-required': ok([{ _id: 'a1', message: 'Upload both sides of your ID.', createdAt: '2026-03-03T09:00:00.000Z' }]) },
    );
    expect(await screen.findByText('Upload both sides of your ID.')).toBeInTheDocument();
    expect(screen.getByText('Action required')).toBeInTheDocument();
  });
});
