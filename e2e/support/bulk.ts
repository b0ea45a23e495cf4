/**
 * Steps of the Bulk Book Upload overlay shared by the e2e specs (spec 000 §2 "Bulk Book Upload flow"):
 * opening it from My Books, choosing a photo from the gallery, uploading the ticked rows.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import BOOKS from '../../src/client/features/books/locales/en.json' with { type: 'json' };

/** Opens the Bulk Book Upload overlay from My Books (Add Book → 'Add Books In Bulk') and returns it. */
export async function openBulkUpload(page: Page): Promise<Locator> {
  await page.goto('/my-books');
  await page.getByRole('button', { name: 'Add Book', exact: true }).first().click();
  await page
    .getByRole('dialog', { name: 'Add Book' })
    .getByRole('button', { name: 'Add Books In Bulk' })
    .click();
  return page.getByRole('dialog', { name: 'Add Books In Bulk' });
}

/** Chooses `jpeg` (a JPEG photo's bytes) with the overlay's 'Choose from Gallery' input. */
export async function chooseShelfPhoto(bulk: Locator, jpeg: Buffer): Promise<void> {
  await bulk.locator('input[type="file"][aria-label="Choose from Gallery"]').setInputFiles({
    name: 'shelf.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
}

/** Presses 'Upload 2 Books' (for `count` 2), waits for the success toast and the page's reload. */
export async function uploadBooks(page: Page, bulk: Locator, count: number): Promise<void> {
  await bulk.getByRole('button', { name: `Upload ${count} Books` }).click();
  await expect(page.getByText(BOOKS.bulk.uploaded.replace('{{n}}', String(count)))).toBeVisible();
  await page.waitForEvent('load');
}
