import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ProviderReview } from './provider-review';
import { makeDetail } from './test-data';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:hearth/doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const detailPath = 'GET /api/admin/providers/p1';
const jsonBody = (body: unknown) => JSON.parse(String(body)) as Record<string, unknown>;

describe('ProviderReview', () => {
  it('shows the details with the SIN masked, and reveals it on request', async () => {
    const api = fakeApi({ [detailPath]: ok(makeDetail()), 'POST /api/admin/providers/p1/sin': ok({ socialInsuranceNum: '046-454-286' }) });
    renderAs('admin', <ProviderReview id="p1" />);
    expect(await screen.findByRole('heading', { name: 'Sam Okafor' })).toBeInTheDocument();
    const business = screen.getByRole('region', { name: 'Business details' });
    expect(business).toHaveTextContent('Okafor Plumbing');
    expect(business).toHaveTextContent('***-***-286');
    expect(business).not.toHaveTextContent('046-454-286');

    await userEvent.click(within(business).getByRole('button', { name: 'Reveal' }));
    expect(await within(business).findByText('046-454-286')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/providers/p1/sin')?.headers.Authorization).toBe('Bearer token-1');
    await userEvent.click(within(business).getByRole('button', { name: 'Hide' }));
    expect(business).toHaveTextContent('***-***-286');
  });

  it('opens a PDF in a frame and an image inline, fetched with the token', async () => {
    const api = fakeApi({
      [detailPath]: ok(makeDetail()),
      'GET /api/admin/providers/p1/documents/qualificationdoc': { raw: '%PDF-1.4' },
      'GET /api/admin/providers/p1/documents/residentdoc': { raw: 'png-bytes' },
    });
    renderAs('admin', <ProviderReview id="p1" />);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(documents).toHaveTextContent('Government Document 2Not uploaded');
    expect(within(documents).queryByRole('button', { name: 'View Government Document 2' })).not.toBeInTheDocument();

    await userEvent.click(within(documents).getByRole('button', { name: 'View Qualification Document' }));
    const pdf = await screen.findByTitle('Qualification Document (PDF)');
    expect(pdf).toHaveAttribute('src', 'blob:hearth/doc');
    expect(api.last('GET', '/api/admin/providers/p1/documents/qualificationdoc')?.headers.Authorization).toBe('Bearer token-1');
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');

    await userEvent.click(within(documents).getByRole('button', { name: 'View Resident Document' }));
    expect(await screen.findByRole('img', { name: 'Resident Document: card.png' })).toHaveAttribute('src', 'blob:hearth/doc');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:hearth/doc'); // the PDF's URL was released
  });

  it('approves after a confirmation and says so', async () => {
    let detail = makeDetail();
    const api = fakeApi({
      [detailPath]: () => ok(detail),
      'POST /api/admin/providers/p1/approve': () => {
        detail = makeDetail({ status: 'approved' });
        return ok({ _id: 'p1', verificationstatus: 'approved' }, 'Provider approved');
      },
    });
    renderAs('admin', <ProviderReview id="p1" />);
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(within(decision).queryByRole('button', { name: 'Reinstate' })).not.toBeInTheDocument();
    await userEvent.click(within(decision).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Sam Okafor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider approved'));
    expect(api.last('POST', '/api/admin/providers/p1/approve')).toBeDefined();
    expect(await within(decision).findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(decision).toHaveTextContent('Approved');
  });

  it('rejects only with a reason, shown under the field when missing', async () => {
    const api = fakeApi({ [detailPath]: ok(makeDetail()), 'POST /api/admin/providers/p1/reject': ok({ _id: 'p1', verificationstatus: 'rejected' }, 'Provider rejected') });
    renderAs('admin', <ProviderReview id="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Sam Okafor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/providers/p1/reject')).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The licence is unreadable.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider rejected'));
    expect(jsonBody(api.last('POST', '/api/admin/providers/p1/reject')?.body)).toEqual({ reason: 'The licence is unreadable.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('suspends an approved provider with a reason and shows the API’s refusal in the dialog', async () => {
    let answer = fail(409, 'Only an approved provider can be suspended; this one is suspended');
    fakeApi({ [detailPath]: ok(makeDetail({ status: 'approved' })), 'POST /api/admin/providers/p1/suspend': () => answer });
    renderAs('admin', <ProviderReview id="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Sam Okafor?' });
    expect(dialog).toHaveTextContent('Jobs they already accepted stay theirs');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Two no-shows.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Only an approved provider can be suspended; this one is suspended')).toBeInTheDocument();

    answer = ok({ _id: 'p1', verificationstatus: 'suspended', activeJobs: 1 }, 'Provider suspended. 1 accepted job still needs another provider.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider suspended. 1 accepted job still needs another provider.'));
  });

  it('reinstates a suspended provider after a confirmation', async () => {
    const api = fakeApi({ [detailPath]: ok(makeDetail({ status: 'suspended' })), 'POST /api/admin/providers/p1/reinstate': ok({ _id: 'p1', verificationstatus: 'approved' }, 'Provider reinstated') });
    renderAs('admin', <ProviderReview id="p1" />);
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(within(decision).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await userEvent.click(within(decision).getByRole('button', { name: 'Reinstate' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reinstate Sam Okafor?' })).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider reinstated'));
    expect(api.last('POST', '/api/admin/providers/p1/reinstate')).toBeDefined();
  });

  it('asks for action and clears an open item', async () => {
    const api = fakeApi({
      [detailPath]: ok(makeDetail({ actionItems: [{ _id: 'i1', message: 'Upload both sides of your ID.', createdAt: '2026-03-04T19:00:00.000Z', resolvedAt: null }] })),
      'POST /api/admin/providers/p1/action-required': ok({ _id: 'i2', message: 'x', verificationstatus: 'action_required' }, 'Action requested'),
      'DELETE /api/admin/providers/p1/action-required/i1': ok(undefined, 'Action item cleared'),
    });
    renderAs('admin', <ProviderReview id="p1" />);
    const section = await screen.findByRole('region', { name: 'Action required' });
    await userEvent.click(within(section).getByRole('button', { name: 'Ask for action' }));
    expect(await within(section).findByText('Message is required')).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText(/Message to the provider/), 'Your SIN document is cut off.');
    await userEvent.click(within(section).getByRole('button', { name: 'Ask for action' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Action requested'));
    expect(jsonBody(api.last('POST', '/api/admin/providers/p1/action-required')?.body)).toEqual({ message: 'Your SIN document is cut off.' });

    await userEvent.click(within(section).getByRole('button', { name: 'Clear: Upload both sides of your ID.' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Action item cleared'));
  });

  it('shows an identity change old beside new, and the accounts that share the SIN with links', async () => {
    fakeApi({
      [detailPath]: ok(
        makeDetail({
          identityChange: {
            changedAt: '2026-03-06T14:00:00.000Z',
            changes: [
              { field: 'fullname', before: 'Sam Okafor', after: 'Samuel Adebayo' },
              { field: 'socialInsuranceNum', before: '***-***-286', after: '***-***-544' },
              { field: 'residentdoc', before: 'card.png', after: null },
            ],
          },
          sinSharedWith: [{ _id: 'p9', userId: 'u9', fullname: 'Kim Lee', email: 'kim@example.ca', verificationstatus: 'rejected' }],
        }),
      ),
    });
    renderAs('admin', <ProviderReview id="p1" />);
    const changed = await screen.findByRole('region', { name: 'Identity changed' });
    expect(changed).toHaveTextContent('Mar 6, 2026');
    const rows = within(within(changed).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Legal nameSam OkaforSamuel Adebayo', 'Social Insurance Number***-***-286***-***-544', 'Resident documentcard.pngRemoved']);
    const shared = screen.getByRole('region', { name: 'Same Social Insurance Number' });
    expect(within(shared).getByRole('link', { name: 'Kim Lee' })).toHaveAttribute('href', '/admin/providers/p9');
    // A rejected account holding the same number does not block approval.
    expect(within(screen.getByRole('region', { name: 'Decision' })).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('keeps Approve off, and says why, without a verified phone or while another live account holds the SIN', async () => {
    const detail = makeDetail({ sinSharedWith: [{ _id: 'p9', userId: 'u9', fullname: 'Kim Lee', email: 'kim@example.ca', verificationstatus: 'approved' }] });
    fakeApi({ [detailPath]: ok({ ...detail, profile: { ...detail.profile, isPhoneNumberVerified: false } }) });
    renderAs('admin', <ProviderReview id="p1" />);
    const decision = await screen.findByRole('region', { name: 'Decision' });
    const approve = within(decision).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'They have not verified a phone number. They must verify it before they can be approved. Their Social Insurance Number is also on another account: Kim Lee (approved). Reject or resolve it first.',
    );
    expect(within(decision).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('names each history entry in words, in English and in French, never by its audit code', async () => {
    const entry = (action: string, createdAt: string) => ({ action, actorId: 'a1', before: null, after: null, createdAt });
    const history = [entry('provider.action_required', '2026-03-05T15:00:00.000Z'), entry('provider.approve', '2026-03-04T15:00:00.000Z'), entry('provider.future_thing', '2026-03-03T15:00:00.000Z')];
    fakeApi({ [detailPath]: ok(makeDetail({ history })) });
    const { unmount } = renderAs('admin', <ProviderReview id="p1" />);
    const section = await screen.findByRole('region', { name: 'History' });
    expect(within(section).getByText('Action requested')).toBeInTheDocument();
    expect(within(section).getByText('Approved')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('provider.action_required');
    // A code this page does not know yet still shows, rather than nothing.
    expect(within(section).getByText('provider.future_thing')).toBeInTheDocument();
    unmount();

    fakeApi({ [detailPath]: ok(makeDetail({ history })) });
    renderAs('admin', <ProviderReview id="p1" />, { locale: 'fr' });
    const french = await screen.findByRole('region', { name: 'Historique' });
    expect(within(french).getByText('Correction demandée')).toBeInTheDocument();
    expect(within(french).getByText('Approuvé')).toBeInTheDocument();
  });

  it('says when the provider does not exist', async () => {
    fakeApi({ [detailPath]: fail(404, 'Provider not found') });
    renderAs('admin', <ProviderReview id="p1" />);
    expect(await screen.findByText('Provider not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/admin/providers');
  });
});

describe('the insurance check', () => {
  it('ticks the insurance check, says so, and shows when it was checked', async () => {
    const checkedAt = '2026-03-05T15:00:00.000Z';
    const api = fakeApi({
      [detailPath]: [ok(makeDetail()), ok(makeDetail({ insuranceCheckedAt: checkedAt }))],
      'PUT /api/admin/providers/p1/insurance-check': ok({ _id: 'p1', insuranceCheckedAt: checkedAt }, 'Insurance marked as checked'),
    });
    renderAs('admin', <ProviderReview id="p1" />);
    const insurance = await screen.findByRole('region', { name: 'Insurance' });
    expect(insurance).toHaveTextContent('Not checked yet');
    const box = within(insurance).getByRole('checkbox', { name: 'Liability insurance checked' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Insurance marked as checked'));
    expect(jsonBody(api.last('PUT', '/api/admin/providers/p1/insurance-check')?.body)).toEqual({ checked: true });
    await waitFor(() => expect(within(insurance).getByRole('checkbox', { name: 'Liability insurance checked' })).toBeChecked());
    expect(insurance).toHaveTextContent(/Checked Mar 5, 2026/);
  });

  it('tells the admin when the change was refused and leaves the box as it was', async () => {
    fakeApi({ [detailPath]: ok(makeDetail()), 'PUT /api/admin/providers/p1/insurance-check': { status: 404, body: { success: false, message: 'Provider not found' } } });
    renderAs('admin', <ProviderReview id="p1" />);
    const insurance = await screen.findByRole('region', { name: 'Insurance' });
    await userEvent.click(within(insurance).getByRole('checkbox', { name: 'Liability insurance checked' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Provider not found'));
    expect(within(insurance).getByRole('checkbox', { name: 'Liability insurance checked' })).not.toBeChecked();
  });
});
