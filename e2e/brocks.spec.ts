/**
 * Buying Brocks and the leaderboard end to end (spec 002 §2.4, §4 "Buying Brocks", §8; 001 §2.2, §2.14;
 * ADR 0027), at phone width with an axe scan of every screen, on the demo payment provider:
 * - a new member opens /buy-brocks, is asked to select a package, closes the payment window (cancelled),
 *   then buys a package with the demo card and sees the balance rise by its Brocks + bonus;
 * - a demo member sees the Brocks Champions card on home (5 entries, View Full → /leaderboard), the
 *   leaderboard page with the podium icons and the 'You' marker, and the same list in the profile's tab.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { registerMember, signInAs } from './support/session';

const expect = baseExpect.configure({ timeout: 30_000 });

interface ApiPackage {
  id: number;
  name: string;
  brocks: number;
  bonus: number;
  price: string;
  popular: boolean;
}

const number = (n: number) => n.toLocaleString('en-IN');

test('a new member buys a Brocks package with the demo payment and sees the balance rise', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const email = await registerMember(page, 'Meera Brocks');
  await signInAs(page, email, '/buy-brocks');
  const packages = (await (await page.request.get('/api/brocks-packages')).json()) as ApiPackage[];
  expect(packages.length, 'packages for sale').toBeGreaterThan(0);
  const pkg = packages.find((p) => p.popular) ?? packages[0]!;
  const before = ((await (await page.request.get('/api/user/credits')).json()) as { balance: number })
    .balance;

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('brocks-balance')).toHaveText(`${number(before)} Brocks`);
  await expect(page.getByRole('heading', { name: 'Why Buy Brocks?' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page.getByText('Please select a package')).toBeVisible();
  await checkScreen(page, testInfo, '01-buy-brocks');

  // choose the package: the summary shows what it awards
  await page.getByRole('radio', { name: new RegExp(`^${pkg.name}`) }).click();
  const summary = page.getByRole('heading', { name: 'Purchase Summary' }).locator('..');
  await expect(summary.getByText(number(pkg.brocks + pkg.bonus), { exact: true })).toBeVisible();

  // closing the payment window cancels
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  const chooser = page.getByRole('dialog', { name: 'Demo Payment' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('You closed the payment window')).toBeVisible();
  await expect(page.getByTestId('brocks-balance')).toHaveText(`${number(before)} Brocks`);

  // pay by demo card
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await chooser.getByRole('radio', { name: /Credit \/ Debit Card/ }).click();
  await checkScreen(page, testInfo, '02-demo-payment', '[data-testid="demo-payment-dialog"]');
  await chooser.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(chooser.getByText('Payment successful')).toBeVisible();
  const awarded = pkg.brocks + pkg.bonus;
  await expect(page.getByText(`${awarded} Brocks added to your account!`)).toBeVisible();
  await expect(page.getByTestId('brocks-balance')).toHaveText(`${number(before + awarded)} Brocks`);
  await checkScreen(page, testInfo, '03-bought');
});

test('the leaderboard: home card, /leaderboard and the profile tab', async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'arjun@hubshelf.local', '/');
  const board = (await (await page.request.get('/api/brocks/leaderboard')).json()) as {
    name: string;
    rank: number;
  }[];
  expect(board.length).toBeGreaterThan(3);

  const card = page.getByRole('heading', { name: 'Brocks Champions' }).locator('../..');
  await expect(card.getByTestId('leaderboard-entry')).toHaveCount(Math.min(5, board.length));
  await expect(card.getByRole('img', { name: 'Rank 1' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, testInfo, '04-home-champions');
  await card.getByRole('link', { name: 'View Full' }).click();

  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Leaderboard' });
  await expect(list.getByTestId('leaderboard-entry')).toHaveCount(board.length);
  await expect(list.getByTestId('leaderboard-entry').first()).toContainText(board[0]!.name);
  for (const rank of [1, 2, 3]) await expect(list.getByRole('img', { name: `Rank ${rank}` })).toBeVisible();
  if (board.length > 3) await expect(list.getByText(`#${board[3]!.rank}`)).toBeVisible();
  const mine = list.getByTestId('leaderboard-entry').filter({ hasText: 'Arjun' });
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, '05-leaderboard');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByTestId('leaderboard-entry')).toHaveCount(board.length);
  await expect(tab.getByText('You', { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, '06-profile-leaderboard');
});
