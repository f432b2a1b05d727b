import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '@hearth/shared/admin/audit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { AuditLog } from './audit-log';
import { parseAuditView } from './audit-filters';

const router = vi.hoisted(() => ({ push: vi.fn() }));
// The locale-aware router (i18n/navigation) wraps next/navigation's: keep the rest of the module real.
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));
afterEach(() => {
  vi.unstubAllGlobals();
  router.push.mockClear();
});

const entry = (over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  _id: '42',
  action: 'provider.approve',
  entity: 'provider',
  entityId: 'p1',
  actor: { _id: 'a1', name: 'Ada Admin', email: 'ada@hearth.ca' },
  before: { verificationstatus: 'submitted' },
  after: { verificationstatus: 'approved' },
  createdAt: '2026-03-04T19:30:00.000Z',
  ...over,
});
const page = (items: AuditLogEntry[], pages = 1) => ok({ items, pageNo: 1, size: 25, total: items.length, pages });

describe('AuditLog', () => {
  it('shows when, who, what and on which record, with the change before and after', async () => {
    fakeApi({ 'GET /api/admin/audit': page([entry(), entry({ _id: '41', action: 'provider.sin_revealed', actor: null, before: null, after: null })], 2) });
    renderAs('admin', <AuditLog filters={{}} page={1} />);
    expect(screen.getByRole('status', { name: 'Loading the audit log' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Audit log, page 1 of 2 (2 entries)' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Mar 4, 2026');
    expect(first).toHaveTextContent('ada@hearth.ca');
    expect(first).toHaveTextContent('provider.approve');
    expect(within(first!).getByRole('link', { name: 'Ada Admin' })).toHaveAttribute('href', '/admin/audit?actorId=a1');
    expect(within(first!).getByRole('link', { name: 'provider' })).toHaveAttribute('href', '/admin/audit?entity=provider&entityId=p1');

    await userEvent.click(within(first!).getByText('Before and after'));
    const before = within(first!).getByText('Before').closest('figure')!;
    expect(before.querySelector('pre')).toHaveTextContent('"verificationstatus": "submitted"');
    expect(within(first!).getByText('After').closest('figure')!.querySelector('pre')).toHaveTextContent('"verificationstatus": "approved"');
    expect(second).toHaveTextContent('System or removed account');
    expect(within(second!).queryByText('Before and after')).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/audit?page=2');
  });

  it('asks the API with the URL’s filters and puts new filters in the URL', async () => {
    const api = fakeApi({ 'GET /api/admin/audit': page([entry()]) });
    renderAs('admin', <AuditLog filters={{ entity: 'provider', actorId: 'a1' }} page={3} />);
    await screen.findByRole('table');
    expect(Object.fromEntries(new URL(`http://x${api.requests[0]!.path}`).searchParams)).toEqual({ pageNo: '3', entity: 'provider', actorId: 'a1' });
    expect(screen.getByRole('link', { name: 'Remove filter: Admin a1' })).toHaveAttribute('href', '/admin/audit?entity=provider');

    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    await userEvent.clear(within(form).getByLabelText('Entity'));
    await userEvent.type(within(form).getByLabelText('Action'), 'provider.suspend');
    await userEvent.selectOptions(within(form).getByLabelText('Order'), 'oldest');
    await userEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(router.push).toHaveBeenCalledWith('/admin/audit?actorId=a1&action=provider.suspend&order=oldest');
  });

  it('says when nothing matches, and when the log cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/audit': page([]) });
    const { unmount } = renderAs('admin', <AuditLog filters={{ action: 'nothing' }} page={1} />);
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/admin/audit');
    unmount();

    fakeApi({ 'GET /api/admin/audit': fail(500, 'Something went wrong on our side. Please try again.') });
    renderAs('admin', <AuditLog filters={{}} page={1} />);
    expect(await screen.findByText('We could not load the audit log')).toBeInTheDocument();
  });

  it('reads filters from the URL', () => {
    expect(parseAuditView({ entity: ' provider ', action: '', order: 'oldest', actorId: ['a1', 'a2'], junk: 'x' }).filters).toEqual({ entity: 'provider', entityId: undefined, actorId: 'a1', action: undefined, order: 'oldest' });
    expect(parseAuditView({ order: 'sideways' }).filters.order).toBeUndefined();
  });
});
