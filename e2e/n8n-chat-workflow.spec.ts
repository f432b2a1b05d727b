// Hearth's own site, pointed through its CHAT_* settings at an n8n Chat Trigger workflow (a stub
// that answers as n8n's node does), in each of n8n's response modes. Each mode starts another web
// server on the same build, since the web server reads its chat settings when it starts.
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { startChatTriggerStub, type ChatTriggerStub } from '../packages/chat-widget/test/n8n-chat-trigger';
import { startWeb, type WebServer } from '../scripts/stack.mjs';
import { API_URL } from './support';

// A valid 1×1 PNG: the workflow is told each file's name, type and size.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A port nobody listens on, for one more web server. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe("Hearth's site pointed at an n8n Chat Trigger workflow", () => {
  // Each mode starts its own web server on the same build (~10 s).
  test.describe.configure({ timeout: 120_000 });

  for (const responseMode of ['lastNode', 'streaming'] as const) {
    test.describe(`the workflow answering in "${responseMode}" mode`, () => {
      let workflow: ChatTriggerStub;
      let site: WebServer;
      test.beforeAll(async () => {
        workflow = await startChatTriggerStub({ responseMode, chunkDelayMs: 120 });
        site = startWeb({
          webPort: await freePort(),
          apiUrl: API_URL,
          env: {
            CHAT_WEBHOOK_URL: workflow.url,
            CHAT_STREAMING: String(responseMode === 'streaming'),
            CHAT_INITIAL_MESSAGES: JSON.stringify({ en: ['Hello from our workflow.'] }),
            CHAT_I18N: JSON.stringify({ en: { title: 'Workflow Assistant' } }),
            CHAT_ALLOWED_FILE_TYPES: 'image/png',
          },
        });
        await site.ready;
      });
      test.afterAll(async () => {
        await site?.stop();
        await workflow?.close();
      });

      async function openChat(page: Page) {
        await page.goto(site.webUrl);
        await page.getByRole('button', { name: 'Open chat' }).click();
        const dialog = page.getByRole('dialog', { name: 'Workflow Assistant' });
        await expect(dialog).toBeVisible();
        const conversation = dialog.getByRole('list', { name: 'Conversation' });
        const box = dialog.getByRole('textbox');
        const send = async (text: string) => {
          await box.fill(text);
          await box.press('Enter');
        };
        return { dialog, conversation, send };
      }

      test('chats, keeps the conversation across a reload, and sends a file', async ({ page }) => {
        const chat = await openChat(page);
        await expect(chat.conversation.getByText('Hello from our workflow.')).toBeVisible();
        await chat.send('Hello n8n');
        await expect(chat.conversation.getByText('Echo: Hello n8n')).toBeVisible();
        const sent = workflow.requests.find((r) => r.body.action === 'sendMessage');
        expect(sent?.body).toMatchObject({ chatInput: 'Hello n8n', metadata: { locale: 'en' } });
        // n8n's official client asks for a stream this way; Hearth's widget does the same when streaming.
        expect(sent?.accept).toEqual(responseMode === 'streaming' ? 'text/plain' : expect.not.stringContaining('text/plain'));

        // n8n stores the exchange in memory when the run finishes, after the last chunk has shown:
        // reloading before that would rightly find nothing to load.
        const sessionId = String(sent?.body.sessionId);
        await expect.poll(() => workflow.memory(sessionId).length).toBe(2);
        await page.reload();
        const again = await openChat(page);
        await expect(again.conversation.getByText('Hello n8n', { exact: true })).toBeVisible();
        await expect(again.conversation.getByText('Echo: Hello n8n')).toBeVisible();

        await again.dialog.locator('input[type=file]').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PNG });
        await again.send('The leak');
        await expect(again.conversation.getByText(/Received 1 file\(s\): leak\.png/)).toBeVisible();
        expect(workflow.requests.at(-1)?.files).toEqual([{ fileName: 'leak.png', mimeType: 'image/png', fileSize: PNG.length }]);
      });

      test("shows each agent's answer as n8n's mode gives it, and a failed run with a retry", async ({ page }) => {
        const chat = await openChat(page);
        const botBubbles = chat.conversation.getByRole('listitem').filter({ hasText: /^Assistant:/ });
        await chat.send('two agents');
        await expect(chat.conversation.getByText('Echo: two agents')).toBeVisible();
        // Streaming, each agent speaks in its own bubble; otherwise n8n answers with the last node's output only.
        await expect(chat.conversation.getByText('Triage: two agents')).toHaveCount(responseMode === 'streaming' ? 1 : 0);
        await expect(botBubbles).toHaveCount(responseMode === 'streaming' ? 3 : 2);

        await chat.send('fail');
        await expect(chat.dialog.getByText('Error: Failed to receive response')).toBeVisible();
        await expect(chat.dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
      });

      if (responseMode === 'streaming') {
        test('renders a streamed reply word by word as the workflow writes it', async ({ page }) => {
          const chat = await openChat(page);
          await expect(chat.conversation.getByText('Hello from our workflow.')).toBeVisible();
          // Every text the newest bubble shows, as the page paints it.
          await page.evaluate(() => {
            const seen: string[] = [];
            (window as unknown as { seenReplies: string[] }).seenReplies = seen;
            const list = document.querySelector('[aria-label="Conversation"]')!;
            new MutationObserver(() => seen.push(list.lastElementChild?.textContent ?? '')).observe(list, { subtree: true, childList: true, characterData: true });
          });
          const sentence = 'tell me about gutter cleaning in the spring please';
          await chat.send(sentence);
          await expect(chat.conversation.getByText(`Echo: ${sentence}`)).toBeVisible();
          const seen = await page.evaluate(() => (window as unknown as { seenReplies: string[] }).seenReplies);
          const partial = seen.filter((text) => text.includes('Echo:') && !text.includes('please'));
          expect(partial.length, `texts seen while streaming: ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(3);
        });
      }
    });
  }
});
