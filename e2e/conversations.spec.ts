/**
 * Private conversations end to end (ADR 0050), at phone width with axe on each new screen: a member asks
 * the owner a question from Book Details, the owner (a second browser) finds it under Chat → Messages with
 * its unread count and answers, and the member sees the answer live. The member then borrows the book: the
 * same conversation shows the 'paid' event, the member picks a slot in the owner's hand-over windows from
 * 'Pick a time', and both see the agreed time there. A new member's Messages tab is empty with a hint to ask
 * an owner from a book.
 */
import { expect, test, type Page } from '@playwright/test';
import { borrowByApi, listBookByApi } from './support/lending';
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
  // Ravi hands books over any day but Saturday (weekly hand-over windows, all day)
  const allDay = [0, 1, 2, 3, 4, 5].map((weekday) => ({ weekday, fromMinute: 0, toMinute: 1440 }));
  expect((await ravi.request.put('/api/profile/handover-windows', { data: { windows: allDay } })).ok()).toBe(
    true,
  );
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

  // Asha borrows the book: the inquiry continues as the loan's conversation with its 'paid' event
  await borrowByApi(asha, bookId);
  await asha.reload();
  const ashaLog = asha.getByRole('log', { name: 'Messages' });
  await expect(ashaLog.getByText(/Paid and borrowed for \d+ days/)).toBeVisible({ timeout: 30_000 });
  await expect(ashaLog.getByText('Is it the hardback?')).toBeVisible();

  // she picks a slot in Ravi's windows; the time is agreed at once and both see it in the conversation
  const pick = asha.getByRole('button', { name: 'Pick a time' });
  await expect(pick).toBeVisible();
  await pick.click();
  const sheet = asha.getByRole('dialog', { name: 'Pick a hand-over time' });
  await expect(sheet.getByRole('heading').nth(1)).toBeVisible();
  await sheet.getByRole('button', { name: / on / }).nth(2).click();
  await expect(asha.getByText('Hand-over time agreed', { exact: true })).toBeVisible();
  // the sheet has closed (its closing animation keeps the page behind it hidden from assistive technology)
  await expect(sheet).toBeHidden();
  await expect(asha.getByTestId('handover-agreed')).toContainText('Hand-over agreed:');
  await expect(ashaLog.getByText(/Hand-over agreed for/)).toBeVisible();
  await checkPhoneScreen(asha, testInfo, '05-conversation-agreed-time');
  await checkPhoneScreenDark(asha, testInfo, '05-conversation-agreed-time');
  await ravi.reload();
  await expect(ravi.getByTestId('handover-agreed')).toContainText('Hand-over agreed:', { timeout: 30_000 });
  await expect(ravi.getByRole('log', { name: 'Messages' }).getByText(/Hand-over agreed for/)).toBeVisible();

  // having read the conversation, it shows nothing unread under Messages (Ravi's loans from other files may:
  // a conversation with unread messages is named '<title> with <name>, N unread messages')
  await ravi.goto('/chat');
  await expect(ravi.getByRole('link', { name: new RegExp(title) })).toHaveAccessibleName(title);
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
  await checkPhoneScreen(page, testInfo, '06-messages-empty');
  await page.getByRole('tab', { name: 'Hub rooms' }).click();
  await expect(page.getByRole('heading', { name: 'No Societies Joined' })).toBeVisible();
});
