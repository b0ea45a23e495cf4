/**
 * 'Scan many' end to end (spec 000 §2 "Scan Barcode dialog", "Bulk Book Upload flow"; ADR 0031), as a
 * member would at 360 px, with an axe scan of each step (light, and the list once in dark): Add Book →
 * Scan Barcode → 'Scan many' → on the Image tab, barcode photos one after another: two books the lookup
 * knows, the first again (flagged 'Already in this list', not added twice) and a 13-digit code with a
 * wrong check digit (flagged 'Not a valid ISBN'); a typed ISBN no catalogue knows is kept, flagged, and
 * removed → 'Review 2 books' opens the bulk upload's review with two rows → 'Upload 2 Books' →
 * 'Successfully added 2 books!' → My Library lists both.
 *
 * The e2e server has no internet: the ISBN lookup answers from books already listed on Hubshelf. The
 * member is new (they own none of those books), so the suites that count a demo member's books are
 * untouched.
 */
import { expect, test, type Page } from '@playwright/test';
import { toIsbn13 } from '../src/domain/books';
import { DEMO_BOOKS } from '../src/server/seed/books-data';
import BOOKS from '../src/client/features/books/locales/en.json' with { type: 'json' };
import { anyEan13Png, barcodePng } from './support/barcodes';
import { checkScreen } from './support/screens';
import { newMemberInQuietHub } from './support/session';

test.use({ viewport: { width: 360, height: 800 } });

/** A valid ISBN-13 that no book on Hubshelf carries (and the e2e server has no internet). */
const UNKNOWN_ISBN = '9781112223334';

/** Chooses `png` on the Scan Barcode dialog's Image tab. */
async function choose(page: Page, name: string, png: Buffer) {
  await page
    .getByRole('dialog', { name: 'Scan Barcode' })
    .getByLabel('Choose Image')
    .setInputFiles({ name, mimeType: 'image/png', buffer: png });
}

test('scanning several barcodes lists them through the bulk review', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await newMemberInQuietHub(page, 'Sana Scanner');

  // two different books listed on Hubshelf, which the lookup answers from
  const listed = (await (await page.request.get('/api/books/all')).json()) as {
    title: string;
    isbn: string;
  }[];
  const picked: { title: string; isbn13: string }[] = [];
  // the quiet hub may be one another suite created, with no books yet: demo books listed elsewhere answer too
  const demo = DEMO_BOOKS.slice(-20).map((b) => ({ title: b.title, isbn: b.isbn13 }));
  for (const b of [...listed, ...demo]) {
    const isbn13 = toIsbn13(b.isbn);
    if (isbn13 && !picked.some((p) => p.isbn13 === isbn13 || p.title === b.title))
      picked.push({ title: b.title, isbn13 });
    if (picked.length === 2) break;
  }
  const [first, second] = picked as [(typeof picked)[0], (typeof picked)[0]];
  expect(second, 'two listed books with an ISBN').toBeTruthy();
  const lastDigit = Number(first.isbn13[12]);
  const wrongCheck = first.isbn13.slice(0, 12) + String((lastDigit + 1) % 10);

  await page.goto('/my-books');
  await page.getByRole('button', { name: 'Add Book', exact: true }).first().click();
  await page.getByRole('dialog', { name: 'Add Book' }).getByRole('button', { name: 'Scan Barcode' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan Barcode' });
  await scan.getByRole('switch', { name: 'Scan many' }).click();
  await expect(scan.getByText(BOOKS.scanMany.empty)).toBeVisible();
  await expect(scan.getByRole('button', { name: 'Review 0 books' })).toBeDisabled();
  await scan.getByRole('tab', { name: 'Image' }).click();
  await checkScreen(page, testInfo, 'scan-many-01-empty', '[role="dialog"]');

  const rows = scan.getByTestId('scanned-book');
  const status = scan.getByRole('status');
  await choose(page, 'first.png', await barcodePng(first.isbn13));
  await expect(rows.filter({ hasText: first.title })).toBeVisible({ timeout: 20_000 });
  await expect(status).toHaveText(`Added: ${first.title}`);
  await choose(page, 'second.png', await barcodePng(second.isbn13));
  await expect(rows.filter({ hasText: second.title })).toBeVisible({ timeout: 20_000 });

  // the first again: flagged, not added twice
  await choose(page, 'first-again.png', await barcodePng(first.isbn13));
  await expect(status).toHaveText(`Already in this list: ${first.title}`);
  await expect(rows).toHaveCount(2);
  await checkScreen(page, testInfo, 'scan-many-02-duplicate', '[role="dialog"]');

  // a code with a wrong check digit: flagged with its digits, not added
  await choose(page, 'wrong-check.png', await anyEan13Png(wrongCheck));
  await expect(status).toHaveText(`Not a valid ISBN: ${wrongCheck}`);
  await expect(rows).toHaveCount(2);
  await expect(scan.getByText('2 books in the list')).toBeVisible();
  await checkScreen(page, testInfo, 'scan-many-03-invalid', '[role="dialog"]');

  // a typed ISBN no catalogue knows: kept, flagged; then removed
  await scan.getByLabel('Or type an ISBN').fill(UNKNOWN_ISBN);
  await scan.getByRole('button', { name: 'Add', exact: true }).click();
  const unknown = rows.filter({ hasText: UNKNOWN_ISBN });
  await expect(unknown.getByText(BOOKS.scanMany.unknown)).toBeVisible({ timeout: 20_000 });
  await expect(scan.getByRole('button', { name: 'Review 3 books' })).toBeEnabled();
  await checkScreen(page, testInfo, 'scan-many-04-unknown', '[role="dialog"]');
  await unknown.getByRole('button', { name: `Remove ${UNKNOWN_ISBN}` }).click();
  await expect(rows).toHaveCount(2);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await checkScreen(page, testInfo, 'scan-many-05-dark', '[role="dialog"]');
  await page.emulateMedia({ colorScheme: 'light' });

  // Review 2 books: the bulk upload's review with both, ticked
  await scan.getByRole('button', { name: 'Review 2 books' }).click();
  await expect(scan).toBeHidden();
  const bulk = page.getByRole('dialog', { name: 'Add Books In Bulk' });
  const review = bulk.getByTestId('bulk-book');
  await expect(review).toHaveCount(2);
  await expect(review.nth(0).getByLabel('Title')).toHaveValue(first.title);
  await expect(review.nth(0).getByLabel('ISBN')).toHaveValue(first.isbn13);
  await expect(review.nth(1).getByLabel('Title')).toHaveValue(second.title);
  await checkScreen(page, testInfo, 'scan-many-06-review', '[role="dialog"]');

  await bulk.getByRole('button', { name: 'Upload 2 Books' }).click();
  await expect(page.getByText(BOOKS.bulk.uploaded.replace('{{n}}', '2'))).toBeVisible();
  await page.waitForEvent('load');
  await page.getByRole('tab', { name: 'My Library' }).click();
  for (const b of [first, second])
    await expect(page.getByTestId('book-card').filter({ hasText: b.title })).toBeVisible();
  await checkScreen(page, testInfo, 'scan-many-07-my-library');
});
