// The built-in assistant through the n8n chat protocol: lead capture, answers from our content,
// the call-back promise, the transcript, multipart files and the limits.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { chatMessages, chatSessions, inquiries } from '../../db/schema';
import { loadConfig } from '../../config';
import { nameFrom, phoneFrom } from './assistant';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT_PER_MINUTE: '1000', CHAT_ALLOWED_ORIGINS: 'https://partner.example, https://www.partner.example/' }, { demo: true });
});
afterAll(() => t.close());

const say = async (sessionId: string, chatInput: string) => {
  const res = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId, chatInput } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.output as string;
};

/** A session through the introductions, ready for questions. */
async function introduced(name = 'Maya Roy', phone = '416-555-0142') {
  const id = randomUUID();
  await say(id, 'Hello!');
  await say(id, name);
  await say(id, phone);
  await say(id, 'I need my apartment cleaned next week');
  return id;
}

describe('chat assistant', () => {
  it('asks for name and phone, stores the lead with the request, and answers it', async () => {
    const id = randomUUID();
    expect(await say(id, 'hi')).toMatch(/Hearth's assistant.*what's your name\?/s);
    expect(await say(id, "I'm Maya Roy")).toBe("Nice to meet you, Maya Roy! What's the best phone number to reach you?");
    expect(await say(id, 'my number is 12345')).toMatch(/doesn't look like a Canadian phone number/);
    expect(await say(id, 'sure, 416 555 0142')).toBe('Thanks! How can we help you today?');
    const first = await say(id, 'How much is bedroom cleaning?');
    expect(first).toMatch(/\*\*Bedroom Cleaning\*\* starts at \*\*\$\d+\.\d{2}/);
    expect(first).toContain('[Book Now](http://localhost:3000/services/bedroom-cleaning/book)');

    const [lead] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.chatSessionId, id));
    expect(lead).toMatchObject({ source: 'chat', name: 'Maya Roy', phone: '+14165550142', description: 'How much is bedroom cleaning?', email: null, needsCallback: false, status: 'new' });
    // The team hears about the lead.
    await t.waitForMessage((m) => m.subject === 'New chat lead: Maya Roy' && m.body.includes('+1 416-555-0142'));
  });

  it('answers from our pages and FAQs, and gives the contact details', async () => {
    const id = await introduced();
    const refund = await say(id, 'What is your refund policy?');
    expect(refund).toMatch(/full refund until a professional accepts or more than 24 hours before/);
    expect(refund).toContain('[Refund Policy](http://localhost:3000/refundpolicy)');
    expect(await say(id, 'how are your professionals checked?')).toMatch(/^\*\*How are professionals checked\?\*\*/);
    expect(await say(id, 'What is the price of lawn maintenance?')).toMatch(/\*\*Lawn Maintenance\*\* starts at/);
    expect(await say(id, 'How can I contact you?')).toMatch(/You can reach our team here/);
  });

  it('keeps a question asked before the introductions and answers it once they are done', async () => {
    const id = randomUUID();
    expect(await say(id, 'Do you do snow removal in Ottawa?')).toMatch(/Happy to help with that\. First, what's your name\?/);
    await say(id, 'Ana');
    const answer = await say(id, '(613) 555-0199');
    expect(answer).toMatch(/^Thanks, Ana\. About your question:/);
    expect(answer).toMatch(/Snow/);
    const [lead] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.chatSessionId, id));
    expect(lead).toMatchObject({ description: 'Do you do snow removal in Ottawa?', phone: '+16135550199' });
  });

  it('reads a name wrapped in markup, and keeps a phone number given instead of a name', async () => {
    const marked = randomUUID();
    expect(await say(marked, '<b>Sam Okafor</b>')).toBe("Nice to meet you, Sam Okafor! What's the best phone number to reach you?");

    const id = randomUUID();
    expect(await say(id, '416-555-0177')).toBe("Hi, I'm Hearth's assistant. Thanks, I've noted your number. Please type your name, e.g. Sam.");
    // The number is not asked for again once the name comes.
    expect(await say(id, 'Priya')).toBe('Nice to meet you, Priya! How can we help you today?');
    const [session] = await t.app.ctx.db.select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(session).toMatchObject({ visitorName: 'Priya', phone: '+14165550177', stage: 'need' });
  });

  it('asks for the name at most twice, then carries on without one and still keeps the lead', async () => {
    const id = randomUUID();
    expect(await say(id, 'hi')).toMatch(/what's your name\?$/);
    expect(await say(id, '<script>alert(1)</script>')).toBe('Please type your name, e.g. Sam.');
    expect(await say(id, '*** 123 ***')).toBe("No problem, we can carry on without your name. What's the best phone number to reach you?");
    expect(await say(id, '613-555-0123')).toBe('Thanks! How can we help you today?');
    await say(id, 'How much is bedroom cleaning?');
    const [lead] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.chatSessionId, id));
    expect(lead).toMatchObject({ name: null, phone: '+16135550123', description: 'How much is bedroom cleaning?' });
    await t.waitForMessage((m) => m.subject === 'New chat lead: (no name given)');
  });

  it('in French too: the example, then on without a name, answering the question kept on the way', async () => {
    const id = randomUUID();
    expect(await say(id, 'Bonjour')).toMatch(/quel est votre nom\?$/);
    expect(await say(id, '<i></i>')).toBe('Veuillez taper votre nom, par exemple Sam.');
    expect(await say(id, 'Faites-vous le déneigement à Ottawa?')).toBe('Pas de problème, on peut continuer sans votre nom. À quel numéro de téléphone peut-on vous joindre?');
    expect(await say(id, '613 555-0124')).toMatch(/^Merci\. Pour répondre à votre question :/);
  });

  it('promises a call back for what it cannot answer, flagging the lead once', async () => {
    const id = await introduced('Leo', '647-555-0110');
    expect(await say(id, 'What is the capital of Burkina Faso?')).toBe("I couldn't find an answer to that in our help pages. Someone from our team will call you at +1 647-555-0110 shortly.");
    await say(id, 'zzzz qqqq');
    const [lead] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.chatSessionId, id));
    expect(lead!.needsCallback).toBe(true);
    expect(await t.waitForMessages((m) => m.subject === 'Chat lead needs a call back: Leo', 1)).toHaveLength(1);
    const unanswered = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id));
    expect(unanswered.filter((m) => m.unanswered)).toHaveLength(2);
  });

  it('returns the conversation for loadPreviousSession as n8n chat memory does', async () => {
    const id = await introduced();
    const res = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'loadPreviousSession', sessionId: id } });
    const data = res.body.data as { id: string[]; kwargs: { content: string } }[];
    expect(data).toHaveLength(8);
    expect(data[0]).toMatchObject({ id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: 'Hello!' } });
    expect(data[1]!.id[2]).toBe('AIMessage');
    expect(data.map((m) => m.id[2])).toEqual(['HumanMessage', 'AIMessage', 'HumanMessage', 'AIMessage', 'HumanMessage', 'AIMessage', 'HumanMessage', 'AIMessage']);
    // GET with the same fields works too (the widget's webhook method is configurable).
    const viaGet = await t.call({ method: 'GET', url: `/api/chat/webhook?action=loadPreviousSession&sessionId=${id}` });
    expect(viaGet.body.data).toHaveLength(8);
    expect((await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'loadPreviousSession', sessionId: randomUUID() } })).body).toEqual({ data: [] });
  });

  it('takes multipart messages with checked files, and streams when asked', async () => {
    const id = await introduced();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = multipartBody([
      { name: 'action', value: 'sendMessage' },
      { name: 'sessionId', value: id },
      { name: 'chatInput', value: 'Here is the quote I got, what is your refund policy?' },
      { name: 'files', filename: 'quote.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const res = await t.call({ method: 'POST', url: '/api/chat/webhook', ...form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.output).toContain("I've kept your file with this conversation");
    const [stored] = (await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id))).filter((m) => m.files.length);
    expect(stored!.files[0]).toMatchObject({ fileName: 'quote.pdf', contentType: 'application/pdf' });
    expect(await t.app.ctx.storage.get(stored!.files[0]!.storageKey)).not.toBeNull();

    const fake = multipartBody([
      { name: 'action', value: 'sendMessage' },
      { name: 'sessionId', value: id },
      { name: 'chatInput', value: 'photo' },
      { name: 'files', filename: 'photo.png', contentType: 'image/png', content: pdf },
    ]);
    const refused = await t.call({ method: 'POST', url: '/api/chat/webhook', ...fake });
    expect(refused.status).toBe(415);

    const streamed = await t.app.inject({ method: 'POST', url: '/api/chat/webhook', headers: { accept: 'application/x-ndjson' }, payload: { action: 'sendMessage', sessionId: id, chatInput: 'How much is bedroom cleaning?' } });
    expect(streamed.headers['content-type']).toContain('application/x-ndjson');
    const chunks = streamed.body.trim().split('\n').map((line) => JSON.parse(line) as { type: string; content?: string });
    expect(chunks[0]!.type).toBe('begin');
    expect(chunks.at(-1)!.type).toBe('end');
    expect(chunks.filter((c) => c.type === 'item').map((c) => c.content).join('')).toMatch(/Bedroom Cleaning/);
  });

  it('refuses bad requests clearly and limits each session', async () => {
    const bad = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'dance', sessionId: randomUUID() } });
    expect(bad.status).toBe(400);
    const noId = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId: '../x', chatInput: 'hi' } });
    expect([noId.status, noId.body.errors.sessionId]).toEqual([400, 'sessionId must be 8–128 letters, digits, - or _']);
    const empty = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId: randomUUID(), chatInput: '   ' } });
    expect(empty.body.errors.chatInput).toBe('chatInput is required');

    const id = randomUUID();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId: id, chatInput: `hello ${i}` } }));
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect([answers[20]!.status, answers[20]!.body.message]).toEqual([429, 'Too many messages. Please wait a minute before sending more.']);
  });

  it('reads names and phone numbers the way visitors type them', () => {
    // Exactly as typed: no rule capitalises names better than their owners do.
    expect(nameFrom('my name is Jean-Luc Picard')).toBe('Jean-Luc Picard');
    expect(nameFrom('Jean-François Tremblay')).toBe('Jean-François Tremblay');
    expect(nameFrom("Je m'appelle Hélène Bégin")).toBe('Hélène Bégin');
    expect(nameFrom('bell hooks')).toBe('bell hooks');
    expect(nameFrom('Hello')).toBeNull();
    expect(nameFrom('How much is a deep clean for a 3 bedroom house?')).toBeNull();
    expect(phoneFrom('call me at +1 (416) 555-0142 after 5')).toBe('+14165550142');
    expect(phoneFrom('12345')).toBeNull();
  });
});

