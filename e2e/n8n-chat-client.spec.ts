// n8n's official chat client (@n8n/chat, its published bundle) on another company's page, on an
// origin of its own, talks to Hearth's assistant across origins: plain and streamed replies, the
// lead it captures, the conversation restored after a reload, and a file.
import { expect, test, type Page } from '@playwright/test';
import { startPartnerSite, type PartnerSite } from './partner-site';
import { API_URL } from './support';

// A valid 1×1 PNG: both ends check files by their content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const WEBHOOK = `${API_URL}/api/chat/webhook`;

test.describe("n8n's official chat client on another site, talking to Hearth's assistant", () => {
  // The API lists this origin in CHAT_ALLOWED_ORIGINS (scripts/e2e.mjs).
  const partnerOrigin = process.env.PARTNER_ORIGIN ?? 'http://127.0.0.1:3300';
  let partner: PartnerSite;
  test.beforeAll(async () => {
    partner = await startPartnerSite(partnerOrigin, WEBHOOK);
  });
  test.afterAll(() => partner.close());

  /** The official client's window, opened, with its text box (shown only once the session loaded). */
  async function openChat(page: Page, query = '') {
    await page.goto(`${partner.origin}/${query}`);
    await page.locator('.chat-window-toggle').click();
    const input = page.locator('.chat-window .chat-inputs textarea');
    await expect(input).toBeVisible();
    const lastBotMessage = () => page.locator('.chat-message-from-bot').last();
    const send = async (text: string) => {
      await input.fill(text);
      await page.locator('.chat-input-send-button').click();
    };
    return { input, lastBotMessage, send };
  }

  test('greets, captures the lead, answers, restores the conversation, streams and takes a file', async ({ page, request }) => {
    const chat = await openChat(page);
    await expect(page.locator('.chat-message-from-bot').first()).toContainText('Welcome to Maple Plumbing');
    // Every call crosses origins: the answers carry the partner's origin, never credentials.
    const crossOrigin = page.waitForResponse((r) => r.url() === WEBHOOK && r.request().method() === 'POST');
    await chat.send('Hello');
    const answer = await crossOrigin;
    expect(answer.headers()['access-control-allow-origin']).toBe(partner.origin);
    expect(answer.headers()['access-control-allow-credentials']).toBeUndefined();
    await expect(chat.lastBotMessage()).toContainText("Hi, I'm Hearth's assistant.");
    await expect(chat.lastBotMessage()).toContainText("First, what's your name?");
    await chat.send("I'm Amara Okafor");
    await expect(chat.lastBotMessage()).toHaveText("Nice to meet you, Amara Okafor! What's the best phone number to reach you?");
    await chat.send('647-555-0199');
    await expect(chat.lastBotMessage()).toHaveText('Thanks! How can we help you today?');
    await chat.send('How much is bedroom cleaning?');
    await expect(chat.lastBotMessage()).toContainText(/Bedroom Cleaning starts at \$\d+\.\d{2}/);
    await expect(chat.lastBotMessage().getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /\/services\/bedroom-cleaning\/book$/);

    // Hearth's team has the lead, with the name and phone number given on the other site.
    const login = await request.post(`${API_URL}/api/auth/login`, { data: { email: 'admin@demo.hearth.ca', password: 'Admin123!' } });
    const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
    const inbox = await request.get(`${API_URL}/api/admin/inbox?source=chat&q=${encodeURIComponent('Amara Okafor')}`, { headers });
    expect((await inbox.json()).data.items).toEqual([expect.objectContaining({ name: 'Amara Okafor', phone: '+16475550199', preview: 'How much is bedroom cleaning?' })]);

    // A reload, now with streaming on: the client restores the conversation from the assistant.
    const streamed = await openChat(page, '?stream=true');
    await expect(page.locator('.chat-message-from-user').getByText('How much is bedroom cleaning?')).toBeVisible();
    await expect(page.locator('.chat-message-from-bot').getByText(/Bedroom Cleaning starts at/)).toBeVisible();

    // n8n's client asks for its stream with Accept: text/plain and reads n8n's chunks.
    const streamAnswer = page.waitForResponse((r) => r.url() === WEBHOOK && r.request().headers().accept === 'text/plain');
    await streamed.send('What is your refund policy?');
    expect((await streamAnswer).headers()['content-type']).toBe('application/json; charset=utf-8');
    await expect(streamed.lastBotMessage()).toContainText(/full refund until a professional accepts/);
    await expect(page.getByText(/No response received/)).toHaveCount(0);

    // A photo, sent with the message (multipart, streamed reply).
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.chat-input-file-button').click();
    await (await chooser).setFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.chat-window .chat-files')).toContainText('leak.png');
    await streamed.send('Here is a photo of the leak under my sink');
    await expect(streamed.lastBotMessage()).toContainText("I've kept your file with this conversation for our team.");
    await expect(page.locator('.chat-message-from-user').last()).toContainText('leak.png');
  });
});

