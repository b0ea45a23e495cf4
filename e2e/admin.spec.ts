/**
 * Administrator panel end to end (spec 002 §2.1, §5; ADR 0022) at a 360 px phone width, with an axe scan of
 * every tab and dialog it opens: the administrator sets a 10 % commission and 10 max rental days, and a
 * member's Borrow dialog for a ₹10/day book then shows a ₹7.00 platform fee for 1 week and offers
 * '3 days', '1 week', '10 days'; a member is refused /admin and admin writes. Every setting changed is
 * restored, whatever happens.
 */
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, E2E_PORT } from './support/env';
import { checkPhoneScreen as checkScreen } from './support/screens';
import { signInAs, switchUser } from './support/session';

const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local'; // Asha's neighbour in Lakeview Residency
const DEFAULTS = {
  commissionRate: 5,
  securityDeposit: 100,
  minApartments: 90,
  maxRentalDays: 30,
  extensionFeePerDay: 10,
};

test.use({ viewport: { width: 360, height: 780 } });

/** Puts the platform settings back to the defaults as the administrator, whatever happened in the tests. */
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const login = await api.post('/api/auth/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  expect((await api.post('/api/admin/settings', { data: DEFAULTS })).status()).toBe(200);
  expect(await (await api.get('/api/admin/settings')).json()).toEqual(DEFAULTS);
  await api.dispose();
});

test('an administrator’s commission and max rental days reach a member’s Borrow dialog', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000); // two members and the administrator on a shared machine
  await signInAs(page, DEMO_ADMIN, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
  for (const card of ['Total Users', 'Total Books', 'Total Societies', 'Active Rentals'])
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab').first()).toHaveText('Platform Settings');
  const commission = page.getByRole('spinbutton', { name: 'Commission rate (%)' });
  await expect(commission).toHaveValue('5');
  await checkScreen(page, testInfo, '01-platform-settings');

  // a bound refused on screen, then the new values saved
  await commission.fill('101');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Commission rate must be between 0 and 100')).toBeVisible();
  await commission.fill('10');
  await page.getByRole('spinbutton', { name: 'Max rental days' }).fill('10');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Settings Updated' })).toBeVisible();
  const changes = page.getByRole('region', { name: 'Recent changes' });
  await expect(changes.getByText('commission_rate')).toBeVisible();
  await expect(changes.getByText('max_rental_days')).toBeVisible();

  // the keyboard moves between tabs; Brocks Rewards lists the demo milestones
  await tabs.getByRole('tab', { name: 'Platform Settings' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Brocks Rewards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Brocks per rupee' })).toHaveValue('10', {
    timeout: 30_000,
  });
  await expect(page.getByText('First friend who lists a book')).toBeVisible();
  await checkScreen(page, testInfo, '02-brocks-rewards');
  await page.getByRole('spinbutton', { name: 'Credits per referral' }).fill('');
  await page.getByRole('button', { name: 'Save Brocks Settings' }).click();
  await expect(page.getByText('Credits per referral must be non-negative')).toBeVisible();

  // a ₹10/day book of Ravi's, borrowed by Asha
  await switchUser(page, RAVI, '/');
  const created = await page.request.post('/api/books', {
    data: {
      title: 'Admin Suite Ten Rupee Reader',
      author: 'R. K. Narayan',
      isbn: '9780226568317',
      genre: 'Fiction',
      condition: 'Good',
      dailyFee: 10,
      sellingPrice: null,
    },
  });
  expect(created.status()).toBe(201);
  const book = (await created.json()) as { id: number; title: string };

  await switchUser(page, ASHA, `/browse?search=${encodeURIComponent(book.title)}`);
  const card = page.getByTestId('book-card').filter({ has: page.getByRole('heading', { name: book.title }) });
  await card.getByRole('heading', { name: book.title }).click();
  await page
    .getByRole('dialog', { name: 'Book Details' })
    .getByRole('button', { name: 'Borrow Book' })
    .click();
  const borrow = page.getByRole('dialog', { name: 'Borrow Book' });
  await expect(borrow.getByRole('radio', { name: '10 days' })).toBeVisible();
  const durations = borrow.getByRole('group', { name: 'Rental duration' }).getByRole('radio');
  await expect(durations).toHaveCount(3);
  for (const [i, name] of ['3 days', '1 week', '10 days'].entries())
    await expect(durations.nth(i)).toHaveAccessibleName(name);
  await borrow.getByRole('radio', { name: '1 week' }).click();
  const fee = borrow.getByTestId('cost-breakdown').locator('div').filter({ hasText: 'Platform fee (10%)' });
  await expect(fee.locator('dd')).toHaveText('₹7.00');
  await checkScreen(page, testInfo, '03-borrow-dialog-10-percent', '[data-testid="borrow-buy-dialog"]');
  await page.keyboard.press('Escape');
  await switchUser(page, RAVI, '/');
  expect((await page.request.delete(`/api/books/${book.id}`)).status()).toBe(200);
});

test('a member is refused /admin without any admin call, and admin writes answer 403', async ({
  page,
}, testInfo) => {
  const adminCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/admin/')) adminCalls.push(req.url());
  });
  await signInAs(page, ASHA, '/admin');
  await expect(page.getByRole('heading', { name: 'Administrator access required' })).toBeVisible({
    timeout: 30_000,
  });
  await checkScreen(page, testInfo, '04-member-refused');
  expect(adminCalls).toEqual([]);
  const settingsBefore = await (await page.request.get('/api/platform/settings')).json();
  for (const [path, data] of [
    ['/api/admin/settings', { ...DEFAULTS, commissionRate: 50 }],
    ['/api/admin/brocks-settings', { credits_per_referral: 500 }],
    [
      '/api/admin/rewards',
      {
        description: 'Free Brocks',
        rewardType: 'bonus_earning',
        value: 1000,
        requiredReferrals: 1,
        requiredBooksPerReferral: 0,
      },
    ],
  ] as const) {
    const res = await page.request.post(path, { data });
    expect(res.status(), path).toBe(403);
    expect(await res.json()).toEqual({ message: 'Administrator access required' });
  }
  // refused writes change nothing (the first test's settings stay until afterAll restores them)
  expect(await (await page.request.get('/api/platform/settings')).json()).toEqual(settingsBefore);
});
