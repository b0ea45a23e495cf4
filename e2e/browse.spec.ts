/**
 * Browse end to end (spec 000 §2 "Browse Books screen", §7 "Browsing"; ADR 0018), at phone width with an
 * axe scan: the page says 'N books found' with the real total the API reports, shows the first 20 cards,
 * loads the next 20 as the member scrolls to the end, or on a tap of 'Show more books'; a member who
 * misspells one letter of a common word of a title finds that book first. Before any JavaScript runs, a
 * member opening /browse already sees the page's frame (ADR 0043); a visitor sees the splash screen.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { checkScreen } from './support/screens';
import { DEMO_PASSWORD } from './support/env';
import { signInAs } from './support/session';

const ASHA = 'asha@hubshelf.local'; // Lakeview Residency + Powai English High School (Mumbai)
const PAGE_SIZE = 20;

interface ApiBook {
  id: number;
  title: string;
}

/** The phone-sized view (`<name>-phone.png`), then the full page and its axe scan. */
async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`) });
  await checkScreen(page, testInfo, name);
}

/** The total the browse API reports for the signed-in member (the `X-Total-Count` header). */
async function apiTotal(page: Page): Promise<number> {
  const res = await page.request.get('/api/books/browse?limit=1');
  expect(res.status()).toBe(200);
  const header = res.headers()['x-total-count'];
  expect(header, 'X-Total-Count').toMatch(/^\d+$/);
  return Number(header);
}

const cards = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');

test('Browse shows the real total and 20 cards, then the next pages as the member scrolls', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, ASHA, '/browse');
  const total = await apiTotal(page);
  expect(total, 'the demo member sees more than three pages of books').toBeGreaterThan(3 * PAGE_SIZE);

  await expect(page.getByText(`${total.toLocaleString('en-IN')} books found`)).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await check(page, testInfo, 'browse-first-page');

  // Scrolling to the end of the list loads the next page by itself, each time.
  const more = page.getByRole('button', { name: /Show more books|Loading…/ });
  await more.scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await more.scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(3 * PAGE_SIZE);
  await expect(page.getByText(`${total.toLocaleString('en-IN')} books found`)).toBeVisible();
  await check(page, testInfo, 'browse-after-scrolling');
});

test("'Show more books' loads the next page on a tap (browsers without IntersectionObserver)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await signInAs(page, ASHA, '/browse');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: 'Show more books' }).click();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await page.getByRole('button', { name: 'Show more books' }).click();
  await expect(cards(page)).toHaveCount(3 * PAGE_SIZE);
});

test('a title with one wrong letter on a common word is found first', async ({ page }, testInfo) => {
  await signInAs(page, ASHA, '/browse');
  const visible = (await (await page.request.get('/api/books/all')).json()) as ApiBook[];
  const title = 'Between the World and Me';
  expect(
    visible.some((b) => b.title === title),
    `${title} is in the demo member's hubs`,
  ).toBe(true);

  await page
    .getByRole('searchbox', { name: 'Search books, authors or keywords' })
    .fill('Betwen the World and Me');
  await expect(page).toHaveURL(/search=Betwen/);
  await expect(cards(page).first().getByRole('button', { name: title, exact: true })).toBeVisible();
  await check(page, testInfo, 'browse-typo-search');
});

test('before the JavaScript runs, a member opening /browse sees the page frame; a visitor the splash', async ({
  browser,
}, testInfo) => {
  // JavaScript off: only what the server's HTML and the stylesheet paint (docs/decisions/0043-…)
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/browse');
  await expect(page.getByRole('status', { name: 'Loading Hubshelf' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(0);

  const login = await page.request.post('/api/auth/login', {
    data: { email: ASHA, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/browse');
  // the frame is inert (nothing in it can be used yet), so it is read by its elements, not their roles
  await expect(page.locator('h1')).toHaveText('Browse Books');
  await expect(page.locator('input[type="search"]')).toHaveAttribute(
    'placeholder',
    'Search books, authors or keywords',
  );
  await expect(page.getByTestId('book-card-skeleton')).toHaveCount(6);
  await expect(page.locator('nav a[aria-current="page"]')).toHaveText('Browse');
  await expect(page.getByText('Loading Hubshelf')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('browse-first-paint-phone.png') });
  await context.close();
});
