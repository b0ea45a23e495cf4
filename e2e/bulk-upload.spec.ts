/**
 * Bulk Book Upload end to end (spec 000 §2 "Bulk Book Upload flow", §4, §5 "Bulk", §8; 001 §2.2, §2.15;
 * ADR 0031), as a member would at phone width, with an axe scan of each step: Add Book → 'Add Books In
 * Bulk' → a shelf photo from the gallery → the fake AI provider (e2e/support/fake-vision.mjs) reads three
 * demo books → find-isbn fills their ISBNs (from books listed on Hubshelf, no internet) → review with the
 * spec's defaults → untick one → upload → 'Successfully added 2 books!' → the page reloads and My
 * Library lists the two books.
 */
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { SHELF_MESSAGES } from '../src/contract/shelf';
import BOOKS from '../src/client/features/books/locales/en.json' with { type: 'json' };
import { FAKE_VISION_BOOKS } from './support/fake-vision.mjs';
import { checkScreen } from './support/screens';
import { newMemberInQuietHub } from './support/session';

/** A plain "shelf photo" (the fake provider answers the same books for any photo). */
async function shelfPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
}

test('a shelf photo becomes books in My Library, with one unticked', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await newMemberInQuietHub(page, 'Bina Bulk');
  await page.goto('/my-books');

  await page.getByRole('button', { name: 'Add Book', exact: true }).first().click();
  await page
    .getByRole('dialog', { name: 'Add Book' })
    .getByRole('button', { name: 'Add Books In Bulk' })
    .click();
  const bulk = page.getByRole('dialog', { name: 'Add Books In Bulk' });
  await expect(bulk.locator('button', { hasText: 'Take Photo' })).toBeVisible();
  await expect(bulk.locator('button', { hasText: 'Choose from Gallery' })).toBeVisible();
  await expect(bulk.getByText('Stand 2-3 feet away')).toBeVisible();
  await checkScreen(page, testInfo, 'bulk-01-capture', '[role="dialog"]');

  await bulk.locator('input[type="file"][aria-label="Choose from Gallery"]').setInputFiles({
    name: 'shelf.jpg',
    mimeType: 'image/jpeg',
    buffer: await shelfPhoto(),
  });
  const rows = bulk.getByTestId('bulk-book');
  await expect(rows).toHaveCount(FAKE_VISION_BOOKS.length, { timeout: 60_000 });
  const first = rows.first();
  await expect(first.getByLabel('Title')).toHaveValue(FAKE_VISION_BOOKS[0]!.title);
  await expect(first.getByLabel('ISBN')).toHaveValue(/^97[89]\d{10}$/);
  await expect(first.getByLabel('Daily fee (₹)')).toHaveValue('10.00');
  await expect(first.getByLabel('Condition')).toHaveValue('Good');
  await checkScreen(page, testInfo, 'bulk-02-review', '[role="dialog"]');

  // Clear All then Upload: at least one is needed
  await bulk.getByRole('button', { name: 'Clear All' }).click();
  await bulk.getByRole('button', { name: /^Upload/ }).click();
  await expect(bulk.getByRole('alert')).toHaveText(SHELF_MESSAGES.selectOne);
  await bulk.getByRole('button', { name: 'Select All' }).click();

  // untick the second book, upload the other two
  const unticked = FAKE_VISION_BOOKS[1]!.title;
  await bulk.getByRole('checkbox', { name: `Select ${unticked}` }).click();
  await expect(bulk.getByRole('button', { name: 'Upload 2 Books' })).toBeVisible();
  await bulk.getByRole('button', { name: 'Upload 2 Books' }).click();
  await expect(page.getByText(BOOKS.bulk.uploaded.replace('{{n}}', '2'))).toBeVisible();
  await page.waitForEvent('load');

  await expect(page.getByRole('tab', { name: 'My Library' })).toBeVisible();
  await page.getByRole('tab', { name: 'My Library' }).click();
  for (const b of [FAKE_VISION_BOOKS[0]!, FAKE_VISION_BOOKS[2]!])
    await expect(page.getByTestId('book-card').filter({ hasText: b.title })).toBeVisible();
  await expect(page.getByTestId('book-card').filter({ hasText: unticked })).toHaveCount(0);
  await checkScreen(page, testInfo, 'bulk-03-my-library');
});