/** A PDF of about `bytes` bytes that passes the document check. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

/** Every chat file on disk in the app's storage (the test app stores under HEARTH_DATA_DIR). */
function chatFilesOnDisk(app: TestApp): string[] {
  const dir = join(app.app.ctx.config.dataDir!, 'files', 'private', 'chat');
  return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name)) : [];
}

const withFile = (fields: Record<string, string>, content = pdfOf(1024)) =>
  multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'files', filename: 'quote.pdf', contentType: 'application/pdf', content }]);

describe('chat files are stored only for accepted messages', () => {
  it('stores nothing when a message with files has a bad action, no chatInput, or is over the session limit', async () => {
    const before = chatFilesOnDisk(t);
    const badAction = await t.call({ method: 'POST', url: '/api/chat/webhook', ...withFile({ action: 'dance', sessionId: randomUUID(), chatInput: 'hello' }) });
    expect(badAction.status).toBe(400);
    const noInput = await t.call({ method: 'POST', url: '/api/chat/webhook', ...withFile({ action: 'sendMessage', sessionId: randomUUID() }) });
    expect([noInput.status, noInput.body.errors?.chatInput]).toEqual([400, 'chatInput is required']);
    const load = await t.call({ method: 'POST', url: '/api/chat/webhook', ...withFile({ action: 'loadPreviousSession', sessionId: randomUUID() }) });
    expect(load.status).toBe(200);

    const busy = randomUUID();
    for (let i = 0; i < 20; i++) await say(busy, `hello ${i}`);
    const overLimit = await t.call({ method: 'POST', url: '/api/chat/webhook', ...withFile({ action: 'sendMessage', sessionId: busy, chatInput: 'and a file' }) });
    expect([overLimit.status, overLimit.body.message]).toEqual([429, 'Too many messages. Please wait a minute before sending more.']);
    expect(chatFilesOnDisk(t)).toEqual(before);
  });

  it('counts file storage per session and per address, refusing past the limits and storing nothing then', async () => {
    const tight = await createTestApp({ RATE_LIMIT_CHAT_PER_MINUTE: '1000', CHAT_STORAGE_PER_SESSION_MB: '1', CHAT_STORAGE_PER_ADDRESS_MB: '2' });
    try {
      const send = (sessionId: string) => tight.call({ method: 'POST', url: '/api/chat/webhook', ...withFile({ action: 'sendMessage', sessionId, chatInput: 'my quote' }, pdfOf(600 * 1024)) });
      const first = randomUUID();
      expect((await send(first)).status).toBe(200);
      const [session] = await tight.app.ctx.db.select().from(chatSessions).where(eq(chatSessions.id, first));
      expect(session!.clientAddress).toBe('127.0.0.1');
      const full = await send(first);
      expect([full.status, full.body.message]).toEqual([413, 'This conversation can keep at most 1 MB of files, and it already holds 0.6 MB. Please send fewer or smaller files.']);
      expect(chatFilesOnDisk(tight)).toHaveLength(1);

      // New sessions from the same address share its daily allowance: 0.6 + 0.6 + 0.6 MB fit in 2 MB, a fourth does not.
      expect((await send(randomUUID())).status).toBe(200);
      expect((await send(randomUUID())).status).toBe(200);
      const tooMuch = await send(randomUUID());
      expect([tooMuch.status, tooMuch.body.message]).toEqual([
        429,
        'Conversations from your network can keep at most 2 MB of files a day. Please try again tomorrow, or send the files to our team by email.',
      ]);
      expect(chatFilesOnDisk(tight)).toHaveLength(3);
      // Messages without files still go through.
      expect((await tight.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId: randomUUID(), chatInput: 'hi' } })).status).toBe(200);
    } finally {
      await tight.close();
    }
  });
});

