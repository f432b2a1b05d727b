import type { InboxItemDetail, InboxItemSummary } from '@hearth/shared/admin/inbox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { InboxItem } from './inbox-item';
import { InboxPage } from './inbox-page';
import { inboxHref, parseInboxView } from './inbox-url';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
// The locale-aware router (i18n/navigation) wraps next/navigation's: keep the rest of the module real.
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ push: navigation.push, replace: vi.fn(), refresh: vi.fn() }) }));
const ADMIN = sessionFor('admin', { _id: 'admin-1', accessToken: 'admin-token' });
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const summary = (id: string, over: Partial<InboxItemSummary> = {}): InboxItemSummary => ({
  _id: id,
  kind: 'inquiry',
  status: 'new',
  source: 'contact',
  name: null,
  email: 'visitor@example.ca',
  phone: '+16475550199',
  subject: null,
  preview: 'Do you clean carpets in Mississauga?',
  needsCallback: false,
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  ...over,
});

const chatLead = (over: Partial<InboxItemDetail> = {}): InboxItemDetail => ({
  ...summary('lead-1', { source: 'chat', name: 'Lena Park', email: null, phone: '+14165550142', needsCallback: true, preview: 'Gutters before winter' }),
  description: 'Gutters before winter',
  transcript: [
    { _id: 1, role: 'human', content: 'Hello!', files: [], createdAt: '2026-03-02T14:58:00.000Z' },
    { _id: 2, role: 'ai', content: "Hi, I'm Hearth's assistant. What's your name?", files: [], createdAt: '2026-03-02T14:58:01.000Z' },
    { _id: 3, role: 'human', content: 'Gutters before winter', files: [], createdAt: '2026-03-02T14:59:00.000Z' },
  ],
  user: null,
  screenshotPath: null,
  notes: [{ _id: 'n1', body: 'Left a voicemail.', author: { _id: 'admin-1', fullname: 'Ada Admin' }, createdAt: '2026-03-02T16:00:00.000Z' }],
  booking: null,
  nextStatuses: ['in_progress', 'closed'],
  ...over,
});

const inquiry = (over: Partial<InboxItemDetail> = {}): InboxItemDetail => ({
  ...summary('inq-1'),
  description: 'Do you clean carpets in Mississauga?',
  transcript: null,
  user: null,
  screenshotPath: null,
  notes: [],
  booking: null,
  nextStatuses: ['in_progress', 'closed'],
  ...over,
});

