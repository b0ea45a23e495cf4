/**
 * The hand-over end to end (docs/decisions/0032-trust-at-hand-over.md), at phone width with an axe scan of
 * each new screen. Asha lists two new books; Ravi borrows them (demo card, through the API).
 * 1. Ravi shows the pickup code of the first on his Borrowed card; Asha opens Confirm Pickup on Lent Out,
 *    a wrong code is refused, she types his code, and the due date moves by the time it waited.
 * 2. Ravi cancels the second before pickup: the dialog states the refund, the toast confirms it, and the
 *    book is Available again in Browse.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { checkScreen } from './support/screens';
import { borrowByApi, listBookByApi } from './support/lending';
import { signedInPhone } from './support/session';

/** The first paint of a lazily loaded page on a busy machine (ms). */
const SLOW = 60_000;
const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';

interface ApiRental {
  id: number;
  startDate: string;
  endDate: string;
  pickedUpAt: string | null;
  totalAmount: number;
  book: { title: string };
}

const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const check = (page: Page, testInfo: TestInfo, name: string, include?: string) =>
  checkScreen(page, testInfo, name, include);

test('the borrower shows the pickup code, the owner types it, and the due date moves', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const title = `The Pickup Code ${Date.now()}`;
  const owner = await signedInPhone(browser, ASHA, '/');
  const bookId = await listBookByApi(owner, title);
  const borrower = await signedInPhone(browser, RAVI, '/');
  const rental = await borrowByApi<ApiRental>(borrower, bookId);

  await borrower.goto('/my-books?tab=borrowed');
  const item = cardOf(borrower, title);
  await expect(item.getByText('Collect the book from the owner and show your pickup code.')).toBeVisible({
    timeout: SLOW,
  });
  await check(borrower, testInfo, '01-borrowed-awaiting-pickup');
  await item.getByRole('button', { name: 'Show Pickup Code' }).click();
  const codeDialog = borrower.getByRole('dialog', { name: 'Pickup Code' });
  const codeText = codeDialog.getByTestId('pickup-code');
  await expect(codeText).toHaveText(/^\d{6}$/);
  await expect(codeDialog.getByRole('img', { name: /QR code of pickup code \d{6}/ })).toBeVisible();
  const code = (await codeText.textContent())!.trim();
  await check(borrower, testInfo, '02-pickup-code-dialog', '[role="dialog"]');
  await borrower.keyboard.press('Escape');

  await owner.goto('/my-books?tab=lent');
  const lent = cardOf(owner, title);
  await expect(lent.getByText('Waiting for pickup')).toBeVisible({ timeout: SLOW });
  await expect(lent.getByRole('button', { name: 'Cancel Rental' })).toHaveCount(0);
  await check(owner, testInfo, '03-lent-awaiting-pickup');
  await lent.getByRole('button', { name: 'Confirm Pickup' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Confirm Pickup' });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await confirm.getByLabel('Pickup code').fill(wrong);
  await confirm.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('That code does not match this rental');
  await check(owner, testInfo, '04-confirm-pickup-wrong-code', '[role="dialog"]');
  await confirm.getByLabel('Pickup code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(owner.getByText('Pickup confirmed', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(lent.getByText('Waiting for pickup')).toHaveCount(0);

  const lentNow = (await (await owner.request.get('/api/rentals/lent')).json()) as ApiRental[];
  const after = lentNow.find((r) => r.id === rental.id)!;
  expect(after.pickedUpAt).not.toBeNull();
  const delay = new Date(after.pickedUpAt!).getTime() - new Date(rental.startDate).getTime();
  expect(delay).toBeGreaterThan(0);
  expect(new Date(after.endDate).getTime() - new Date(rental.endDate).getTime()).toBe(delay);

  await borrower.goto('/notifications');
  await expect(
    borrower.getByRole('article').filter({ hasText: 'Pickup Confirmed' }).filter({ hasText: title }),
  ).toBeVisible({ timeout: SLOW });
  await borrower.context().close();
  await owner.context().close();
});

test('a borrower cancels before pickup, sees the refund and the book is Available again', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const title = `The Cancelled Loan ${Date.now()}`;
  const owner = await signedInPhone(browser, ASHA, '/');
  const bookId = await listBookByApi(owner, title);
  const borrower = await signedInPhone(browser, RAVI, '/my-books?tab=borrowed');
  const rental = await borrowByApi<ApiRental>(borrower, bookId);
  await borrower.reload();

  const item = cardOf(borrower, title);
  await item.getByRole('button', { name: 'Cancel Rental' }).click({ timeout: SLOW });
  const dialog = borrower.getByRole('alertdialog', { name: 'Cancel this rental?' });
  await expect(
    dialog.getByText(/You get back everything you paid: ₹[\d,.]+ \(rental fee, platform fee and deposit\)/),
  ).toBeVisible();
  await check(borrower, testInfo, '05-cancel-rental-dialog', '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Cancel Rental' }).click();
  await expect(borrower.getByText('Rental cancelled', { exact: true })).toBeVisible();
  const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    rental.totalAmount,
  );
  await expect(borrower.getByText(`${total} refunded. The book is available again.`)).toBeVisible();
  await expect(item).toHaveCount(0);

  await borrower.goto(`/browse?search=${encodeURIComponent(title)}`);
  const card = borrower
    .getByTestId('book-card')
    .filter({ has: borrower.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByText('Available', { exact: true })).toBeVisible({ timeout: SLOW });
  await check(borrower, testInfo, '06-browse-available-again');

  await owner.goto('/notifications');
  await expect(
    owner.getByRole('article').filter({ hasText: 'Rental Cancelled' }).filter({ hasText: title }),
  ).toBeVisible({ timeout: SLOW });
  await check(owner, testInfo, '07-owner-notified');
  await borrower.context().close();
  await owner.context().close();
});