describe('chat search with hostile text', () => {
  const HOSTILE = [
    'evil.example/a!b',
    "a & | ! ( ) : * '",
    "'",
    '\\',
    '<->',
    'cleaning <-> price !bedroom',
    "what's the price of o'brien's cleaning?",
    'C:\\Users\\me\\quote.pdf & https://evil.example/x?y=1&z=!2',
    '!!!???...,,,;;;',
    '&&&|||',
    'a:* & b:A',
    'x'.repeat(1990),
    'clean!'.repeat(333),
    'Ménage à domicile — 清洁 🧹 Déneigement à Montréal',
  ];

  it('answers every one with 200 and a reply, never a server error', async () => {
    let id = await introduced();
    for (const [i, chatInput] of HOSTILE.entries()) {
      // A fresh session now and then keeps under the per-session message limit.
      if (i % 10 === 9) id = await introduced();
      const res = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId: id, chatInput } });
      expect(res.status, `${JSON.stringify(chatInput.slice(0, 60))}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.output).toMatch(/\w/);
    }
  });

  it('still finds the service a punctuated question names', async () => {
    const id = await introduced();
    expect(await say(id, "bedroom-cleaning?! what's the price & when!")).toMatch(/\*\*Bedroom Cleaning\*\* starts at/);
  });
});

describe('the chat webhook for pages on other sites', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/chat/webhook',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-partner-token' },
    });

  it('answers the preflight of a listed page, allowing what it asks to send but never credentials', async () => {
    const res = await preflight('https://www.partner.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://www.partner.example');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(res.headers['access-control-allow-headers']).toBe('content-type,x-partner-token');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('gives a page that is not listed no CORS permission, here or on the rest of the API', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const post = await t.app.inject({ method: 'POST', url: '/api/chat/webhook', headers: { origin: 'https://evil.example' }, payload: { action: 'loadPreviousSession', sessionId: randomUUID() } });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    // The chat's list opens the chat only: the partner may not call the rest of the API.
    const elsewhere = await t.app.inject({ method: 'OPTIONS', url: '/api/category/catelog', headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' } });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("streams to n8n's official client, which asks with Accept: text/plain, in n8n's chunks", async () => {
    const id = await introduced();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/webhook',
      headers: { accept: 'text/plain', origin: 'https://partner.example', 'content-type': 'application/json' },
      payload: { action: 'sendMessage', sessionId: id, chatInput: 'How much is bedroom cleaning?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const chunks = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; content?: string; metadata: Record<string, unknown> });
    expect(chunks.map((c) => c.type)).toEqual(['begin', ...chunks.slice(1, -1).map(() => 'item'), 'end']);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) expect(c.metadata).toMatchObject({ nodeId: 'hearth-assistant', nodeName: 'Hearth assistant', itemIndex: 0, runIndex: 0, timestamp: expect.any(Number) });
    // Paragraph by paragraph, the chunks add up to the reply the conversation keeps.
    const streamed = chunks.map((c) => c.content ?? '').join('');
    expect(streamed).toMatch(/\*\*Bedroom Cleaning\*\* starts at/);
    const history = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'loadPreviousSession', sessionId: id } });
    expect(history.body.data.at(-1).kwargs.content).toBe(streamed);
  });

  it('answers a refused message with its status and message before any stream starts, readable by the other site', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/webhook', headers: { accept: 'text/plain', origin: 'https://partner.example' }, payload: { action: 'sendMessage', sessionId: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.json().message).toMatch(/sessionId must be 8–128/);
  });
});

describe('chat webhook limits, open to every page', () => {
  it('answers 429 past RATE_LIMIT_CHAT_PER_MINUTE calls from one address, with CHAT_ALLOWED_ORIGINS=* on every answer', async () => {
    const tight = await createTestApp({ RATE_LIMIT_CHAT_PER_MINUTE: '3', CHAT_ALLOWED_ORIGINS: '*' });
    try {
      const preflight = await tight.app.inject({ method: 'OPTIONS', url: '/api/chat/webhook', headers: { origin: 'https://anyone.example', 'access-control-request-method': 'POST' } });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await tight.app.inject({ method: 'POST', url: '/api/chat/webhook', headers: { origin: 'https://anyone.example' }, payload: { action: 'loadPreviousSession', sessionId: randomUUID() } }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      // The other site's page can read the refusal too, so its visitor is told to wait.
      expect(answers.map((a) => a.headers['access-control-allow-origin'])).toEqual(['*', '*', '*', '*']);
      expect(answers.every((a) => a.headers['access-control-allow-credentials'] === undefined)).toBe(true);
    } finally {
      await tight.close();
    }
  });

  it('opens the chat to the site, plus the pages CHAT_ALLOWED_ORIGINS lists, and refuses a malformed list', () => {
    expect(loadConfig({}).chatAllowedOrigins).toEqual(['http://localhost:3000']);
    const site = { CORS_ORIGINS: 'https://hearth.ca,https://www.hearth.ca' };
    expect(loadConfig(site).chatAllowedOrigins).toEqual(['https://hearth.ca', 'https://www.hearth.ca']);
    // Listing partners never shuts the site's own widget out.
    expect(loadConfig({ ...site, CHAT_ALLOWED_ORIGINS: 'https://partner.example/, https://hearth.ca' }).chatAllowedOrigins).toEqual(['https://hearth.ca', 'https://www.hearth.ca', 'https://partner.example']);
    expect(loadConfig({ CHAT_ALLOWED_ORIGINS: ' * ' }).chatAllowedOrigins).toBe('*');
    for (const bad of ['partner.example', 'https://partner.example/chat', '*,https://partner.example', 'ftp://partner.example']) {
      expect(() => loadConfig({ CHAT_ALLOWED_ORIGINS: bad })).toThrow(/CHAT_ALLOWED_ORIGINS must be `\*` or origins separated by commas/);
    }
  });
});

describe('the assistant in French', () => {
  const sayFrom = async (sessionId: string, chatInput: string, metadata?: Record<string, unknown>) => {
    const res = await t.call({ method: 'POST', url: '/api/chat/webhook', payload: { action: 'sendMessage', sessionId, chatInput, ...(metadata ? { metadata } : {}) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.output as string;
  };

  it('answers "Bonjour" in French, keeps accented names exactly as typed in the reply, the lead and the team email', async () => {
    const id = randomUUID();
    expect(await sayFrom(id, 'Bonjour')).toBe('Bonjour, je suis l’assistant de Hearth. Je peux vous renseigner sur nos services, nos prix et les réservations. D’abord, quel est votre nom?');
    expect(await sayFrom(id, 'Jean-François Tremblay')).toBe('Enchanté, Jean-François Tremblay! À quel numéro de téléphone peut-on vous joindre?');
    expect(await sayFrom(id, '514 555 0177')).toBe('Merci! Comment pouvons-nous vous aider aujourd’hui?');
    await sayFrom(id, 'Je voudrais un grand ménage');
    const [lead] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.chatSessionId, id));
    expect(lead).toMatchObject({ name: 'Jean-François Tremblay', locale: 'fr' });
    await t.waitForMessage((m) => m.subject === 'New chat lead: Jean-François Tremblay' && m.body.includes('Name: Jean-François Tremblay'));
  });

  it('speaks the page language from the widget metadata, and "Hélène Bégin" on an English page stays a name', async () => {
    const french = randomUUID();
    expect(await sayFrom(french, 'Hélène Bégin', { locale: 'fr' })).toMatch(/^Bonjour, je suis l’assistant de Hearth\.|^Enchanté, Hélène Bégin!/);
    const english = randomUUID();
    await sayFrom(english, 'hi');
    expect(await sayFrom(english, 'Hélène Bégin')).toBe("Nice to meet you, Hélène Bégin! What's the best phone number to reach you?");
    const [session] = await t.app.ctx.db.select().from(chatSessions).where(eq(chatSessions.id, english));
    expect(session!.visitorName).toBe('Hélène Bégin');
  });

  it('answers French questions from the French texts, with French prices and links to the French pages', async () => {
    const db = t.app.ctx.db;
    const { services } = await import('../../db/schema');
    await db.update(services).set({ nameFr: 'Ménage de chambre', descriptionFr: 'Le ménage complet d’une chambre : époussetage, aspirateur et lavage des planchers.' }).where(eq(services.slug, 'bedroom-cleaning'));
    const id = randomUUID();
    await sayFrom(id, 'Bonjour');
    await sayFrom(id, 'Maya');
    await sayFrom(id, '416 555 0142');
    const reply = await sayFrom(id, 'Combien coûte le ménage de chambre?');
    expect(reply).toMatch(/\*\*Ménage de chambre\*\* à partir de \*\*\d+,\d{2}\s\$\*\* \(avant taxes\)/);
    expect(reply).toContain('[Réserver](http://localhost:3000/fr/services/bedroom-cleaning/book)');
    expect(await sayFrom(id, 'Comment puis-je vous joindre?')).toMatch(/^Vous pouvez joindre notre équipe ici :/);
  });
});
