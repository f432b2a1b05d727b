// The conversation: its session, its messages, the reply being waited for, and retrying a failed one.
import { useRef, useState } from 'react';
import type { ResolvedChatOptions } from './options';
import { randomUuid, readStoredSessionId, storeSessionId } from './session';
import type { ChatMessage } from './types';
import { loadPreviousSession, readReply, readReplyStream, sendMessage } from './webhook';

interface FailedSend {
  text: string;
  files: File[];
}

interface Reply {
  id: string;
  text: string;
}

export interface Chat {
  messages: ChatMessage[];
  /** Null until a session is restored or started; the welcome screen shows meanwhile. */
  sessionId: string | null;
  /** True while the previous session loads or a reply is awaited. */
  waiting: boolean;
  /** The last send that failed, which `retry` sends again. */
  failed: FailedSend | null;
  /** The last complete reply (all its bubbles), announced to screen readers. */
  lastReply: Reply | null;
  start: () => Promise<void>;
  startNewSession: () => string;
  send: (text: string, files: File[]) => Promise<void>;
  retry: () => Promise<void>;
}

function botMessage(text: string): ChatMessage {
  return { id: randomUuid(), text, sender: 'bot', createdAt: new Date().toISOString() };
}

export function useChat(options: ResolvedChatOptions): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState<FailedSend | null>(null);
  const [lastReply, setLastReply] = useState<Reply | null>(null);
  const started = useRef(false);

  function startNewSession(): string {
    const id = randomUuid();
    storeSessionId(id);
    setSessionId(id);
    return id;
  }

  /** Runs once, when the window first opens: restores the stored conversation or starts a new one. */
  async function start(): Promise<void> {
    if (started.current) return;
    started.current = true;
    const storedId = options.loadPreviousSession ? readStoredSessionId() : null;
    if (storedId) {
      setWaiting(true);
      try {
        const previous = await loadPreviousSession(options, storedId);
        // Like n8n, a stored id with no messages behind it does not count as a session.
        if (previous.length > 0) {
          setMessages(previous);
          setSessionId(storedId);
          return;
        }
      } catch (error) {
        console.error('Hearth chat: could not load the previous session', error);
      } finally {
        setWaiting(false);
      }
    }
    if (!options.showWelcomeScreen) startNewSession();
  }

  /** Adds one bubble per workflow node that speaks (a begin/end pair); returns them, empty if none spoke. */
  async function streamReply(response: Response): Promise<ChatMessage[]> {
    const bubbles: ChatMessage[] = [];
    let extendLast = false;
    await readReplyStream(response, (chunk) => {
      if (chunk.type === 'error') throw new Error(`Chat stream error: ${chunk.content ?? 'no details'}`);
      if (chunk.type !== 'item') {
        extendLast = false;
        return;
      }
      const content = chunk.content ?? '';
      const last = bubbles.at(-1);
      if (extendLast && last) {
        const extended = { ...last, text: last.text + content };
        bubbles[bubbles.length - 1] = extended;
        setMessages((list) => list.map((message) => (message.id === extended.id ? extended : message)));
      } else {
        const bubble = botMessage(content);
        bubbles.push(bubble);
        extendLast = true;
        setMessages((list) => [...list, bubble]);
      }
    });
    return bubbles;
  }

  function addReply(reply: ChatMessage) {
    setMessages((list) => [...list, reply]);
    setLastReply(reply);
  }

  async function requestReply(text: string, files: File[]): Promise<void> {
    const id = sessionId ?? startNewSession();
    setWaiting(true);
    setFailed(null);
    try {
      const response = await sendMessage(options, id, text, files);
      if (!options.enableStreaming) {
        addReply(botMessage(await readReply(response)));
      } else {
        const bubbles = await streamReply(response);
        const last = bubbles.at(-1);
        // A stream in which nobody spoke still gets a bubble: '<Empty response>'.
        if (!last) addReply(botMessage(''));
        else setLastReply({ id: last.id, text: bubbles.map((bubble) => bubble.text).join('\n\n') });
      }
    } catch (error) {
      console.error('Hearth chat: the webhook call failed', error);
      setFailed({ text, files });
    } finally {
      setWaiting(false);
    }
  }

  async function send(text: string, files: File[]): Promise<void> {
    const message: ChatMessage = { id: randomUuid(), text, sender: 'user', createdAt: new Date().toISOString(), files };
    setMessages((list) => [...list, message]);
    await requestReply(text, files);
  }

  async function retry(): Promise<void> {
    if (failed) await requestReply(failed.text, failed.files);
  }

  return { messages, sessionId, waiting, failed, lastReply, start, startNewSession, send, retry };
}
