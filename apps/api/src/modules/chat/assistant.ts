// The built-in assistant behind POST /api/chat/webhook (n8n chat protocol). It greets, asks for the
// visitor's name and phone number, stores that with what they need as a chat lead (an inquiry
// admins see, linked to the conversation), then answers from our own content. What it cannot
// answer it says a person will call back about, and the lead is flagged for a call.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { formatPhone, normalizePhone } from '@hearth/shared/phone';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { chatMessages, chatSessions, inquiries, type ChatFile } from '../../db/schema';
import { readContact } from '../../db/site-settings';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import type { CheckedDocument } from '../providers/documents';
import { contactAnswer, searchKnowledge, type KnowledgeHit } from './knowledge';

/** Messages one chat session may send per minute (the route also limits each address). */
export const CHAT_MESSAGES_PER_MINUTE = 20;

type Session = typeof chatSessions.$inferSelect;

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const GREETING = /^(hi|hello|hey|hiya|bonjour|salut|good (morning|afternoon|evening)|yo)\b[\s!.,]*(there)?[\s!.]*$/i;
const NAME_PREFIX = /^(hi|hello|hey)?[\s,!]*(my name is|my name's|i am|i'm|im|this is|it's|it is|name:?)\s+/i;
const NAME = /^[\p{L}][\p{L}'’.\- ]{0,59}$/u;
const PHONE_IN_TEXT = /(\+?1[\s-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

/** The visitor's name when the message is one ("I'm Maya", "Maya Roy"), else null. */
export function nameFrom(text: string): string | null {
  const candidate = text.trim().replace(NAME_PREFIX, '').replace(/[.!]+$/, '').trim();
  if (!NAME.test(candidate) || candidate.split(/\s+/).length > 4 || GREETING.test(candidate)) return null;
  return candidate.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

/** A Canadian (North American) number typed anywhere in the message, as +1XXXXXXXXXX. */
export function phoneFrom(text: string): string | null {
  const match = PHONE_IN_TEXT.exec(text);
  return match ? normalizePhone(match[0]) : null;
}

function contentPath(slug: string): string {
  // Page slugs are their paths, except the one the spec capitalises.
  return slug === 'reward-circle-terms-conditions' ? '/Reward-Circle-Terms-Conditions' : `/${slug}`;
}

function formatHit(webUrl: string, hit: KnowledgeHit): string {
  if (hit.kind === 'service') {
    const price = `${cad.format(hit.priceCents / 100)}${hit.priceUnit === 'hour' ? ' per hour' : ''}`;
    return `**${hit.title}** starts at **${price}** (before tax). ${hit.body}\n\n[Book Now](${webUrl}/services/${hit.slug}/book) · [See the details](${webUrl}/services/${hit.slug})`;
  }
  if (hit.kind === 'page') return `${hit.body}\n\nRead our [${hit.title}](${webUrl}${contentPath(hit.slug)}) for the details.`;
  return `**${hit.title}**\n\n${hit.body}`;
}

async function lockSession(tx: Tx, sessionId: string, clientAddress: string): Promise<Session> {
  await tx.insert(chatSessions).values({ id: sessionId, clientAddress }).onConflictDoNothing();
  const [session] = await tx.select().from(chatSessions).where(eq(chatSessions.id, sessionId)).for('update');
  return session!;
}

async function notifyTeam(ctx: AppContext, tx: Tx, subject: string, lines: string[]) {
  const { customerServiceEmail } = await readContact(tx);
  if (customerServiceEmail) await ctx.outbox.enqueue(tx, 'email', { to: customerServiceEmail, subject, text: lines.join('\n') });
  else ctx.log.warn({ subject }, 'chat lead stored but no customer-service email is configured (site setting "contact")');
}

/** The lead: an inquiry from the chat with the visitor's name, phone and first request. */
async function captureLead(ctx: AppContext, tx: Tx, session: Session, need: string): Promise<string> {
  const [lead] = await tx
    .insert(inquiries)
    .values({ name: session.visitorName, phone: session.phone!, description: need, source: 'chat', chatSessionId: session.id })
    .returning({ id: inquiries.id });
  await notifyTeam(ctx, tx, `New chat lead: ${session.visitorName}`, [
    'A visitor left their details with the chat assistant.',
    '',
    `Name: ${session.visitorName}`,
    `Phone: +1 ${formatPhone(session.phone!)}`,
    '',
    need,
    '',
    `Reference: ${lead!.id} (the transcript is with the lead).`,
  ]);
  return lead!.id;
}

/** An answer from our content, or the promise of a call back (flagging the lead). */
async function answer(ctx: AppContext, tx: Tx, session: Session, question: string): Promise<{ text: string; unanswered: boolean }> {
  const contact = await contactAnswer({ db: tx }, question);
  if (contact) return { text: contact, unanswered: false };
  const [best] = await searchKnowledge({ db: tx }, question);
  if (best) return { text: formatHit(ctx.config.webUrl, best), unanswered: false };
  if (session.inquiryId) {
    const [flagged] = await tx
      .update(inquiries)
      .set({ needsCallback: true, updatedAt: new Date() })
      .where(and(eq(inquiries.id, session.inquiryId), eq(inquiries.needsCallback, false)))
      .returning({ id: inquiries.id });
    if (flagged) {
      await notifyTeam(ctx, tx, `Chat lead needs a call back: ${session.visitorName}`, [
        `The assistant could not answer ${session.visitorName} (+1 ${formatPhone(session.phone!)}):`,
        '',
        question,
        '',
        `Reference: ${session.inquiryId}`,
      ]);
    }
  }
  const who = session.phone ? ` at +1 ${formatPhone(session.phone)}` : '';
  return { text: `I couldn't find an answer to that in our help pages. Someone from our team will call you${who} shortly.`, unanswered: true };
}

/** Decides the reply to one visitor message, moving the lead capture along. */
async function reply(ctx: AppContext, tx: Tx, session: Session, text: string, isFirst: boolean): Promise<{ text: string; unanswered: boolean; set: Partial<Session> }> {
  const said = (t: string, set: Partial<Session> = {}) => ({ text: t, unanswered: false, set });
  if (session.stage === 'name') {
    const name = nameFrom(text);
    if (name) return said(`Nice to meet you, ${name}! What's the best phone number to reach you?`, { visitorName: name, stage: 'phone' });
    const greeting = GREETING.test(text.trim());
    const hello = isFirst ? "Hi, I'm Hearth's assistant. " : '';
    if (greeting || !text.trim()) return said(`${hello}I can help with our services, prices and bookings. First, what's your name?`);
    // A question before the introductions: keep it, answer it once we know who to call back.
    return said(`${hello}Happy to help with that. First, what's your name?`, { pendingQuestion: text });
  }
  if (session.stage === 'phone') {
    const phone = phoneFrom(text);
    if (!phone) return said("That doesn't look like a Canadian phone number. Please type the 10 digits, like 416-555-0123.");
    const withPhone = { ...session, phone };
    if (!session.pendingQuestion) return said('Thanks! How can we help you today?', { phone, stage: 'need' });
    const inquiryId = await captureLead(ctx, tx, withPhone, session.pendingQuestion);
    const result = await answer(ctx, tx, { ...withPhone, inquiryId }, session.pendingQuestion);
    return { ...result, text: `Thanks, ${session.visitorName}. About your question:\n\n${result.text}`, set: { phone, inquiryId, pendingQuestion: null, stage: 'open' } };
  }
  if (session.stage === 'need') {
    const inquiryId = await captureLead(ctx, tx, session, text);
    const result = await answer(ctx, tx, { ...session, inquiryId }, text);
    return { ...result, set: { inquiryId, stage: 'open' } };
  }
  return { ...(await answer(ctx, tx, session, text)), set: {} };
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Bytes of files already kept: in one session, or in every session the address opened in the last day. */
async function storedChatBytes(tx: Tx, where: { sessionId: string } | { clientAddress: string }): Promise<number> {
  const scope =
    'sessionId' in where
      ? sql`m.session_id = ${where.sessionId}`
      : sql`m.session_id in (select id from chat_sessions where client_address = ${where.clientAddress} and created_at > now() - interval '1 day')`;
  const [row] = await queryRows<{ bytes: number | string | null }>(
    tx,
    sql`select coalesce(sum((f->>'sizeBytes')::bigint), 0) as bytes from chat_messages m, jsonb_array_elements(m.files) f where ${scope}`,
  );
  return Number(row?.bytes ?? 0);
}

/** Refuses files past the session's (413) or the address's daily (429) storage allowance. */
async function assertChatStorageRoom(ctx: AppContext, tx: Tx, session: Session, clientAddress: string, incoming: number) {
  const { perSessionBytes, perAddressPerDayBytes } = ctx.config.chatStorage;
  const inSession = await storedChatBytes(tx, { sessionId: session.id });
  if (inSession + incoming > perSessionBytes) {
    throw new AppError(413, `This conversation can keep at most ${megabytes(perSessionBytes)} of files, and it already holds ${megabytes(inSession)}. Please send fewer or smaller files.`);
  }
  // Two sessions from one address must not both squeeze under the limit at once.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-storage:${clientAddress}`}))`);
  const fromAddress = await storedChatBytes(tx, { clientAddress });
  if (fromAddress + incoming > perAddressPerDayBytes) {
    throw new AppError(429, `Conversations from your network can keep at most ${megabytes(perAddressPerDayBytes)} of files a day. Please try again tomorrow, or send the files to our team by email.`);
  }
}

/**
 * Stores one visitor message and the assistant's reply. Everything is checked first (the session's
 * message rate, its and the address's file allowance); the files are written last, inside the
 * transaction, and deleted again if anything after them fails, so a refused message leaves nothing.
 */
export async function sendChatMessage(ctx: AppContext, sessionId: string, text: string, incoming: CheckedDocument<'files'>[], clientAddress: string): Promise<string> {
  const written: string[] = [];
  try {
    return await inTransaction(ctx, async (tx) => {
      const session = await lockSession(tx, sessionId, clientAddress);
      const [recent] = await tx
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, 'human'), gt(chatMessages.createdAt, sql`now() - interval '1 minute'`)));
      if ((recent?.n ?? 0) >= CHAT_MESSAGES_PER_MINUTE) throw new AppError(429, 'Too many messages. Please wait a minute before sending more.');
      if (incoming.length) await assertChatStorageRoom(ctx, tx, session, clientAddress, incoming.reduce((sum, f) => sum + f.bytes.length, 0));
      const files: ChatFile[] = [];
      for (const f of incoming) {
        const storageKey = `private/chat/${sessionId}/${randomUUID()}.${f.extension}`;
        written.push(storageKey);
        await ctx.storage.put(storageKey, f.bytes, f.contentType);
        files.push({ fileName: f.fileName, contentType: f.contentType, sizeBytes: f.bytes.length, storageKey });
      }
      const [previous] = await tx.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
      await tx.insert(chatMessages).values({ sessionId, role: 'human', content: text, files });
      const result = await reply(ctx, tx, session, text, (previous?.n ?? 0) === 0);
      const filesNote = files.length ? `\n\n(I've kept your ${files.length === 1 ? 'file' : `${files.length} files`} with this conversation for our team.)` : '';
      await tx.insert(chatMessages).values({ sessionId, role: 'ai', content: result.text + filesNote, unanswered: result.unanswered });
      await tx.update(chatSessions).set({ ...result.set, lastMessageAt: new Date() }).where(eq(chatSessions.id, sessionId));
      return result.text + filesNote;
    });
  } catch (err) {
    await Promise.all(written.map((key) => ctx.storage.delete(key)));
    throw err;
  }
}

/** The conversation as n8n's chat memory returns it (LangChain message objects). */
export async function previousSession(ctx: AppContext, sessionId: string) {
  const rows = await ctx.db.select({ role: chatMessages.role, content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.id));
  return rows.map((r) => ({
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', r.role === 'human' ? 'HumanMessage' : 'AIMessage'],
    kwargs: { content: r.content, additional_kwargs: {}, response_metadata: {} },
  }));
}
