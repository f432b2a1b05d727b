// The message box: multi-line text, optional file attachments shown as chips, and the send button.
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { FileChip } from './file-chip';
import { PaperclipIcon, SendIcon } from './icons';

interface ChatInputProps {
  t: (key: string) => string;
  /** The widget is disabled: nothing can be typed or sent. */
  disabled: boolean;
  /** A reply (or the previous session) is on its way. */
  waiting: boolean;
  allowFileUploads: boolean;
  allowedFilesMimeTypes: string;
  /** The visitor's earlier messages, oldest first, walked with Arrow Up / Arrow Down. */
  history: string[];
  onSend: (text: string, files: File[]) => Promise<void>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function ChatInput({
  t,
  disabled,
  waiting,
  allowFileUploads,
  allowedFilesMimeTypes,
  history,
  onSend,
  textareaRef,
}: ChatInputProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [historyIndex, setHistoryIndex] = useState<number | null>(null);
  // What the visitor was typing before walking the history; Arrow Down past the newest brings it back.
  const draft = useRef('');

  const canSend = text.trim() !== '' && !waiting && !disabled;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    // A closed window has nothing to measure; the box keeps its one-row height.
    if (!textarea || textarea.scrollHeight === 0) return;
    // Grow with the text; the stylesheet's max-height takes over from there. The borders add to
    // scrollHeight because the box is sized border-box.
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
  }, [text, textareaRef]);

  async function submit() {
    if (!canSend) return;
    setText('');
    setHistoryIndex(null);
    await onSend(text, files);
    setFiles([]);
  }

  function recall(index: number | null) {
    setHistoryIndex(index);
    setText(index === null ? draft.current : (history[index] ?? ''));
  }

  function walkHistory(event: KeyboardEvent<HTMLTextAreaElement>, step: -1 | 1) {
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    // Only from the first line (up) or the last line (down), so the arrows still move the caret in a long message.
    const onEdgeLine = step === -1 ? !value.slice(0, selectionStart).includes('\n') : !value.slice(selectionEnd).includes('\n');
    if (!onEdgeLine) return;
    if (step === -1) {
      if (history.length === 0) return;
      if (historyIndex === null) draft.current = text;
      recall(historyIndex === null ? history.length - 1 : Math.max(0, historyIndex - 1));
    } else {
      if (historyIndex === null) return;
      recall(historyIndex + 1 < history.length ? historyIndex + 1 : null);
    }
    event.preventDefault();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Keys that pick or confirm an IME candidate belong to the composition (229 is how some browsers report them).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'ArrowUp') {
      walkHistory(event, -1);
    } else if (event.key === 'ArrowDown') {
      walkHistory(event, 1);
    }
  }

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // A file picked again replaces the earlier one: chips are removed by name.
    setFiles((current) => [...current.filter((file) => !picked.some((pick) => pick.name === file.name)), ...picked]);
    // Lets the visitor pick a file they just removed again.
    event.target.value = '';
  }

  function removeFile(name: string) {
    setFiles((current) => current.filter((file) => file.name !== name));
  }

  return (
    <form
      className="hearth-chat-input"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="hearth-chat-input-row">
        <textarea
          ref={textareaRef}
          className="hearth-chat-textarea"
          rows={1}
          value={text}
          placeholder={t('inputPlaceholder')}
          aria-label={t('inputLabel')}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setHistoryIndex(null);
          }}
          onKeyDown={handleKeyDown}
        />
        {allowFileUploads && (
          <label className="hearth-chat-icon-button hearth-chat-attach" title={t('attachButton')}>
            <input
              type="file"
              className="hearth-chat-sr-only"
              multiple
              accept={allowedFilesMimeTypes || undefined}
              disabled={waiting}
              onChange={addFiles}
            />
            <PaperclipIcon />
            <span className="hearth-chat-sr-only">{t('attachButton')}</span>
          </label>
        )}
        <button
          type="submit"
          className="hearth-chat-icon-button hearth-chat-send"
          aria-label={t('sendButton')}
          title={t('sendButton')}
          disabled={!canSend}
        >
          <SendIcon />
        </button>
      </div>
      {files.length > 0 && !waiting && (
        <ul className="hearth-chat-chips">
          {files.map((file) => (
            <li key={file.name}>
              <FileChip
                file={file}
                removeLabel={`${t('removeFile')} ${file.name}`}
                onRemove={() => removeFile(file.name)}
              />
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
