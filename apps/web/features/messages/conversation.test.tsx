import { MESSAGE_REQUIRED, THREAD_NOT_OPEN_MESSAGE, THREAD_READ_ONLY_MESSAGE } from '@hearth/shared/account';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { Conversation } from './conversation';
import { customer, makeMessage, makeThread } from './test-data';

// The socket is realtime-provider's business (its own tests); here events are raised by hand.
const realtime = vi.hoisted(() => ({ handlers: new Map<string, (message: { event: string; data: Record<string, unknown> }) => void>() }));
vi.mock('@/features/realtime', () => ({
  useRealtimeEvent: (events: readonly string[], handler: (message: { event: string; data: Record<string, unknown> }) => void) => {
    realtime.handlers.set(events.join(' '), handler);
  },
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const THREAD = 'GET /api/booking/b1/messages';
const SEND = 'POST /api/booking/b1/messages';
const READ = 'POST /api/booking/b1/messages/read';

function push(event: string, data: Record<string, unknown>) {
  for (const [events, handler] of realtime.handlers) {
    if (events.split(' ').includes(event)) act(() => handler({ event, data }));
  }
}

function renderConversation(routes: Parameters<typeof fakeApi>[0], onRead = vi.fn()) {
  const api = fakeApi({ [READ]: ok({ unreadCount: 0 }), ...routes });
  const user = userEvent.setup();
  const view = renderAs('customer', <Conversation bookingId="b1" onRead={onRead} />);
  return { api, user, onRead, ...view };
}

/** The text of each message in the log, top to bottom. */
async function shownMessages() {
  const log = await screen.findByRole('log', { name: 'Messages with Sam O.' });
  return within(log)
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === log)
    .map((item) => item.querySelector('p:nth-of-type(2)')?.textContent);
}

const file = (name: string, type: string, size?: number) => {
  const made = new File(['content'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};

beforeEach(() => {
  realtime.handlers.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

describe('Conversation', () => {
  it('shows the thread oldest to newest, the user’s own messages as “You”, with the counterpart in the heading', async () => {
    const mine = makeMessage(2, { sender: customer, text: 'Please use the side door' });
    renderConversation({ [THREAD]: ok(makeThread({ messages: [makeMessage(3), mine, makeMessage(1)] })) });

    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
    expect(await screen.findByRole('heading', { name: 'Messages with Sam O.' })).toBeInTheDocument();
    expect(await shownMessages()).toEqual(['Message 1', 'Please use the side door', 'Message 3']);
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getAllByText('Sam O.')).toHaveLength(2);
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:01:00.000Z');
  });

  it('loads earlier messages on request, before the oldest one shown', async () => {
    const { user } = renderConversation({
      [THREAD]: ok(makeThread({ messages: [makeMessage(4), makeMessage(3)], hasMore: true })),
      [`${THREAD}?before=m3`]: ok(makeThread({ messages: [makeMessage(2), makeMessage(1)], hasMore: false })),
    });
    expect(await shownMessages()).toEqual(['Message 3', 'Message 4']);
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(async () => expect(await shownMessages()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('says when messages open instead of offering the composer before a provider accepts', async () => {
    renderConversation({ [THREAD]: ok(makeThread({ open: false, canSend: false, closedReason: THREAD_NOT_OPEN_MESSAGE, counterpart: null })) });
    expect(await screen.findByText(THREAD_NOT_OPEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a read-only thread with the reason and no composer', async () => {
    renderConversation({ [THREAD]: ok(makeThread({ messages: [makeMessage(1)], canSend: false, closedReason: THREAD_READ_ONLY_MESSAGE })) });
    expect(await shownMessages()).toEqual(['Message 1']);
    expect(screen.getByText(THREAD_READ_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('sends text as JSON with the token, shows the message and empties the box', async () => {
    const sent = makeMessage(5, { sender: customer, text: 'See you at 2' });
    const { api, user } = renderConversation({ [THREAD]: ok(makeThread()), [SEND]: { status: 201, body: { success: true, data: sent } } });
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message to Sam O.' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(box, '  See you at 2 ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await shownMessages()).toEqual(['See you at 2']);
    const request = api.last('POST', '/api/booking/b1/messages');
    expect(JSON.parse(String(request?.body))).toEqual({ text: 'See you at 2' });
    expect(request?.headers.Authorization).toBe('Bearer token-1');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('sends files as multipart with the text, and a chosen file can be removed before sending', async () => {
    const sent = makeMessage(5, { sender: customer, text: 'The leak' });
    const { api, user } = renderConversation({ [THREAD]: ok(makeThread()), [SEND]: { status: 201, body: { success: true, data: sent } } });
    const picker = await screen.findByLabelText('Attach files');
    expect(picker).toHaveAttribute('accept', '.png,.jpg,.gif,.jpeg,.webp,.pdf');
    await user.upload(picker, [file('leak.jpg', 'image/jpeg'), file('quote.pdf', 'application/pdf')]);
    const chips = screen.getByRole('list', { name: 'Files to send' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['leak.jpg7 B', 'quote.pdf7 B']);
    await user.click(screen.getByRole('button', { name: 'Remove quote.pdf' }));
    // A file alone can be sent.
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    await user.type(screen.getByRole('textbox'), 'The leak');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.last('POST', '/api/booking/b1/messages')).toBeDefined());
    const body = api.last('POST', '/api/booking/b1/messages')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('text')).toBe('The leak');
    expect((form.getAll('files') as File[]).map((sentFile) => sentFile.name)).toEqual(['leak.jpg']);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument());
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const sent = makeMessage(5, { sender: customer, text: 'Hello\nthere' });
    const { api, user } = renderConversation({ [THREAD]: ok(makeThread()), [SEND]: { status: 201, body: { success: true, data: sent } } });
    const box = await screen.findByRole('textbox');
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(api.requests.filter((request) => request.method === 'POST' && request.path === '/api/booking/b1/messages')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(JSON.parse(String(api.last('POST', '/api/booking/b1/messages')?.body))).toEqual({ text: 'Hello\nthere' }));
    // The line break is kept on screen.
    const log = screen.getByRole('log');
    expect(within(log).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Hello\nthere')).toHaveClass('whitespace-pre-wrap');
  });

  it('does not send an Enter that confirms an input method’s composition', async () => {
    const { api, user } = renderConversation({ [THREAD]: ok(makeThread()) });
    const box = await screen.findByRole('textbox');
    await user.type(box, 'にほん');
    await act(async () => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }));
    });
    expect(api.requests.some((request) => request.method === 'POST' && request.path === '/api/booking/b1/messages')).toBe(false);
    expect(box).toHaveValue('にほん');
  });

  it('refuses a file over 10 MB, a type it cannot send and a sixth file, saying why', async () => {
    const { user } = renderConversation({ [THREAD]: ok(makeThread()) });
    const picker = await screen.findByLabelText('Attach files');
    await user.upload(picker, file('huge.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png is larger than 10 MB');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();

    const lenient = userEvent.setup({ applyAccept: false });
    await lenient.upload(picker, file('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt: Only .png .jpg .gif .jpeg .webp .pdf are allowed');

    await user.upload(picker, [1, 2, 3, 4, 5, 6].map((n) => file(`photo-${n}.png`, 'image/png')));
    expect(screen.getByRole('alert')).toHaveTextContent('You can attach up to 5 files to a message');
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it.each([
    [400, 'Please check the message', { text: MESSAGE_REQUIRED }, MESSAGE_REQUIRED],
    [409, THREAD_READ_ONLY_MESSAGE, undefined, THREAD_READ_ONLY_MESSAGE],
    [413, 'File too large', undefined, 'File too large'],
    [415, 'Unsupported file', { files: 'leak.jpg is not a PNG, JPG, GIF, WEBP or PDF file' }, 'leak.jpg is not a PNG, JPG, GIF, WEBP or PDF file'],
  ])('shows the API’s %i next to the composer and keeps what was written', async (status, message, errors, shown) => {
    const { user } = renderConversation({ [THREAD]: ok(makeThread()), [SEND]: fail(status, message, errors) });
    const box = await screen.findByRole('textbox');
    await user.type(box, 'Are you coming?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(box).toHaveValue('Are you coming?');
  });

  it('replaces the composer with the reason when the thread closed meanwhile (409)', async () => {
    let thread = makeThread();
    const { user } = renderConversation({
      [THREAD]: () => ok(thread),
      [SEND]: () => {
        thread = makeThread({ canSend: false, closedReason: THREAD_READ_ONLY_MESSAGE });
        return fail(409, THREAD_READ_ONLY_MESSAGE);
      },
    });
    await user.type(await screen.findByRole('textbox'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(screen.getByText(THREAD_READ_ONLY_MESSAGE)).toBeInTheDocument();
  });

  it('adds a pushed message once, however many times it arrives, and ignores other bookings', async () => {
    const sent = makeMessage(5, { sender: customer, text: 'Mine' });
    const { user } = renderConversation({ [THREAD]: ok(makeThread({ messages: [makeMessage(1)] })), [SEND]: { status: 201, body: { success: true, data: sent } } });
    expect(await shownMessages()).toEqual(['Message 1']);

    push('BookingMessage', { bookingId: 'b1', message: makeMessage(2) });
    push('BookingMessage', { bookingId: 'b1', message: makeMessage(2) });
    push('BookingMessage', { bookingId: 'b2', message: makeMessage(3, { bookingId: 'b2' }) });
    expect(await shownMessages()).toEqual(['Message 1', 'Message 2']);

    // The sender's own socket hears the message it just sent.
    await user.type(screen.getByRole('textbox'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await shownMessages()).toEqual(['Message 1', 'Message 2', 'Mine']));
    push('BookingMessage', { bookingId: 'b1', message: sent });
    expect(await shownMessages()).toEqual(['Message 1', 'Message 2', 'Mine']);
  });

  it('marks unread messages read while on screen, then lets the lists refresh their badges', async () => {
    const { api, onRead } = renderConversation({ [THREAD]: ok(makeThread({ messages: [makeMessage(2), makeMessage(1)], unreadCount: 2 })) });
    await waitFor(() => expect(onRead).toHaveBeenCalledOnce());
    const reads = () => api.requests.filter((request) => request.method === 'POST' && request.path === '/api/booking/b1/messages/read');
    expect(reads()).toHaveLength(1);
    expect(reads()[0]?.headers.Authorization).toBe('Bearer token-1');

    // A new message from the provider while the thread is open is read too; one of the user's own is not unread.
    push('BookingMessage', { bookingId: 'b1', message: makeMessage(3) });
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(2));
    push('BookingMessage', { bookingId: 'b1', message: makeMessage(4, { sender: customer }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads()).toHaveLength(2);
  });

  it('does not mark a thread with nothing unread', async () => {
    const { api } = renderConversation({ [THREAD]: ok(makeThread({ messages: [makeMessage(1)] })) });
    expect(await shownMessages()).toEqual(['Message 1']);
    expect(api.requests.some((request) => request.path.endsWith('/read'))).toBe(false);
  });

  it('shows a script tag in a message as text', async () => {
    renderConversation({ [THREAD]: ok(makeThread({ messages: [makeMessage(1, { text: '<script>window.hacked = true</script><b>bold</b>' })] })) });
    expect(await screen.findByText('<script>window.hacked = true</script><b>bold</b>')).toBeInTheDocument();
    expect(screen.getByRole('log').querySelector('script, b')).toBeNull();
  });

  it('re-reads a thread that was not open when a provider accepts', async () => {
    let thread = makeThread({ open: false, canSend: false, closedReason: THREAD_NOT_OPEN_MESSAGE, counterpart: null });
    renderConversation({ [THREAD]: () => ok(thread) });
    await screen.findByText(THREAD_NOT_OPEN_MESSAGE);
    thread = makeThread();
    push('AcceptBooking', { bookingId: 'b1' });
    expect(await screen.findByRole('textbox', { name: 'Message to Sam O.' })).toBeInTheDocument();
  });

  it('offers a retry when the thread cannot be loaded', async () => {
    let answer = fail(500, 'Something went wrong on our side. Please try again.');
    const { user } = renderConversation({ [THREAD]: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the messages');
    answer = ok(makeThread({ messages: [makeMessage(1)] }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await shownMessages()).toEqual(['Message 1']);
  });

  describe('attachments', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:hearth/1');
      URL.revokeObjectURL = vi.fn();
    });

    const attachment = (name: string, contentType: string) => ({
      _id: `a-${name}`,
      fileName: name,
      contentType,
      sizeBytes: 2048,
      url: `/api/booking/b1/messages/m1/attachments/a-${name}`,
    });

    it('shows a picture fetched with the token, and releases it when the thread goes away', async () => {
      const { api, unmount } = renderConversation({
        [THREAD]: ok(makeThread({ messages: [makeMessage(1, { text: '', attachments: [attachment('leak.jpg', 'image/jpeg')] })] })),
        'GET /api/booking/b1/messages/m1/attachments/a-leak.jpg': { raw: 'JPEG bytes' },
      });
      const picture = await screen.findByRole('img', { name: 'leak.jpg' });
      await waitFor(() => expect(picture).toHaveAttribute('src', 'blob:hearth/1'));
      expect(picture.closest('a')).toHaveAttribute('href', 'blob:hearth/1');
      expect(api.last('GET', '/api/booking/b1/messages/m1/attachments/a-leak.jpg')?.headers.Authorization).toBe('Bearer token-1');
      unmount();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:hearth/1');
    });

    it('downloads a PDF with the token, under its name', async () => {
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { api, user } = renderConversation({
        [THREAD]: ok(makeThread({ messages: [makeMessage(1, { attachments: [attachment('quote.pdf', 'application/pdf')] })] })),
        'GET /api/booking/b1/messages/m1/attachments/a-quote.pdf': { raw: '%PDF-1.4 quote' },
      });
      expect(await screen.findByText('quote.pdf')).toBeInTheDocument();
      expect(screen.getByText('2 KB')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Download quote.pdf' }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      expect(api.last('GET', '/api/booking/b1/messages/m1/attachments/a-quote.pdf')?.headers.Authorization).toBe('Bearer token-1');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('quote.pdf');
    });
  });
});
