/**
 * Hub chat end to end (spec 001 §2.16; ADR docs/decisions/0019-hub-chat.md), at phone width with an axe
 * scan of the picker and the room: two members chat live in two browsers; the Chat item counts unread
 * messages until the room is opened; a member who left sees 'Society Not Found'; a member without a hub
 * sees 'No Societies Joined'; a signed-out visitor is asked to log in. Hub rooms are the second tab of /chat
 * (Messages come first, ADR 0050).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkScreen } from './support/screens';
import { registerMember, signInAs, skipWelcome } from './support/session';

const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';
const PHONE = { viewport: { width: 360, height: 740 } };

async function memberPage(browser: Browser, email: string, path = '/'): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInAs(page, email, path);
  return page;
}

/** The id of the member's hub named `name` (from GET /api/societies/my). */
async function hubId(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/societies/my');
  const hubs = (await res.json()) as { id: number; name: string }[];
  return hubs.find((h) => h.name === name)!.id;
}

const chatItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chat/ });

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

test('two members chat live, and the Chat item counts what one missed until the room opens', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const asha = await memberPage(browser, ASHA, '/chat?tab=rooms');
  const ravi = await memberPage(browser, RAVI);
  const lakeview = await hubId(asha, 'Lakeview Residency');

  // the picker lists the member's hubs with their counts and an Active badge
  const card = asha.getByRole('listitem').filter({ hasText: 'Lakeview Residency' });
  await expect(card.getByText('Active')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/3 members · \d+ books?/)).toBeVisible();
  await checkScreen(asha, testInfo, '01-chat-picker');

  await card.getByRole('link', { name: /Lakeview Residency/ }).click();
  await expect(asha).toHaveURL(`/societies/${lakeview}/chat`);
  await expect(asha.getByRole('heading', { name: 'Lakeview Residency' })).toBeVisible();
  const ashaLog = asha.getByRole('log', { name: 'Messages' });
  await expect(ashaLog.getByText('Thank you Ravi!')).toBeVisible();
  await expect(chatItem(asha)).toHaveAttribute('aria-current', 'page');
  await expect(asha.getByRole('button', { name: 'Add Book' })).toBeHidden();
  await checkScreen(asha, testInfo, '02-chat-room');

  await ravi.goto(`/society-chat/${lakeview}`);
  await expect(ravi).toHaveURL(`/societies/${lakeview}/chat`);
  const raviLog = ravi.getByRole('log', { name: 'Messages' });
  await expect(raviLog.getByText('Thank you Ravi!')).toBeVisible();

  await send(asha, 'Saturday 10 am still good?');
  await expect(raviLog.getByText('Saturday 10 am still good?')).toBeVisible();
  await send(ravi, 'Yes, see you at the lobby!');
  await expect(ashaLog.getByText('Yes, see you at the lobby!')).toBeVisible();
  await expect(ashaLog.getByText('Saturday 10 am still good?')).toHaveCount(1);

  // Ravi goes elsewhere; Asha's next messages show as unread on his Chat item
  await ravi.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
  // the room has closed: a message it still showed would count as read
  await expect(raviLog).toBeHidden();
  await expect(chatItem(ravi)).not.toContainText(/\d/);
  await send(asha, 'Bringing the book now');
  await send(asha, 'Ring the bell twice');
  await expect(chatItem(ravi)).toContainText('2');
  await chatItem(ravi).click();
  await ravi.getByRole('tab', { name: /Hub rooms/ }).click();
  await expect(ravi.getByRole('link', { name: 'Lakeview Residency, 2 unread messages' })).toBeVisible();
  await ravi.getByRole('link', { name: /Lakeview Residency/ }).click();
  await expect(raviLog.getByText('Ring the bell twice')).toBeVisible();
  await expect(chatItem(ravi)).not.toContainText(/\d/);
  await asha.context().close();
  await ravi.context().close();
});

test('a member who left the hub sees Society Not Found at its room address', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerMember(page, 'Lina Leaves');
  await signInAs(page, email, '/chat?tab=rooms');
  await expect(page.getByRole('heading', { name: 'No Societies Joined' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Find a Society' })).toHaveAttribute('href', '/societies');

  const hubs = (await (await page.request.get('/api/societies/available')).json()) as {
    id: number;
    name: string;
  }[];
  const lakeview = hubs.find((h) => h.name === 'Lakeview Residency')!.id;
  expect((await page.request.post(`/api/societies/${lakeview}/join`)).status()).toBe(200);
  await page.goto(`/societies/${lakeview}/chat`);
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
  expect((await page.request.post(`/api/societies/${lakeview}/leave`)).status()).toBe(200);

  await page.goto(`/societies/${lakeview}/chat`);
  await expect(page.getByRole('heading', { name: 'Society Not Found' })).toBeVisible();
  await expect(page.getByText("You don't have access to this society or it doesn't exist.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
});

test('a signed-out visitor is asked to log in on /chat and in a room', async ({ page }) => {
  await skipWelcome(page);
  for (const path of ['/chat', '/societies/1/chat']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Please login to access chat' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  }
});
