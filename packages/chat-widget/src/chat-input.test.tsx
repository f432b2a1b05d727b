import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  conversation,
  expectInConversation,
  messageBox,
  openChat,
  pendingReply,
  renderWidget,
  sendButton,
  sentRequest,
  stubWebhook,
} from './test-support';

const pdf = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' });
const photo = new File(['png'], 'leak.png', { type: 'image/png' });

function attachInput() {
  return screen.getByLabelText('Attach files') as HTMLInputElement;
}

function chips() {
  return screen.queryAllByRole('button', { name: /^Remove / });
}

describe('chat input', () => {
  it('send is disabled while the text is empty, even with files attached', async () => {
    stubWebhook();
    const { user } = renderWidget({ allowFileUploads: true });
    await openChat(user);
    expect(sendButton()).toBeDisabled();
    await user.upload(attachInput(), pdf);
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), 'hello');
    expect(sendButton()).toBeEnabled();
  });

  it('Enter sends and clears the text; Shift+Enter makes a new line', async () => {
    const fetchMock = stubWebhook(Response.json({ output: 'Hi!' }));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('first line\nsecond line');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(messageBox()).toHaveValue('');
    expect(sentRequest(fetchMock, 0).json().chatInput).toBe('first line\nsecond line');
    await expectInConversation('Hi!');
  });

  it('Enter that confirms an IME composition does not send', async () => {
    const fetchMock = stubWebhook();
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'konnichiha');
    fireEvent.keyDown(messageBox(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(messageBox(), { key: 'Enter', keyCode: 229 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messageBox()).toHaveValue('konnichiha');
  });

  it('while a reply is awaited, send and attach are disabled but the text box is not', async () => {
    const reply = pendingReply();
    stubWebhook(reply.promise);
    const { user } = renderWidget({ allowFileUploads: true });
    await openChat(user);
    await user.type(messageBox(), 'Do you clean ovens?{Enter}');
    await user.type(messageBox(), 'And fridges?');
    expect(messageBox()).toBeEnabled();
    expect(sendButton()).toBeDisabled();
    expect(attachInput()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(messageBox()).toHaveValue('And fridges?');

    reply.resolve(Response.json({ output: 'Yes.' }));
    await expectInConversation('Yes.');
    expect(sendButton()).toBeEnabled();
    expect(attachInput()).toBeEnabled();
  });

  it('a disabled widget disables the text box and send', async () => {
    stubWebhook();
    const { user } = renderWidget({ disabled: true });
    await openChat(user);
    expect(messageBox()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });

  it('has one control without uploads and two with them, the picker taking several files of the allowed types', async () => {
    stubWebhook();
    const { user, unmount } = renderWidget();
    await openChat(user);
    expect(screen.queryByLabelText('Attach files')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getAllByRole('button', { name: /Send|Attach/ })).toHaveLength(1);
    unmount();
    // A fresh visitor, so the second widget has no stored session to load.
    window.localStorage.clear();

    const second = renderWidget({ allowFileUploads: true, allowedFilesMimeTypes: 'image/*,application/pdf' });
    await openChat(second.user);
    expect(attachInput()).toHaveAttribute('multiple');
    expect(attachInput()).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(sendButton()).toBeInTheDocument();
  });

  it('picking more files adds to the selection, and clicking a chip removes that file', async () => {
    stubWebhook();
    const { user } = renderWidget({ allowFileUploads: true });
    await openChat(user);
    await user.upload(attachInput(), pdf);
    await user.upload(attachInput(), photo);
    expect(chips().map((chip) => chip.textContent)).toEqual(['quote.pdf', 'leak.png']);

    await user.click(screen.getByRole('button', { name: 'Remove quote.pdf' }));
    expect(chips().map((chip) => chip.textContent)).toEqual(['leak.png']);
  });

  it('a chip shows the file name and an icon chosen from the first part of the MIME type', async () => {
    stubWebhook();
    const { user } = renderWidget({ allowFileUploads: true });
    await openChat(user);
    await user.upload(attachInput(), [
      new File(['a'], 'notes.txt', { type: 'text/plain' }),
      new File(['b'], 'voice.mp3', { type: 'audio/mpeg' }),
      photo,
      new File(['c'], 'walkthrough.mp4', { type: 'video/mp4' }),
      new File(['d'], 'blob.bin', { type: '' }),
    ]);
    const kinds = chips().map((chip) => {
      const icon = chip.querySelector('svg');
      expect(icon).toHaveAttribute('width', '24');
      expect(icon).toHaveAttribute('height', '24');
      return [chip.textContent, icon?.querySelector('[data-file-kind]')?.getAttribute('data-file-kind')];
    });
    expect(kinds).toEqual([
      ['notes.txt', 'document'],
      ['voice.mp3', 'audio'],
      ['leak.png', 'image'],
      ['walkthrough.mp4', 'video'],
      ['blob.bin', 'document'],
    ]);
  });

  it('on send the files go with the text, chips hide while sending, then the selection resets', async () => {
    const reply = pendingReply();
    const fetchMock = stubWebhook(reply.promise);
    const { user } = renderWidget({ allowFileUploads: true });
    await openChat(user);
    await user.upload(attachInput(), [pdf, photo]);
    await user.type(messageBox(), 'Here is the leak{Enter}');

    expect(messageBox()).toHaveValue('');
    expect(chips()).toHaveLength(0);
    const body = sentRequest(fetchMock, 0).body as FormData;
    expect(body.getAll('files')).toEqual([pdf, photo]);

    reply.resolve(Response.json({ output: 'Thanks, got them.' }));
    await expectInConversation('Thanks, got them.');
    expect(chips()).toHaveLength(0);
    // The sent message keeps its files, shown in the visitor's bubble.
    const sent = within(conversation()).getByText('Here is the leak').closest('li');
    expect(sent).toHaveTextContent('quote.pdf');
    expect(sent).toHaveTextContent('leak.png');
  });

  it('Arrow Up and Arrow Down walk through earlier messages and back to the draft', async () => {
    stubWebhook(Response.json({ output: 'One' }), Response.json({ output: 'Two' }));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'first{Enter}');
    await within(conversation()).findByText('One');
    await user.type(messageBox(), 'second{Enter}');
    await within(conversation()).findByText('Two');

    await user.type(messageBox(), 'draft');
    await user.keyboard('{ArrowUp}');
    expect(messageBox()).toHaveValue('second');
    await user.keyboard('{ArrowUp}');
    expect(messageBox()).toHaveValue('first');
    await user.keyboard('{ArrowUp}');
    expect(messageBox()).toHaveValue('first');
    await user.keyboard('{ArrowDown}');
    expect(messageBox()).toHaveValue('second');
    await user.keyboard('{ArrowDown}');
    expect(messageBox()).toHaveValue('draft');
  });

  it('Arrow Up below the first line of a message moves the caret instead of recalling history', async () => {
    stubWebhook(Response.json({ output: 'One' }));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'first{Enter}');
    await within(conversation()).findByText('One');
    await user.type(messageBox(), 'line one{Shift>}{Enter}{/Shift}line two');
    await user.keyboard('{ArrowUp}');
    expect(messageBox()).toHaveValue('line one\nline two');
  });
});
