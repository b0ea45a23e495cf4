/**
 * The offline shelf reader end to end (spec 000 §2 "Bulk Book Upload flow", §7 "POST
 * /api/books/analyze-bookshelf"; ADR 0031, ADR 0049), as a member would at 360 px, with an axe scan of each
 * step. The fake AI provider (e2e/support/fake-vision.mjs) refuses a photo NO_AI_PHOTO_WIDTH px wide with a
 * quota error, so the server reads the spines itself (PaddleOCR) and matches them against the offline
 * catalogue: a drawn shelf of 'The Hunger Games' and 'Pride and Prejudice' (both in the catalogue) and a
 * title no catalogue holds → the fallback notice → the review with 'Matched' rows and spine pictures and a
 * 'Check' row with the text read → the member corrects the check row, unticks one, uploads → My Library.
 */
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { isbn13CheckDigit } from '../src/domain/books';
import { drawShelfPhoto } from '../src/server/testing/shelf-photo';
import BOOKS from '../src/client/features/books/locales/en.json' with { type: 'json' };
import { NO_AI_PHOTO_WIDTH } from './support/fake-vision.mjs';
import { chooseShelfPhoto, openBulkUpload, uploadBooks } from './support/bulk';
import { checkPhoneScreen, checkPhoneScreenDark, checkScreen } from './support/screens';
import { newMemberInQuietHub } from './support/session';

const HUNGER = { title: 'The Hunger Games', author: 'Suzanne Collins' };
const PRIDE = { title: 'Pride and Prejudice', author: 'Jane Austen' };
const UNKNOWN = { title: 'Quiet Mango Lanterns', author: 'Ravi Menon' };
/** An ISBN-13 no other test uses, with a correct check digit. */
const UNKNOWN_ISBN = `978935077701${isbn13CheckDigit('978935077701')}`;

/** The three spines drawn side by side, padded on the right to exactly NO_AI_PHOTO_WIDTH px. */
async function photoTheAiRefuses(): Promise<Buffer> {
  const drawn = await drawShelfPhoto([HUNGER, PRIDE, UNKNOWN]);
  const { width } = await sharp(drawn).metadata();
  return sharp(drawn)
    .extend({ right: NO_AI_PHOTO_WIDTH - width!, background: '#c9a46a' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('without an AI answer the spines are read offline, checked, corrected and added', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await newMemberInQuietHub(page, 'Omkar Offline');
  const bulk = await openBulkUpload(page);
  await expect(bulk.locator('button', { hasText: 'Choose from Gallery' })).toBeVisible();
  await checkPhoneScreen(page, testInfo, 'shelf-offline-01-capture', '[role="dialog"]');

  await chooseShelfPhoto(bulk, await photoTheAiRefuses());
  await expect(page.getByText(BOOKS.bulk.fallback)).toBeVisible({ timeout: 30_000 });

  const rows = bulk.getByTestId('bulk-book');
  await expect(rows).toHaveCount(3, { timeout: 90_000 });
  const [hunger, pride, unknown] = [0, 1, 2].map((i) => rows.nth(i));
  for (const [row, book] of [
    [hunger!, HUNGER],
    [pride!, PRIDE],
  ] as const) {
    await expect(row.getByLabel('Title')).toHaveValue(book.title);
    await expect(row.getByLabel('Author')).toHaveValue(book.author);
    await expect(row.getByLabel('ISBN')).toHaveValue(/^97[89]\d{10}$/);
    await expect(row.getByText('Matched', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: /^Spine as read/ })).toBeVisible();
  }
  await expect(hunger!.getByLabel('ISBN')).toHaveValue('9780439023481');
  await expect(unknown!.getByText('Check', { exact: true })).toBeVisible();
  // the reader reads the whole spine, author included, into the text and the title
  await expect(unknown!.getByText(/^Read on the spine: “Quiet Mango Lanterns.*”$/i)).toBeVisible();
  await expect(unknown!.getByLabel('Title')).toHaveValue(/^Quiet Mango Lanterns/i);
  await expect(unknown!.getByRole('img', { name: /^Spine as read/ })).toBeVisible();
  await expect(unknown!.getByLabel('ISBN')).toHaveValue('');
  await checkPhoneScreen(page, testInfo, 'shelf-offline-02-review', '[role="dialog"]');
  await unknown!.scrollIntoViewIfNeeded();
  await checkPhoneScreen(page, testInfo, 'shelf-offline-02-review-check', '[role="dialog"]');

  // the member corrects the check row and leaves 'Pride and Prejudice' out
  await unknown!.getByLabel('Title').fill(UNKNOWN.title);
  await unknown!.getByLabel('Author').fill(UNKNOWN.author);
  await unknown!.getByLabel('ISBN').fill(UNKNOWN_ISBN);
  await bulk.getByRole('checkbox', { name: `Select ${PRIDE.title}` }).click();
  await expect(bulk.getByRole('button', { name: 'Upload 2 Books' })).toBeVisible();
  await checkPhoneScreen(page, testInfo, 'shelf-offline-03-corrected', '[role="dialog"]');
  // an unticked row stays readable in the dark theme too
  await checkPhoneScreenDark(page, testInfo, 'shelf-offline-03-corrected', '[role="dialog"]');
  await uploadBooks(page, bulk, 2);

  await page.getByRole('tab', { name: 'My Library' }).click();
  for (const title of [HUNGER.title, UNKNOWN.title])
    await expect(page.getByTestId('book-card').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('book-card').filter({ hasText: PRIDE.title })).toHaveCount(0);
  await checkScreen(page, testInfo, 'shelf-offline-04-my-library');
});
