// The 24/7 chat on the public site, against the API's built-in assistant: a visitor opens it, gives
// their name and phone number, asks about a service and gets its price with a Book Now link; after
// a reload the conversation is still there. The blog has no chat.
import { expect, test } from '@playwright/test';

test('a visitor chats with the assistant, and finds the conversation again after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Hearth Assistant' });
  await expect(chat).toBeVisible();
  await expect(chat).toContainText("Start a chat. We're here to help you 24/7.");

  // The conversation as shown (a hidden live region repeats finished replies for screen readers).
  const conversation = chat.getByRole('list', { name: 'Conversation' });
  const box = chat.getByRole('textbox');
  const send = async (text: string) => {
    await box.fill(text);
    await box.press('Enter');
  };
  await send('Hi, I am Noor Haddad');
  await expect(conversation.getByText("Nice to meet you, Noor Haddad! What's the best phone number to reach you?")).toBeVisible();
  await send('416-555-0177');
  await expect(conversation.getByText('Thanks! How can we help you today?')).toBeVisible();
  await send('How much is bedroom cleaning?');
  await expect(conversation.getByText(/Bedroom Cleaning starts at/)).toBeVisible();
  await expect(conversation.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /\/services\/bedroom-cleaning\/book$/);

  await page.reload();
  await page.getByRole('button', { name: 'Open chat' }).click();
  const again = page.getByRole('dialog', { name: 'Hearth Assistant' }).getByRole('list', { name: 'Conversation' });
  await expect(again.getByText('How much is bedroom cleaning?')).toBeVisible();
  await expect(again.getByText(/Bedroom Cleaning starts at/)).toBeVisible();
});

test('the blog has no chat widget', async ({ page }) => {
  await page.goto('/blog');
  await page.mouse.move(200, 200); // the widget loads at the first activity elsewhere
  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
  await page.goto('/faqs');
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
});
