// The conversation: its session, its messages, the reply being waited for, and retrying a failed one.
import { useRef, useState } from 'react';
import type { ResolvedChatOptions } from './options';
import { randomUuid, readStoredSessionId, storeSessionId } from './session';
import type { ChatMessage } from './types';
import { loadPreviousSession, readReply, readReplyStream, sendMessage, type StreamChunk } from './webhook';

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

  /**
   * Shows a reply's chunks as bubbles, growing as they arrive: one bubble per workflow node run that
   * speaks (n8n labels chunks with nodeId and runIndex, and two nodes' chunks may interleave), or, for
   * chunks that name no node, one per begin/end pair. An `error` chunk fails the reply once it has been
   * read, and what already arrived stays on screen.
   */
  function replyBubbles() {
    const bubbles = new Map<string, ChatMessage>();
    let unnamedGroup = 0;
    let failure: string | null = null;
    function take(chunk: StreamChunk) {
      const { metadata } = chunk;
      if (chunk.type === 'error') failure = chunk.content ?? 'no details';
      if (chunk.type !== 'item') {
        if (!metadata) unnamedGroup += 1;
        return;
      }
      const content = chunk.content ?? '';
      // Like n8n's own client, an empty chunk opens no bubble: a reply made only of them counts as empty.
      if (content === '') return;
      const group = metadata ? JSON.stringify([metadata.nodeId, metadata.runIndex ?? 0]) : `unnamed ${unnamedGroup}`;
      const bubble = bubbles.get(group);
      if (bubble) {
        const grown = { ...bubble, text: bubble.text + content };
        bubbles.set(group, grown);
        setMessages((list) => list.map((message) => (message.id === grown.id ? grown : message)));
      } else {
        const opened = botMessage(content);
        bubbles.set(group, opened);
        setMessages((list) => [...list, opened]);
      }
    }
    function finish() {
      if (failure !== null) throw new Error(`Chat stream error: ${failure}`);
      const shown = [...bubbles.values()];
      const last = shown.at(-1);
      if (!last) {
        // A reply in which nobody spoke still gets a bubble: '<Empty response>'.
        const empty = botMessage('');
        setMessages((list) => [...list, empty]);
        setLastReply(empty);
      } else {
        setLastReply({ id: last.id, text: shown.map((bubble) => bubble.text).join('\n\n') });
      }
    }
    return { take, finish };
  }

  async function requestReply(text: string, files: File[]): Promise<void> {
    const id = sessionId ?? startNewSession();
    setWaiting(true);
    setFailed(null);
    try {
      const response = await sendMessage(options, id, text, files);
      const reply = replyBubbles();
      if (options.enableStreaming) await readReplyStream(response, reply.take);
      else (await readReply(response)).forEach(reply.take);
      reply.finish();
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
