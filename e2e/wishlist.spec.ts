/**
 * Wishlist end to end (spec 000 §2 "Book Details dialog", §4 "Wishlist toggle", §8; 001 §2.15, §2.17),
 * at phone width with an axe scan of every screen: a member (Arjun) wishlists a neighbour's book from Book
 * Details, opens My Wishlist from the avatar menu, changes its priority to Low and back to High while
 * the counters follow, opens 'Borrow Now' (the Borrow/Buy dialog), and removes it (the empty state leads to Browse Books).
 */
import { expect, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { signInAs } from './support/session';
import { chooseOption } from './support/select';

const ARJUN = 'arjun@hubshelf.local'; // Lakeview Residency with Asha and Ravi; no demo wishlist

interface ApiBook {
  id: number;
  title: string;
  ownerId: number;
  isAvailable: boolean;
}

test('wishlist from Book Details, set High on /my-wishlist, counters, remove', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, ARJUN, '/browse');
  // start from an empty wishlist, whatever an earlier run left
  const left = (await (await page.request.get('/api/wishlist')).json()) as { book: { id: number } }[];
  for (const i of left) await page.request.delete(`/api/wishlist/${i.book.id}`);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const books = (await (await page.request.get('/api/books/all')).json()) as ApiBook[];
  const book = books.find((b) => b.ownerId !== me.id && b.isAvailable);
  expect(book, 'an available book of a neighbour').toBeTruthy();
  const { title } = book!;

  // Book Details: wishlist it.
  await page.getByRole('searchbox', { name: 'Search books, authors or keywords' }).fill(title);
  await page.getByTestId('book-card').getByRole('button', { name: title, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  const toggle = dialog.getByRole('button', { name: `Wishlist: ${title}` });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(page.getByText('Book added to your wishlist successfully')).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Wishlisted: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkScreen(page, testInfo, '01-book-details-wishlisted', '[role="dialog"]');
  await page.keyboard.press('Escape');

  // My Wishlist from the avatar menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Wishlist' }).click();
  await expect(page).toHaveURL(/\/my-wishlist$/);
  const item = page.getByTestId('wishlist-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  const counter = (label: string) => page.getByTestId(`counter-${label}`);
  await expect(counter('Total Books')).toHaveText('1');
  await expect(counter('Available Now')).toHaveText('1');
  await expect(counter('High Priority')).toHaveText('1');
  await expect(item.getByText('Available Now!')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Borrow Now' })).toBeEnabled();

  // Low, then High again: the badge and the High Priority counter follow.
  const priority = item.getByRole('combobox', { name: `Priority: ${title}` });
  await chooseOption(priority, 'Low');
  await expect(counter('High Priority')).toHaveText('0');
  await expect(item.getByTestId('priority-badge')).toHaveText('Low');
  await chooseOption(priority, 'High');
  await expect(counter('High Priority')).toHaveText('1');
  await expect(item.getByTestId('priority-badge')).toHaveText('High');
  await checkScreen(page, testInfo, '02-my-wishlist');

  // Borrow Now opens the book's Borrow/Buy dialog.
  await item.getByRole('button', { name: 'Borrow Now' }).click();
  const borrow = page.getByRole('dialog');
  await expect(borrow.getByText(`“${title}”`, { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(borrow).toBeHidden();

  // Remove it.
  await item.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
  await expect(page.getByText('Book has been removed from your wishlist')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await checkScreen(page, testInfo, '03-my-wishlist-empty');
  await page.getByRole('link', { name: 'Browse Books' }).click();
  await expect(page).toHaveURL(/\/browse/);
});
