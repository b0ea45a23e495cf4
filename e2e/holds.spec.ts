/**
 * Availability alerts as a holds queue end to end (docs/decisions/0025-availability-alerts-hold-queue.md), at
 * phone width with an axe scan of every screen. Asha lists a new book and Ravi borrows it (through the API);
 * Arjun, their neighbour, taps Notify Me on its Browse card and sees his place in line; Ravi asks to return it
 * and Asha confirms; Arjun gets the 'Book Available' notification, while Ravi now sees 'Reserved' and is
 * refused; Arjun opens it with Borrow Now, where Borrow Book is offered, and borrows it (demo card, API).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { checkScreen } from './support/screens';
import { listBookByApi, tryBorrowByApi } from './support/lending';
import { signInAs } from './support/session';

const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';
const ARJUN = 'arjun@hubshelf.local';

/** The full-page shot and the axe scan of the screen. */
const check = (page: Page, testInfo: TestInfo, name: string) => checkScreen(page, testInfo, name);

test('a member waits in line for a lent book, gets it held on its return, and borrows it while others are refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000); // three members, four axe scans and a demo payment: longer than the two-member flows
  const title = `The Hold Queue ${Date.now()}`;
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, ASHA);
  const bookId = await listBookByApi(owner, title);

  const borrowerContext = await browser.newContext();
  const borrower = await borrowerContext.newPage();
  await signInAs(borrower, RAVI);
  const lent = await tryBorrowByApi(borrower, bookId);
  expect(lent.status()).toBe(200);
  const rentalId = ((await lent.json()) as { id: number }).id;

  // Arjun: the Browse card offers Notify Me on the borrowed book.
  await signInAs(page, ARJUN, `/browse?search=${encodeURIComponent(title)}`);
  const card = page
    .getByTestId('book-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByText('Borrowed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: `Notify Me: ${title}` }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Alert Set!' })).toContainText(
    `You'll be notified when "${title}" becomes available.`,
  );
  await expect(card.getByRole('button', { name: `Cancel Alert: ${title}` })).toBeVisible();
  await expect(card.getByText('You are #1 in line')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0); // the click did not open the card
  await check(page, testInfo, '01-browse-notify-me');

  // Ravi asks to return it; Asha confirms.
  expect(
    (await borrower.request.post(`/api/rentals/${rentalId}/request-return`, { data: {} })).status(),
  ).toBe(200);
  expect((await owner.request.post(`/api/rentals/${rentalId}/confirm-return`, { data: {} })).status()).toBe(
    200,
  );

  // Ravi now sees it Reserved for another member and cannot borrow it.
  await borrower.goto(`/book/${bookId}`);
  // (first screen of a new context: the shared CI machine can take a while to load the app)
  // (the facts row's status and the alert control both read 'Reserved')
  await expect(borrower.getByText('Reserved', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(borrower.getByText(/^Reserved until /)).toBeVisible();
  await expect(borrower.getByRole('button', { name: 'Currently Unavailable' })).toBeDisabled();
  await expect(borrower.getByRole('button', { name: `Notify Me: ${title}` })).toBeVisible();
  await check(borrower, testInfo, '02-reserved-for-another');
  const refused = await tryBorrowByApi(borrower, bookId);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /^This book is reserved for another member until /,
  );

  // Arjun: the notification, Borrow Now, and the borrow with the demo card.
  await page.goto('/notifications');
  const notice = page.getByRole('article').filter({ hasText: 'Book Available' }).filter({ hasText: title });
  await expect(notice).toContainText(`"${title}" is available again and reserved for you until`, {
    timeout: 30_000,
  });
  await check(page, testInfo, '03-notification');
  await notice.getByRole('link', { name: 'Borrow Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${bookId}$`));
  await expect(page.getByText(/^Reserved for you until /)).toBeVisible({ timeout: 30_000 });
  await check(page, testInfo, '04-reserved-for-you');
  await expect(page.getByRole('button', { name: 'Borrow Book' })).toBeEnabled();
  // the Borrow/Buy dialog and demo payment are driven in transactions.spec.ts: borrow through the same calls
  expect((await tryBorrowByApi(page, bookId)).status()).toBe(200);
  const alert = await page.request.get(`/api/books/${bookId}/availability-alert`);
  expect(await alert.json()).toEqual({ hasAlert: false, position: null, holdExpiresAt: null });
  await ownerContext.close();
  await borrowerContext.close();
});
