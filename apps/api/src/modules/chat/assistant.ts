// The built-in assistant behind POST /api/chat/webhook (n8n chat protocol). It greets, asks for the
// visitor's name and phone number, stores that with what they need as a chat lead (an inquiry
// admins see, linked to the conversation), then answers from our own content. What it cannot
// answer it says a person will call back about, and the lead is flagged for a call.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { formatterFor } from '@hearth/shared/format';
import type { Locale } from '@hearth/shared/locale';
import { normalizePhone } from '@hearth/shared/phone';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { chatMessages, chatSessions, inquiries, type ChatFile } from '../../db/schema';
import { readContact } from '../../db/site-settings';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import type { CheckedDocument } from '../providers';
import { contactAnswer, searchKnowledge, type KnowledgeHit } from './knowledge';
import { detectLanguage } from './language';

/** Messages one chat session may send per minute (the route also limits each address). */
export const CHAT_MESSAGES_PER_MINUTE = 20;

type Session = typeof chatSessions.$inferSelect;

const GREETING = /^(hi|hello|hey|hiya|bonjour|bonsoir|allô|allo|salut|good (morning|afternoon|evening)|yo)(?![\p{L}])[\s!.,]*(there)?[\s!.]*$/iu;
const NAME_PREFIX = /^(hi|hello|hey|bonjour|salut|allô)?[\s,!]*(my name is|my name's|i am|i'm|im|this is|it's|it is|name:?|je m'appelle|je m’appelle|mon nom est|moi c'est|moi c’est|c'est|c’est|je suis|nom\s?:?)\s+/iu;
const NAME = /^[\p{L}][\p{L}'’.\- ]{0,59}$/u;
const PHONE_IN_TEXT = /(\+?1[\s-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
/** Tags and markdown around an answer (pasted from elsewhere, or typed to test us): not part of a name. */
const MARKUP = /<[^>]*>|&[a-z]+;|[*_`#~[\]{}|\\]/giu;
/**
 * Answers to "what's your name?" that were not one, after which the assistant carries on without a
 * name: asking again and again only traps someone who cannot or will not give it.
 */
const NAME_ATTEMPTS = 2;

/**
 * The visitor's name when the message is one ("I'm Maya", "Je m'appelle Hélène Bégin"), else null.
 * Kept exactly as typed: people spell their own names (Jean-François, de la Fontaine, McKenzie)
 * better than any capitalisation rule would.
 */
export function nameFrom(text: string): string | null {
  const candidate = text.trim().replace(NAME_PREFIX, '').replace(/[.!]+$/, '').trim();
  if (!NAME.test(candidate) || candidate.split(/\s+/).length > 4 || GREETING.test(candidate)) return null;
  return candidate;
}

/** Everything the assistant says, in each language it speaks. */
const SAYS = {
  en: {
    perHour: ' per hour',
    serviceHit: (title: string, price: string, body: string, book: string, details: string) => `**${title}** starts at **${price}** (before tax). ${body}\n\n[Book Now](${book}) · [See the details](${details})`,
    pageHit: (body: string, title: string, url: string) => `${body}\n\nRead our [${title}](${url}) for the details.`,
    noAnswer: (who: string) => `I couldn't find an answer to that in our help pages. Someone from our team will call you${who} shortly.`,
    at: (phone: string) => ` at ${phone}`,
    niceToMeet: (name: string) => `Nice to meet you, ${name}! What's the best phone number to reach you?`,
    hello: "Hi, I'm Hearth's assistant. ",
    askName: (hello: string) => `${hello}I can help with our services, prices and bookings. First, what's your name?`,
    keepQuestion: (hello: string) => `${hello}Happy to help with that. First, what's your name?`,
    nameExample: (hello: string, noted: string) => `${hello}${noted}Please type your name, e.g. Sam.`,
    phoneNoted: "Thanks, I've noted your number. ",
    withoutName: 'No problem, we can carry on without your name. ',
    askPhone: "What's the best phone number to reach you?",
    niceToMeetHelp: (name: string) => `Nice to meet you, ${name}! How can we help you today?`,
    aboutYourQuestionNoName: (answer: string) => `Thanks. About your question:\n\n${answer}`,
    badPhone: "That doesn't look like a Canadian phone number. Please type the 10 digits, like 416-555-0123.",
    howCanWeHelp: 'Thanks! How can we help you today?',
    aboutYourQuestion: (name: string, answer: string) => `Thanks, ${name}. About your question:\n\n${answer}`,
    filesKept: (n: number) => `\n\n(I've kept your ${n === 1 ? 'file' : `${n} files`} with this conversation for our team.)`,
  },
  fr: {
    perHour: ' l’heure',
    serviceHit: (title: string, price: string, body: string, book: string, details: string) => `**${title}** à partir de **${price}** (avant taxes). ${body}\n\n[Réserver](${book}) · [Voir les détails](${details})`,
    pageHit: (body: string, title: string, url: string) => `${body}\n\nConsultez la page [${title}](${url}) pour les détails.`,
    noAnswer: (who: string) => `Je n’ai pas trouvé de réponse à cette question dans nos pages d’aide. Une personne de notre équipe vous appellera${who} sous peu.`,
    at: (phone: string) => ` au ${phone}`,
    niceToMeet: (name: string) => `Enchanté, ${name}! À quel numéro de téléphone peut-on vous joindre?`,
    hello: 'Bonjour, je suis l’assistant de Hearth. ',
    askName: (hello: string) => `${hello}Je peux vous renseigner sur nos services, nos prix et les réservations. D’abord, quel est votre nom?`,
    keepQuestion: (hello: string) => `${hello}Avec plaisir. D’abord, quel est votre nom?`,
    nameExample: (hello: string, noted: string) => `${hello}${noted}Veuillez taper votre nom, par exemple Sam.`,
    phoneNoted: 'Merci, j’ai noté votre numéro. ',
    withoutName: 'Pas de problème, on peut continuer sans votre nom. ',
    askPhone: 'À quel numéro de téléphone peut-on vous joindre?',
    niceToMeetHelp: (name: string) => `Enchanté, ${name}! Comment pouvons-nous vous aider aujourd’hui?`,
    aboutYourQuestionNoName: (answer: string) => `Merci. Pour répondre à votre question :\n\n${answer}`,
    badPhone: 'Ce numéro ne semble pas canadien. Entrez les 10 chiffres, par exemple 514 555-0123.',
    howCanWeHelp: 'Merci! Comment pouvons-nous vous aider aujourd’hui?',
    aboutYourQuestion: (name: string, answer: string) => `Merci, ${name}. Pour répondre à votre question :\n\n${answer}`,
    filesKept: (n: number) => `\n\n(J’ai joint ${n === 1 ? 'votre fichier' : `vos ${n} fichiers`} à cette conversation pour notre équipe.)`,
  },
} satisfies Record<Locale, unknown>;

/** A Canadian (North American) number typed anywhere in the message, as +1XXXXXXXXXX. */
export function phoneFrom(text: string): string | null {
  const match = PHONE_IN_TEXT.exec(text);
  return match ? normalizePhone(match[0]) : null;
}

function contentPath(slug: string): string {
  // Page slugs are their paths, except the one the spec capitalises.
  return slug === 'reward-circle-terms-conditions' ? '/Reward-Circle-Terms-Conditions' : `/${slug}`;
}

function formatHit(webUrl: string, hit: KnowledgeHit, locale: Locale): string {
  const says = SAYS[locale];
  // French pages live under /fr: links send the visitor to the language they are chatting in.
  const site = locale === 'fr' ? `${webUrl}/fr` : webUrl;
  if (hit.kind === 'service') {
    const price = `${formatterFor(locale).money(hit.priceCents)}${hit.priceUnit === 'hour' ? says.perHour : ''}`;
    return says.serviceHit(hit.title, price, hit.body, `${site}/services/${hit.slug}/book`, `${site}/services/${hit.slug}`);
  }
  if (hit.kind === 'page') return says.pageHit(hit.body, hit.title, `${site}${contentPath(hit.slug)}`);
  return `**${hit.title}**\n\n${hit.body}`;
}

async function lockSession(tx: Tx, sessionId: string, clientAddress: string, locale: Locale): Promise<Session> {
  await tx.insert(chatSessions).values({ id: sessionId, clientAddress, locale }).onConflictDoNothing();
  const [session] = await tx.select().from(chatSessions).where(eq(chatSessions.id, sessionId)).for('update');
  return session!;
}

async function notifyTeam(ctx: AppContext, tx: Tx, subject: string, lines: string[]) {
  const { customerServiceEmail } = await readContact(tx);
  if (customerServiceEmail) await ctx.outbox.enqueue(tx, 'email', { to: customerServiceEmail, subject, text: lines.join('\n') });
  else ctx.log.warn({ subject }, 'chat lead stored but no customer-service email is configured (site setting "contact")');
}

/** How the team's emails name a visitor who carried on without giving a name. */
const NO_NAME = '(no name given)';

/** The lead: an inquiry from the chat with the visitor's name, phone and first request. */
async function captureLead(ctx: AppContext, tx: Tx, session: Session, need: string): Promise<string> {
  const [lead] = await tx
    .insert(inquiries)
    .values({ name: session.visitorName, phone: session.phone!, description: need, source: 'chat', chatSessionId: session.id, locale: session.locale })
    .returning({ id: inquiries.id });
  const who = session.visitorName ?? NO_NAME;
  await notifyTeam(ctx, tx, `New chat lead: ${who}`, [
    'A visitor left their details with the chat assistant.',
    '',
    `Name: ${who}`,
    `Phone: +1 ${formatterFor('en').phone(session.phone!)}`,
    `Language: ${session.locale === 'fr' ? 'French' : 'English'}`,
    '',
    need,
    '',
    `Reference: ${lead!.id} (the transcript is with the lead).`,
  ]);
  return lead!.id;
}

/** An answer from our content, or the promise of a call back (flagging the lead). */
async function answer(ctx: AppContext, tx: Tx, session: Session, question: string): Promise<{ text: string; unanswered: boolean }> {
  const locale = session.locale;
  const contact = await contactAnswer({ db: tx }, question, locale);
  if (contact) return { text: contact, unanswered: false };
  const [best] = await searchKnowledge({ db: tx }, question, locale);
  if (best) return { text: formatHit(ctx.config.webUrl, best, locale), unanswered: false };
  if (session.inquiryId) {
    const [flagged] = await tx
      .update(inquiries)
      .set({ needsCallback: true, updatedAt: new Date() })
      .where(and(eq(inquiries.id, session.inquiryId), eq(inquiries.needsCallback, false)))
      .returning({ id: inquiries.id });
    if (flagged) {
      await notifyTeam(ctx, tx, `Chat lead needs a call back: ${session.visitorName ?? NO_NAME}`, [
        `The assistant could not answer ${session.visitorName ?? 'a visitor'} (+1 ${formatterFor('en').phone(session.phone!)}):`,
        '',
        question,
        '',
        `Reference: ${session.inquiryId}`,
      ]);
    }
  }
  const says = SAYS[locale];
  const who = session.phone ? says.at(`+1 ${formatterFor(locale).phone(session.phone)}`) : '';
  return { text: says.noAnswer(who), unanswered: true };
}

type Reply = { text: string; unanswered: boolean; set: Partial<Session> };
const said = (text: string, set: Partial<Session> = {}): Reply => ({ text, unanswered: false, set });

/**
 * The introductions are over (with or without a name): ask for the phone number if it is still
 * missing, else take what they need, or answer the question they asked first and keep the lead.
 */
async function afterName(ctx: AppContext, tx: Tx, session: Session, opening: string): Promise<Reply> {
  const says = SAYS[session.locale];
  const known = { visitorName: session.visitorName, phone: session.phone, pendingQuestion: session.pendingQuestion };
  if (!session.phone) return said(opening + says.askPhone, { ...known, stage: 'phone' });
  if (!session.pendingQuestion) return said(opening + says.howCanWeHelp, { ...known, stage: 'need' });
  const inquiryId = await captureLead(ctx, tx, session, session.pendingQuestion);
  const result = await answer(ctx, tx, { ...session, inquiryId }, session.pendingQuestion);
  const text = session.visitorName ? says.aboutYourQuestion(session.visitorName, result.text) : says.aboutYourQuestionNoName(result.text);
  return { ...result, text, set: { ...known, inquiryId, pendingQuestion: null, stage: 'open' } };
}

/**
 * The answer to "what's your name?". A name is read from what is left once markup and a phone
 * number (kept: it is the next question anyway) are taken out. Something else is asked about
 * once more with an example, and after NAME_ATTEMPTS such answers the chat carries on without a
 * name; greetings only get the question again. A question asked first is kept for later.
 */
async function nameStep(ctx: AppContext, tx: Tx, session: Session, text: string, isFirst: boolean): Promise<Reply> {
  const says = SAYS[session.locale];
  const phone = phoneFrom(text);
  const withPhone: Session = { ...session, phone: phone ?? session.phone };
  const rest = text
    .replace(MARKUP, ' ')
    .replace(PHONE_IN_TEXT, ' ')
    .replace(/^[\s,;:.!?-]+|[\s,;:-]+$/g, '')
    .trim();
  const name = nameFrom(rest);
  if (name) {
    if (!withPhone.phone) return said(says.niceToMeet(name), { visitorName: name, stage: 'phone' });
    return withPhone.pendingQuestion ? afterName(ctx, tx, { ...withPhone, visitorName: name }, '') : said(says.niceToMeetHelp(name), { visitorName: name, phone: withPhone.phone, stage: 'need' });
  }
  const hello = isFirst ? says.hello : '';
  const trimmed = text.trim();
  const greeting = !trimmed || GREETING.test(trimmed);
  // Every earlier message of this session was also an answer that gave no name (the stage is still 'name').
  const earlier = await tx.select({ content: chatMessages.content }).from(chatMessages).where(and(eq(chatMessages.sessionId, session.id), eq(chatMessages.role, 'human')));
  const misses = earlier.filter((m) => m.content.trim() && !GREETING.test(m.content.trim())).length;
  // A question before the introductions (words, no markup, no number): kept, and answered once we know who to call back.
  const question = !greeting && !phone && rest === trimmed && /\p{L}{2}/u.test(rest) && !session.pendingQuestion;
  if (misses >= NAME_ATTEMPTS || earlier.length > NAME_ATTEMPTS + 1) {
    return afterName(ctx, tx, question ? { ...withPhone, pendingQuestion: text } : withPhone, says.withoutName);
  }
  const kept = phone ? { phone } : {};
  if (greeting) return said(says.askName(hello), kept);
  if (question && misses === 1) return said(says.keepQuestion(hello), { pendingQuestion: text });
  return said(says.nameExample(hello, phone ? says.phoneNoted : ''), kept);
}

/** Decides the reply to one visitor message, moving the lead capture along. */
async function reply(ctx: AppContext, tx: Tx, session: Session, text: string, isFirst: boolean): Promise<Reply> {
  const says = SAYS[session.locale];
  if (session.stage === 'name') return nameStep(ctx, tx, session, text, isFirst);
  if (session.stage === 'phone') {
    const phone = phoneFrom(text);
    if (!phone) return said(says.badPhone);
    return afterName(ctx, tx, { ...session, phone }, '');
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
export async function sendChatMessage(
  ctx: AppContext,
  sessionId: string,
  text: string,
  incoming: CheckedDocument<'files'>[],
  clientAddress: string,
  pageLocale: Locale | null = null,
): Promise<string> {
  const written: string[] = [];
  try {
    return await inTransaction(ctx, async (tx) => {
      const locked = await lockSession(tx, sessionId, clientAddress, pageLocale ?? 'en');
      // The language of the message itself wins ("Bonjour" on an English page gets French); a
      // message that could be either ("Maya", a phone number) keeps the page's, else the session's.
      const session: Session = { ...locked, locale: detectLanguage(text) ?? pageLocale ?? locked.locale };
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
      const filesNote = files.length ? SAYS[session.locale].filesKept(files.length) : '';
      await tx.insert(chatMessages).values({ sessionId, role: 'ai', content: result.text + filesNote, unanswered: result.unanswered });
      await tx.update(chatSessions).set({ ...result.set, locale: session.locale, lastMessageAt: new Date() }).where(eq(chatSessions.id, sessionId));
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