const ISSUE_SUBJECT = 'Problem reported by the customer — Standard House Cleaning';
const bookingIssue = (over: Partial<InboxItemDetail> = {}): InboxItemDetail => ({
  ...summary('bi-1', { kind: 'booking', source: 'booking', name: 'Noor Aziz', email: 'noor@example.ca', phone: '+14165550177', subject: ISSUE_SUBJECT, preview: 'Two rooms were not cleaned.' }),
  description: 'Two rooms were not cleaned.',
  transcript: null,
  user: null,
  screenshotPath: null,
  notes: [],
  booking: { _id: 'b-42', issueKind: 'problem_report' },
  nextStatuses: ['in_progress', 'closed'],
  ...over,
});

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('InboxPage', () => {
  it('asks for the filters in the URL and lists inquiries, chat leads and tickets', async () => {
    const api = fakeApi({
      'GET /api/admin/inbox': ok({
        items: [
          summary('t1', { kind: 'ticket', source: 'help', subject: 'Booking page stuck', name: 'Tess Lee', preview: 'It spins forever.' }),
          summary('lead-1', { source: 'chat', name: 'Lena Park', email: null, needsCallback: true }),
        ],
        pageNo: 1,
        size: 20,
        total: 2,
        pages: 1,
      }),
    });
    renderAs(ADMIN, <InboxPage view={parseInboxView({ status: 'new', needsCallback: 'true', q: 'park' })} />);
    const table = await screen.findByRole('table', { name: 'Inbox, newest first, page 1 of 1' });
    expect(api.requests[0]?.path).toBe('/api/admin/inbox?status=new&needsCallback=true&q=park&pageNo=1&size=20');
    const [, ticket, lead] = within(table).getAllByRole('row');
    expect(within(ticket!).getByRole('link', { name: 'Tess Lee' })).toHaveAttribute('href', '/admin/inbox/ticket/t1');
    expect(within(ticket!).getByText('Booking page stuck')).toBeInTheDocument();
    expect(within(ticket!).getByText('Support ticket')).toBeInTheDocument();
    expect(within(lead!).getByText('Chat lead')).toBeInTheDocument();
    expect(within(lead!).getByText('Call back')).toBeInTheDocument();
    expect(within(lead!).getByText('New')).toBeInTheDocument();
  });

  it('lists a booking issue with its badge, its subject and a link to its page', async () => {
    fakeApi({ 'GET /api/admin/inbox': ok({ items: [summary('bi-1', { kind: 'booking', source: 'booking', name: 'Noor Aziz', subject: ISSUE_SUBJECT, preview: 'Two rooms were not cleaned.' })], pageNo: 1, size: 20, total: 1, pages: 1 }) });
    renderAs(ADMIN, <InboxPage view={parseInboxView({ source: 'booking' })} />);
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'Noor Aziz' })).toHaveAttribute('href', '/admin/inbox/booking/bi-1');
    expect(within(row!).getByText('Booking issue')).toBeInTheDocument();
    expect(within(row!).getByText(ISSUE_SUBJECT)).toBeInTheDocument();
  });

  it('filters on booking issues through the URL', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /api/admin/inbox': ok({ items: [summary('i1')], pageNo: 1, size: 20, total: 1, pages: 1 }) });
    renderAs(ADMIN, <InboxPage view={parseInboxView({ kind: 'booking', source: 'booking' })} />);
    await screen.findByRole('table');
    expect(api.requests[0]?.path).toBe('/api/admin/inbox?kind=booking&source=booking&pageNo=1&size=20');
    expect(screen.getByLabelText('Kind')).toHaveValue('booking');
    expect(screen.getByLabelText('Source')).toHaveValue('booking');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Booking issues');
    await user.selectOptions(screen.getByLabelText('Source'), 'Booking issue');
    await user.selectOptions(screen.getByLabelText('Status'), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(navigation.push).toHaveBeenCalledWith('/admin/inbox?kind=booking&status=in_progress&source=booking');
  });

  it('applies the chosen filters through the URL', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/admin/inbox': ok({ items: [summary('i1')], pageNo: 1, size: 20, total: 1, pages: 1 }) });
    renderAs(ADMIN, <InboxPage view={parseInboxView({})} />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Kind'), 'inquiry');
    await user.selectOptions(screen.getByLabelText('Source'), 'chat');
    await user.click(screen.getByRole('checkbox', { name: 'Needs a call back' }));
    await user.type(screen.getByLabelText('Search'), 'Lena');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(navigation.push).toHaveBeenCalledWith('/admin/inbox?kind=inquiry&source=chat&needsCallback=true&q=Lena');
  });

  it('says when nothing matches, and reads only sensible values from the URL', async () => {
    fakeApi({ 'GET /api/admin/inbox': ok({ items: [], pageNo: 1, size: 20, total: 0, pages: 1 }) });
    renderAs(ADMIN, <InboxPage view={parseInboxView({ kind: 'ticket' })} />);
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    expect(parseInboxView({ kind: 'email', status: 'open', needsCallback: 'yes', page: '0' })).toEqual({ kind: undefined, status: undefined, source: undefined, needsCallback: false, q: '', page: 1 });
    expect(inboxHref(parseInboxView({ status: 'closed' }), { page: 2 })).toBe('/admin/inbox?status=closed&page=2');
  });
});

