/**
 * Private conversations end to end (ADR 0050), at phone width with axe on each new screen: a member asks
 * the owner a question from Book Details, the owner (a second browser) finds it under Chat → Messages with
 * its unread count and answers, and the member sees the answer live. A new member's Messages tab is empty
 * with a hint to ask an owner from a book.
 */
import { expect, test, type Page } from '@playwright/test';
import { listBookByApi } from './support/lending';
import { checkPhoneScreen, checkPhoneScreenDark } from './support/screens';
import { registerMember, signedInPhone, signInAs } from './support/session';

const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';

const chatItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chat/ });

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
}

test('a member asks the owner from Book Details, the owner answers, the member sees the answer', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const ravi = await signedInPhone(browser, RAVI);
  const title = `Conversation Test ${Date.now()}`;
  const bookId = await listBookByApi(ravi, title, 12);
  const asha = await signedInPhone(browser, ASHA, `/book/${bookId}`);

  // Book Details: 'Ask the owner' opens the private conversation
  await expect(asha.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  const ask = asha.getByRole('button', { name: 'Ask the owner' });
  await expect(ask).toBeVisible();
  await checkPhoneScreen(asha, testInfo, '01-book-ask-owner');
  await ask.click();
  await expect(asha).toHaveURL(/\/messages\/\d+$/);
  const conversationPath = new URL(asha.url()).pathname;
  await expect(asha.getByRole('link', { name: title })).toHaveAttribute('href', `/book/${bookId}`);
  await expect(asha.getByText('With Ravi')).toBeVisible();
  await expect(asha.getByText(/No messages yet/)).toBeVisible();
  await checkPhoneScreen(asha, testInfo, '02-conversation-empty');
  await send(asha, 'Is it the hardback?');

  // asking again continues the same conversation
  await asha.goto(`/book/${bookId}`);
  await asha.getByRole('button', { name: 'Ask the owner' }).click();
  await expect(asha).toHaveURL(conversationPath);
  await expect(asha.getByRole('log', { name: 'Messages' }).getByText('Is it the hardback?')).toHaveCount(1);

  // the owner sees it under Chat → Messages, counted on the Chat item, and answers
  await ravi.goto('/');
  await expect(chatItem(ravi)).toContainText(/[1-9]/, { timeout: 30_000 });
  await chatItem(ravi).click();
  await expect(ravi.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true');
  const item = ravi.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Is it the hardback?')).toBeVisible();
  await checkPhoneScreen(ravi, testInfo, '03-messages-tab');
  await checkPhoneScreenDark(ravi, testInfo, '03-messages-tab');
  await item.getByRole('link', { name: new RegExp(title) }).click();
  await expect(ravi).toHaveURL(conversationPath);
  await expect(ravi.getByRole('log', { name: 'Messages' }).getByText('Is it the hardback?')).toBeVisible();
  await checkPhoneScreen(ravi, testInfo, '04-conversation');
  await checkPhoneScreenDark(ravi, testInfo, '04-conversation');
  await send(ravi, 'Yes, the hardback, like new.');

  // the member sees the answer live, own message on the right
  await expect(
    asha.getByRole('log', { name: 'Messages' }).getByText('Yes, the hardback, like new.'),
  ).toBeVisible();
  await expect(chatItem(ravi)).not.toContainText(/\d/);

  // the Hub rooms tab still lists the hub's room
  await ravi.goto('/chat?tab=rooms');
  await expect(ravi.getByRole('link', { name: /Lakeview Residency/ })).toBeVisible();
  await asha.context().close();
  await ravi.context().close();
});

test('a new member sees an empty Messages tab with a hint to ask an owner', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = await registerMember(page, 'Nisha New');
  await signInAs(page, email, '/chat');
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No messages yet')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/browse');
  await checkPhoneScreen(page, testInfo, '05-messages-empty');
  await page.getByRole('tab', { name: 'Hub rooms' }).click();
  await expect(page.getByRole('heading', { name: 'No Societies Joined' })).toBeVisible();
});
