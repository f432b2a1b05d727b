'use client';
// Writing a message: text (Enter sends, Shift+Enter starts a new line), up to five files shown as
// removable chips, and the API's refusal shown next to it. What was written stays if sending fails.
import { MESSAGE_MAX_LENGTH } from '@hearth/shared/account';
import { FileText, ImageIcon, Paperclip, Send, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { ApiError, errorMessage } from '@/lib/api';
import { formatFileSize } from '@/lib/file-size';
import { useFormat } from '@/lib/format';
import { useLocalizeMessage } from '@/lib/use-localize-message';
import { addAttachments, ATTACHMENT_ACCEPT, type AttachmentProblem } from './attachment-rules';
import type { NewMessage } from './messages-api';

/** Shown once the text comes this close to the limit. */
const LENGTH_WARNING_AT = MESSAGE_MAX_LENGTH - 200;

/** The field messages (`files`, `text`) say more than the envelope's message; 409 says why the thread is closed. */
function sendError(error: unknown): string {
  if (error instanceof ApiError) return error.errors.files ?? error.errors.text ?? error.message;
  return errorMessage(error);
}

interface MessageComposerProps {
  counterpartName: string | null;
  onSend: (message: NewMessage) => Promise<unknown>;
}

export function MessageComposer({ counterpartName, onSend }: MessageComposerProps) {
  const t = useTranslations('account.messages');
  const format = useFormat();
  const localizeMessage = useLocalizeMessage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const canSend = !sending && (text.trim() !== '' || files.length > 0);

  async function send() {
    if (!canSend) return;
    setSending(true);
    setProblems([]);
    try {
      await onSend({ text: text.trim(), files });
      setText('');
      setFiles([]);
    } catch (error) {
      setProblems([sendError(error)]);
    } finally {
      setSending(false);
      textArea.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing (Japanese, Chinese…) confirms the word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void send();
  }

  function problemText(problem: AttachmentProblem): string {
    if (problem.kind === 'type') return `${problem.fileName}: ${localizeMessage(problem.message)}`;
    if (problem.kind === 'size') return t('tooLarge', { name: problem.fileName, size: formatFileSize(problem.maxBytes, format) });
    return t('tooMany', { max: problem.max });
  }

  function pick(picked: FileList | null) {
    const result = addAttachments(files, Array.from(picked ?? []));
    setFiles(result.files);
    setProblems(result.problems.map(problemText));
    // The same file can be picked again after it was removed.
    if (fileInput.current) fileInput.current.value = '';
  }

  function remove(file: File) {
    setFiles((current) => current.filter((item) => item !== file));
    setProblems([]);
    textArea.current?.focus();
  }

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        ref={textArea}
        label={counterpartName ? t('messageTo', { name: counterpartName }) : t('message')}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        hint={text.length >= LENGTH_WARNING_AT ? t('charactersLeft', { count: MESSAGE_MAX_LENGTH - text.length }) : t('enterHint')}
      />

      {files.length > 0 && (
        <ul aria-label={t('filesToSend')} className="flex flex-wrap gap-2">
          {files.map((file) => {
            const Icon = file.type.startsWith('image/') ? ImageIcon : FileText;
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex max-w-full items-center gap-1.5 rounded-full border border-slate-300 bg-slate-50 py-1 pr-1 pl-3 text-sm text-ink">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="min-w-0 truncate">{file.name}</span>
                <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size, format)}</span>
                <button
                  type="button"
                  onClick={() => remove(file)}
                  aria-label={t('removeNamed', { name: file.name })}
                  className="flex size-7 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {problems.length > 0 && (
        <Alert tone="error">
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <ul className="list-disc space-y-0.5 pl-4">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <div className="flex items-center justify-between gap-3">
        {/* The picker itself stays hidden: the button opens it, so its focus ring and name are the button's. */}
        <input ref={fileInput} type="file" multiple accept={ATTACHMENT_ACCEPT} hidden aria-label={t('attach')} onChange={(event) => pick(event.target.files)} />
        <Button variant="secondary" size="sm" disabled={sending} onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden="true" className="size-4" />
          {t('attach')}
        </Button>
        <Button type="submit" size="sm" disabled={!canSend} loading={sending}>
          {!sending && <Send aria-hidden="true" className="size-4" />}
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