describe('InboxItem', () => {
  it("shows a chat lead's transcript and notes, and no email reply", async () => {
    fakeApi({ 'GET /api/admin/inbox/inquiry/lead-1': ok(chatLead()) });
    renderAs(ADMIN, <InboxItem kind="inquiry" id="lead-1" />);
    expect(await screen.findByRole('heading', { name: 'Chat lead from Lena Park' })).toBeInTheDocument();
    expect(screen.getByText('The assistant could not answer: call the visitor back.')).toBeInTheDocument();
    const transcript = within(screen.getByRole('region', { name: 'Chat transcript' }));
    const messages = transcript.getAllByRole('listitem');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveTextContent('Visitor');
    expect(messages[0]).toHaveTextContent('Hello!');
    expect(messages[1]).toHaveTextContent('Assistant');
    const notes = within(screen.getByRole('region', { name: 'Notes' }));
    expect(notes.getByText('Left a voicemail.')).toBeInTheDocument();
    expect(notes.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reply by email' })).not.toBeInTheDocument();
  });

  it('moves the item along its statuses', async () => {
    const user = userEvent.setup();
    let status: InboxItemDetail['status'] = 'new';
    const api = fakeApi({
      'GET /api/admin/inbox/inquiry/inq-1': () => ok(inquiry(status === 'new' ? {} : { status, nextStatuses: ['closed'] })),
      'POST /api/admin/inbox/inquiry/inq-1/status': () => {
        status = 'in_progress';
        return ok({ status }, 'Status updated');
      },
    });
    renderAs(ADMIN, <InboxItem kind="inquiry" id="inq-1" />);
    await user.click(await screen.findByRole('button', { name: 'Mark in progress' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Status updated'));
    expect(JSON.parse(String(api.last('POST', '/api/admin/inbox/inquiry/inq-1/status')?.body))).toEqual({ status: 'in_progress' });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark in progress' })).not.toBeInTheDocument();
  });

  it('adds a note, with the error under the field when it is empty', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/inbox/inquiry/inq-1': ok(inquiry()),
      'POST /api/admin/inbox/inquiry/inq-1/notes': ok({ _id: 'n2', body: 'Sent a quote.', author: null, createdAt: '2026-03-02T17:00:00.000Z' }, 'Note added'),
    });
    renderAs(ADMIN, <InboxItem kind="inquiry" id="inq-1" />);
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note is required')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/inbox/inquiry/inq-1/notes')).toBeUndefined();

    await user.type(screen.getByLabelText('Add a note'), 'Sent a quote.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Note added'));
    expect(JSON.parse(String(api.last('POST', '/api/admin/inbox/inquiry/inq-1/notes')?.body))).toEqual({ body: 'Sent a quote.' });
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
  });

  it('replies by email to an inquiry with an address, showing server field errors', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = fakeApi({
      'GET /api/admin/inbox/inquiry/inq-1': ok(inquiry()),
      'POST /api/admin/inbox/inquiry/inq-1/reply': () =>
        ++attempt === 1 ? fail(400, 'Message must be at most 8000 characters', { message: 'Message must be at most 8000 characters' }) : ok({ to: 'visitor@example.ca' }, 'Reply sent to visitor@example.ca'),
    });
    renderAs(ADMIN, <InboxItem kind="inquiry" id="inq-1" />);
    const reply = within(await screen.findByRole('region', { name: 'Reply by email' }));
    expect(reply.getByText('visitor@example.ca')).toBeInTheDocument();
    expect(reply.getByLabelText('Subject')).toHaveValue('Your message to Hearth');
    await user.type(reply.getByLabelText('Message'), 'Yes, we clean carpets there.');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await reply.findByText('Message must be at most 8000 characters')).toBeInTheDocument();

    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reply sent to visitor@example.ca'));
    expect(JSON.parse(String(api.last('POST', '/api/admin/inbox/inquiry/inq-1/reply')?.body))).toEqual({ subject: 'Your message to Hearth', message: 'Yes, we clean carpets there.' });
  });

  it('shows a booking issue with what happened and a link to its booking, where it is settled', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/inbox/booking/bi-1': ok(bookingIssue()),
      'POST /api/admin/inbox/booking/bi-1/notes': ok({ _id: 'n3', body: 'Asked the provider for photos.', author: null, createdAt: '2026-03-02T17:00:00.000Z' }, 'Note added'),
    });
    renderAs(ADMIN, <InboxItem kind="booking" id="bi-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: ISSUE_SUBJECT })).toBeInTheDocument();
    const issue = within(screen.getByRole('region', { name: 'Issue' }));
    expect(issue.getByText('Problem reported by the customer')).toBeInTheDocument();
    expect(issue.getByRole('link', { name: 'Open booking' })).toHaveAttribute('href', '/admin/bookings/b-42');
    expect(issue.getByText('Two rooms were not cleaned.')).toBeInTheDocument();
    expect(issue.getByText('Noor Aziz')).toBeInTheDocument();
    expect(screen.getByText(/Booking issue · received/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Add a note'), 'Asked the provider for photos.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Note added'));
    expect(api.last('POST', '/api/admin/inbox/booking/bi-1/notes')).toBeDefined();
  });

  it('shows no booking link on other items', async () => {
    fakeApi({ 'GET /api/admin/inbox/inquiry/inq-1': ok(inquiry()) });
    renderAs(ADMIN, <InboxItem kind="inquiry" id="inq-1" />);
    expect(await screen.findByRole('region', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open booking' })).not.toBeInTheDocument();
  });

  it('says when the item cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/inbox/ticket/t404': fail(404, 'Support ticket not found') });
    renderAs(ADMIN, <InboxItem kind="ticket" id="t404" />);
    expect(await screen.findByText('We could not load this item')).toBeInTheDocument();
    expect(screen.getByText('Support ticket not found')).toBeInTheDocument();
  });
});
