/**
 * Bulk Book Upload end to end (spec 000 §2 "Bulk Book Upload flow", §4, §5 "Bulk", §8; 001 §2.2, §2.15;
 * ADR 0031), as a member would at phone width, with an axe scan of each step: Add Book → 'Add Books In
 * Bulk' → a shelf photo from the gallery → the fake AI provider (e2e/support/fake-vision.mjs) reads three
 * demo books → find-isbn fills their ISBNs (from books listed on Hubshelf, no internet) → review with the
 * spec's defaults → untick one → upload → 'Successfully added 2 books!' → the page reloads and My
 * Library lists the two books. A second test answers the analysis with a stream of progress events
 * (ADR 0049) holding spine pictures and each status, and looks at the review at 360 px, light and dark.
 */
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import {
  SHELF_MESSAGES,
  SHELF_PROGRESS_MEDIA_TYPE,
  type AnalyzeShelfResponse,
  type ShelfProgressEvent,
} from '../src/contract/shelf';
import { testShelfBook } from '../src/client/lib/test-fixtures';
import { FAKE_VISION_BOOKS } from './support/fake-vision.mjs';
import { chooseShelfPhoto, openBulkUpload, uploadBooks } from './support/bulk';
import { checkPhoneScreen, checkPhoneScreenDark, checkScreen } from './support/screens';
import { newMemberInQuietHub, signInAs } from './support/session';

/** A plain "shelf photo" (the fake provider answers the same books for any photo). */
async function shelfPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** A spine picture as the reader crops it: turned so `text` runs left to right, 200 × 40 px, as a data URL. */
async function spineCrop(text: string, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40">
  <rect width="100%" height="100%" fill="${colour}"/>
  <text x="10" y="26" font-family="DejaVu Sans, sans-serif" font-size="16"
    font-weight="bold" fill="#fff">${text}</text></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

test('a shelf photo becomes books in My Library, with one unticked', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await newMemberInQuietHub(page, 'Bina Bulk');
  const bulk = await openBulkUpload(page);
  await expect(bulk.locator('button', { hasText: 'Take Photo' })).toBeVisible();
  await expect(bulk.locator('button', { hasText: 'Choose from Gallery' })).toBeVisible();
  await expect(bulk.getByText('Stand 2-3 feet away')).toBeVisible();
  await checkScreen(page, testInfo, 'bulk-01-capture', '[role="dialog"]');

  await chooseShelfPhoto(bulk, await shelfPhoto());
  const rows = bulk.getByTestId('bulk-book');
  await expect(rows).toHaveCount(FAKE_VISION_BOOKS.length, { timeout: 60_000 });
  const first = rows.first();
  await expect(first.getByLabel('Title')).toHaveValue(FAKE_VISION_BOOKS[0]!.title);
  await expect(first.getByLabel('ISBN')).toHaveValue(/^97[89]\d{10}$/);
  await expect(first.getByLabel('Daily fee (₹)')).toHaveValue('10.00');
  await expect(first.getByLabel('Condition')).toHaveValue('Good');
  // an AI provider's books are matched, with no spine picture
  await expect(first.getByText('Matched', { exact: true })).toBeVisible();
  await expect(first.getByRole('img')).toHaveCount(0);
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
  await uploadBooks(page, bulk, 2);

  await expect(page.getByRole('tab', { name: 'My Library' })).toBeVisible();
  await page.getByRole('tab', { name: 'My Library' }).click();
  for (const b of [FAKE_VISION_BOOKS[0]!, FAKE_VISION_BOOKS[2]!])
    await expect(page.getByTestId('book-card').filter({ hasText: b.title })).toBeVisible();
  await expect(page.getByTestId('book-card').filter({ hasText: unticked })).toHaveCount(0);
  await checkScreen(page, testInfo, 'bulk-03-my-library');
});

test('the review shows each spine as read and how sure each suggestion is, light and dark', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const result: AnalyzeShelfResponse = {
    fallbackMode: true,
    books: [
      testShelfBook({ readText: 'THE GUIDE NARAYAN', crop: await spineCrop('THE GUIDE', '#1f3a5f') }),
      testShelfBook({
        title: 'MALGUD1 DAYS',
        author: '',
        isbn: '',
        status: 'check',
        readText: 'MALGUD1 DAYS',
        crop: await spineCrop('MALGUD1 DAYS', '#7a1f1f'),
      }),
      testShelfBook({
        title: 'Swami and Friends',
        isbn: '9780143039655',
        status: 'listed',
        readText: 'SWAMI AND FRIENDS',
        crop: await spineCrop('SWAMI', '#2f5d3a'),
      }),
    ],
  };
  const events: ShelfProgressEvent[] = [
    { type: 'reading' },
    ...[1, 2, 3].map((done) => ({ type: 'matching' as const, done, total: 3 })),
    { type: 'result', result },
  ];
  await page.route('**/api/books/analyze-bookshelf', (route) =>
    route.fulfill({
      status: 200,
      contentType: SHELF_PROGRESS_MEDIA_TYPE,
      body: events.map((e) => `${JSON.stringify(e)}\n`).join(''),
    }),
  );
  await signInAs(page, 'meera@hubshelf.local', '/');
  const bulk = await openBulkUpload(page);
  await chooseShelfPhoto(bulk, await shelfPhoto());

  const rows = bulk.getByTestId('bulk-book');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByText('Matched', { exact: true })).toBeVisible();
  await expect(rows.nth(0).getByRole('img', { name: 'Spine as read: THE GUIDE NARAYAN' })).toBeVisible();
  await expect(rows.nth(1).getByText('Check', { exact: true })).toBeVisible();
  await expect(rows.nth(1).getByText('Read on the spine: “MALGUD1 DAYS”')).toBeVisible();
  await expect(rows.nth(1).getByLabel('ISBN')).toHaveValue('');
  await expect(rows.nth(2).getByText('Already listed')).toBeVisible();
  await expect(rows.nth(2).getByRole('checkbox')).not.toBeChecked();
  await expect(bulk.getByRole('button', { name: 'Upload 2 Books' })).toBeVisible();
  await checkPhoneScreen(page, testInfo, 'bulk-04-review-statuses', '[role="dialog"]');
  await checkPhoneScreenDark(page, testInfo, 'bulk-05-review-statuses', '[role="dialog"]');
});
