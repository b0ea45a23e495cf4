/**
 * Hand-over windows and agreed times end to end (docs/decisions/0050-conversations-and-safety.md), at phone
 * width, light and dark, with an axe scan of each new screen. Asha adds a weekly window on her profile (then
 * keeps six all-day windows through the API); Ravi borrows her new book, picks a slot from 'Pick a time' on
 * his Borrowed card, and both see the agreed time on their rental cards.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkPhoneScreen, checkPhoneScreenDark, checkScreen } from './support/screens';
import { borrowByApi, listBookByApi } from './support/lending';
import { signedInPhone } from './support/session';

/** The first paint of a lazily loaded page on a busy machine (ms). */
const SLOW = 60_000;
const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';

const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('the owner keeps hand-over windows, the borrower picks a slot and both see the agreed time', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const owner = await signedInPhone(browser, ASHA, '/profile');
  const section = owner.getByRole('region', { name: 'Hand-over times' });
  await expect(section.getByRole('button', { name: 'Add a window' })).toBeVisible({ timeout: SLOW });
  await owner.request.put('/api/profile/handover-windows', { data: { windows: [] } });
  await owner.reload();
  const add = section.getByRole('button', { name: 'Add a window' });
  // by keyboard, as a member without a mouse would
  await add.press('Enter');
  await section.getByLabel('From').fill('18:00');
  await section.getByLabel('To').fill('20:00');
  await section.getByRole('button', { name: 'Save hand-over times' }).press('Enter');
  await expect(owner.getByText('Hand-over times saved', { exact: true })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  // the profile's own school fields may be wider than a phone: no sideways-scroll check on this page
  await checkScreen(owner, testInfo, '01-profile-handover-windows');
  await owner.emulateMedia({ colorScheme: 'dark' });
  await checkScreen(owner, testInfo, '01-profile-handover-windows-dark');
  await owner.emulateMedia({ colorScheme: 'light' });

  const allDay = [0, 1, 2, 3, 4, 5].map((weekday) => ({ weekday, fromMinute: 0, toMinute: 1440 }));
  const saved = await owner.request.put('/api/profile/handover-windows', { data: { windows: allDay } });
  expect(saved.status(), await saved.text()).toBe(200);

  const title = `The Agreed Time ${Date.now()}`;
  const bookId = await listBookByApi(owner, title);
  const borrower = await signedInPhone(browser, RAVI, '/');
  await borrowByApi(borrower, bookId);

  await borrower.goto('/my-books?tab=borrowed');
  const item = cardOf(borrower, title);
  await expect(item.getByRole('button', { name: 'Pick a time' })).toBeVisible({ timeout: SLOW });
  await checkPhoneScreen(borrower, testInfo, '02-borrowed-pick-a-time');
  await item.getByRole('button', { name: 'Pick a time' }).press('Enter');
  const sheet = borrower.getByRole('dialog', { name: 'Pick a hand-over time' });
  await expect(sheet.getByRole('heading').nth(1)).toBeVisible();
  await checkPhoneScreen(borrower, testInfo, '03-pick-a-time-sheet', '[role="dialog"]');
  await checkPhoneScreenDark(borrower, testInfo, '03-pick-a-time-sheet', '[role="dialog"]');
  await sheet.getByRole('button', { name: / on / }).nth(3).press('Enter');
  await expect(borrower.getByText('Hand-over time agreed', { exact: true })).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(item.getByTestId('handover-agreed')).toContainText('Hand-over agreed:');

  await owner.goto('/my-books?tab=lent');
  const lent = cardOf(owner, title);
  await expect(lent.getByTestId('handover-agreed')).toContainText('Hand-over agreed:', { timeout: SLOW });
  await checkPhoneScreen(owner, testInfo, '04-lent-agreed-time');
  await checkPhoneScreenDark(owner, testInfo, '04-lent-agreed-time');
});
