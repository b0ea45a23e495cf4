/**
 * Earnings and rewards end to end (spec 001 §2.2; 002 §2.3, §2.5, §2.6; ADR 0029), at phone width with an
 * axe scan of every screen: Arjun borrows a book Asha has just listed (demo card, through the API), opens
 * My Earnings from the home and sees the borrow among his money spending and the deposit apart; Asha sees it
 * earned. Asha's home shows her Brocks card with 3 badge chips and +N and her Recent Rewards; the card opens
 * /brocks-info; /rewards and /how-it-works show the numbers of the reward settings.
 */
import { expect, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { borrowByApi, listBookByApi } from './support/lending';
import { signInAs } from './support/session';

const ASHA = 'asha@hubshelf.local';
const ARJUN = 'arjun@hubshelf.local'; // Lakeview Residency with Asha

test('after a borrow, /earnings shows the money spent and earned, deposits apart', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000); // two members, several axe scans: slow on a shared machine
  await page.setViewportSize({ width: 360, height: 800 });
  const title = `Earnings Check ${Date.now()}`;
  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const owner = await ownerContext.newPage();
  await signInAs(owner, ASHA);
  const bookId = await listBookByApi(owner, title);

  await signInAs(page, ARJUN);
  await borrowByApi(page, bookId);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /My Earnings/ })).toHaveAttribute('href', '/earnings', {
    timeout: 30_000,
  });
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Money' })).toHaveAttribute('aria-selected', 'true');
  const spending = page.getByRole('listitem').filter({ hasText: `Borrowed "${title}"` });
  await expect(spending).toContainText('₹73.50', { timeout: 30_000 }); // ₹10 × 7 days + 5 % platform fee; the ₹100 deposit apart
  await expect(page.getByRole('heading', { name: 'Security Deposits' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Monthly Earned and Spent' })).toBeVisible({
    timeout: 30_000,
  });
  await checkScreen(page, testInfo, '01-earnings-money');
  await page.getByRole('tab', { name: 'Brocks' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Borrowed "${title}"` })).toContainText(
    '+5 Brocks',
  );
  await checkScreen(page, testInfo, '02-earnings-brocks');
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await expect(page.getByRole('heading', { name: 'Ways to Earn' })).toBeVisible();
  await checkScreen(page, testInfo, '03-earnings-rewards-tab');

  await owner.goto('/earnings');
  await expect(owner.getByRole('listitem').filter({ hasText: `Lent "${title}"` })).toContainText('₹70.00');
  await ownerContext.close();
});

test('home Brocks card, /brocks-info, /rewards and /how-it-works show the settings’ numbers', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000); // two members, several axe scans: slow on a shared machine
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, ASHA);
  const v = (await (await page.request.get('/api/admin/platform-settings')).json()) as Record<string, number>;
  const p = (await (await page.request.get('/api/platform/settings')).json()) as { commissionRate: number };
  const { balance } = (await (await page.request.get('/api/user/credits')).json()) as { balance: number };

  // Home: the Brocks card with 3 badge chips and +N, and Recent Rewards.
  const card = page.getByRole('link', { name: /Brocks Balance/ });
  await expect(card).toContainText(`${balance} Brocks`, { timeout: 30_000 });
  await expect(page.getByTestId('home-badges').getByText(/^\+\d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Rewards' })).toBeVisible();
  await checkScreen(page, testInfo, '04-home-rewards');

  // /brocks-info from the card: balance, three tabs with live rates and the earning actions.
  await card.click();
  await expect(page).toHaveURL(/\/brocks-info$/);
  await expect(page.getByTestId('brocks-info-balance')).toHaveText(`${balance} Brocks`);
  await expect(page.getByText(`${v.creditsToRupeesRate} Brocks = ₹1 discount`)).toBeVisible();
  await expect(
    page.getByText(`${v.creditsToCommissionFreeRate} Brocks = 1 commission-free day`),
  ).toBeVisible();
  await checkScreen(page, testInfo, '05-brocks-info');
  await page.getByRole('tab', { name: 'How To Earn' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Refer a friend' })).toContainText(
    `+${v.referralReward} Brocks`,
  );
  await checkScreen(page, testInfo, '06-brocks-info-earn');
  await page.getByRole('tab', { name: 'Buy Brocks' }).click();
  await checkScreen(page, testInfo, '07-brocks-info-buy');

  // /rewards: balance, progress to the next multiple of 20, badges, rates.
  await page.goto('/rewards');
  await expect(page.getByTestId('rewards-balance')).toContainText(String(balance), { timeout: 30_000 });
  const target = (Math.floor(balance / 20) + 1) * 20;
  await expect(page.getByText(`${target - balance} Brocks to ${target}`)).toBeVisible();
  await expect(page.getByTestId('badges-grid').getByText('10 Books Shared')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Add a book' })).toContainText(
    `+${v.uploadReward}`,
  );
  await checkScreen(page, testInfo, '08-rewards');

  // /how-it-works from the home tile: numbers from the settings; Back goes home.
  await page.goto('/');
  await page.getByRole('link', { name: /How It Works/ }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/how-it-works$/, { timeout: 30_000 });
  const steps = page.getByTestId('guide-steps');
  await expect(steps).toContainText(`${p.commissionRate}% commission`);
  await expect(steps).toContainText(`Earn ${v.referralReward} Brocks per referral`);
  await expect(page.getByText(`${v.openingCredits} Brocks welcome bonus when you join`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join a Hub' })).toHaveAttribute('href', '/societies');
  await expect(page.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/browse');
  await checkScreen(page, testInfo, '09-how-it-works');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
