/**
 * The return code end to end (docs/decisions/0036-return-code-and-reliability.md), at phone width with an
 * axe scan of each new screen. Asha lists a new book; Ravi borrows it and she confirms the pickup (through
 * the API). Ravi asks to return it and shows his return code on the Borrowed card; Asha sees his
 * reliability chip on Lent Out, types the code in Confirm Return, and the rental is returned.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { checkScreen } from './support/screens';
import { borrowByApi, listBookByApi, pickUpByApi } from './support/lending';
import { signedInPhone } from './support/session';

/** The first paint of a lazily loaded page on a busy machine (ms). */
const SLOW = 60_000;
const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';

const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const check = (page: Page, testInfo: TestInfo, name: string, include?: string) =>
  checkScreen(page, testInfo, name, include);

test('the borrower shows the return code, the owner types it and the rental is returned', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const title = `The Return Code ${Date.now()}`;
  const owner = await signedInPhone(browser, ASHA, '/');
  const bookId = await listBookByApi(owner, title);
  const borrower = await signedInPhone(browser, RAVI, '/');
  const { id: rentalId } = await borrowByApi(borrower, bookId);
  await pickUpByApi(owner, borrower, rentalId);

  // Ravi asks to return the book, then shows his return code
  await borrower.goto('/my-books?tab=borrowed');
  const item = cardOf(borrower, title);
  await item.getByRole('button', { name: 'Request Return' }).click({ timeout: SLOW });
  const request = borrower.getByRole('dialog', { name: 'Request Return' });
  await request.getByRole('button', { name: 'Request Return' }).click();
  await expect(request).toBeHidden();
  await expect(item.getByText('Waiting for the owner to confirm the return.')).toBeVisible();
  await check(borrower, testInfo, '01-borrowed-return-requested');
  await item.getByRole('button', { name: 'Show Return Code' }).click();
  const codeDialog = borrower.getByRole('dialog', { name: 'Return Code' });
  const codeText = codeDialog.getByTestId('return-code');
  await expect(codeText).toHaveText(/^\d{6}$/);
  await expect(codeDialog.getByRole('img', { name: /QR code of return code \d{6}/ })).toBeVisible();
  const code = (await codeText.textContent())!.trim();
  await check(borrower, testInfo, '02-return-code-dialog', '[role="dialog"]');
  await borrower.keyboard.press('Escape');

  // Asha sees Ravi's record on the card and confirms with his code
  await owner.goto('/my-books?tab=lent');
  const lent = cardOf(owner, title);
  await expect(lent.getByTestId('reliability-chip')).toHaveText(
    /Borrower record: (New borrower|\d+ returns? · \d+% on time)/,
    { timeout: SLOW },
  );
  await check(owner, testInfo, '03-lent-reliability-chip');
  await lent.getByRole('button', { name: 'Confirm Return' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Confirm Return' });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await confirm.getByLabel('Return code (optional)').fill(wrong);
  await confirm.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('That code does not match this rental');
  await check(owner, testInfo, '04-confirm-return-wrong-code', '[role="dialog"]');
  await confirm.getByLabel('Return code (optional)').fill(code);
  await confirm.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(owner.getByText('Return confirmed', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(lent).toHaveCount(0);

  // the rental is returned: the book is available again and Ravi is told
  const book = (await (await owner.request.get(`/api/books/${bookId}`)).json()) as { isAvailable: boolean };
  expect(book.isAvailable).toBe(true);
  await borrower.goto('/notifications');
  await expect(
    borrower.getByRole('article').filter({ hasText: 'Return Confirmed' }).filter({ hasText: title }),
  ).toBeVisible({ timeout: SLOW });
  await borrower.context().close();
  await owner.context().close();
});
