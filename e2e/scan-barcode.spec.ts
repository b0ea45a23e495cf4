/**
 * Scan Barcode end to end (spec 000 §2 "Scan Barcode dialog", §8 "Camera", "Barcode from image";
 * ADR 0031), as a member would at phone width: in Add Book, 'Scan Barcode' opens the dialog; with the
 * camera refused the Camera tab shows the spec's message; on the Image tab a photo of an EAN-13 (drawn
 * in the test with bwip-js) fills the ISBN field and the lookup fills the title, exactly as typing does.
 * A photo of a non-book EAN-13 shows 'Failed to process ISBN. Please try again.'
 *
 * The e2e server has no internet: the ISBN lookup answers from books already listed on Hubshelf, so the
 * barcode carries the ISBN-13 of a book listed in the member's own hub.
 */
import { expect, test, type Page } from '@playwright/test';
import { BARCODE_MESSAGES } from '../src/domain/barcode';
import { toIsbn13 } from '../src/domain/books';
import { barcodePng } from './support/barcodes';
import { checkScreen } from './support/screens';
import { signInAs } from './support/session';

const ASHA = 'asha@hubshelf.local';

async function openScanner(page: Page) {
  await page.getByRole('button', { name: 'Add Book', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Book' });
  await add.getByRole('button', { name: 'Scan Barcode' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan Barcode' });
  await expect(scan).toBeVisible();
  return { add, scan };
}

test('a refused camera says so; a barcode image fills the ISBN and the looked-up title', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, ASHA, '/');
  const listed = (await (await page.request.get('/api/books/all')).json()) as {
    title: string;
    isbn: string;
  }[];
  const book = listed.find((b) => toIsbn13(b.isbn) !== null)!;
  const isbn13 = toIsbn13(book.isbn)!;

  // No camera permission in this browser: the Camera tab (opened first) says what to do.
  const { add, scan } = await openScanner(page);
  await expect(scan.getByRole('alert')).toHaveText(BARCODE_MESSAGES.cameraDenied);
  await checkScreen(page, testInfo, 'scan-01-camera-denied', '[role="dialog"]');

  // A non-book EAN-13 (valid check digit, not 978/979) is refused.
  await scan.getByRole('tab', { name: 'Image' }).click();
  await scan.getByLabel('Choose Image').setInputFiles({
    name: 'grocery.png',
    mimeType: 'image/png',
    buffer: await barcodePng('4006381333931'),
  });
  await expect(scan.getByRole('alert')).toHaveText(BARCODE_MESSAGES.processFailed);
  await checkScreen(page, testInfo, 'scan-02-image-refused', '[role="dialog"]');

  // The book's barcode fills the ISBN; the lookup fills the empty title as when typed.
  await scan.getByLabel('Choose Image').setInputFiles({
    name: 'barcode.png',
    mimeType: 'image/png',
    buffer: await barcodePng(isbn13),
  });
  await expect(scan).toBeHidden();
  await expect(add.getByRole('textbox', { name: 'ISBN' })).toHaveValue(isbn13);
  await expect(add.getByRole('textbox', { name: 'Title' })).toHaveValue(book.title);
  await page.screenshot({ path: testInfo.outputPath('scan-03-filled-phone.png') });
  await checkScreen(page, testInfo, 'scan-03-filled', '[role="dialog"]');
});
