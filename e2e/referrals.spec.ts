/**
 * Member perks end to end (spec 001 §2.13, §9; ADR 0028), at phone width with an axe scan of every screen:
 * a neighbour signs up through a referral link, joins a society, both members see ₹50 of Hubshelf credit,
 * and the referee's next borrow costs ₹50 less; a member's 10th listed book starts a commission-free period
 * and their next borrow shows no platform fee.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/env';
import { checkPhoneScreen as check } from './support/screens';
import { listBookByApi, TEST_ISBN } from './support/lending';
import { registerMember, signInAs, skipWelcome } from './support/session';
import { chooseOption } from './support/select';

const ASHA = 'asha@hubshelf.local'; // Lakeview Residency (Mumbai)

const money = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    rupees,
  );

/** Asha lists a new book at ₹10 a day (through the API) . */
async function ashaListsABook(page: Page, title: string): Promise<void> {
  const api = await page.context().browser()!.newContext();
  const asha = await api.newPage();
  await signInAs(asha, ASHA, '/healthz');
  await listBookByApi(asha, title);
  await api.close();
}

/** Joins Lakeview Residency from /societies as a person would. */
async function joinLakeview(page: Page): Promise<void> {
  await page.goto('/societies?type=society');
  const lakeview = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lakeview Residency' }) });
  await lakeview.getByRole('button', { name: 'Join Lakeview Residency' }).click();
  await expect(page.getByText('Joined Lakeview Residency')).toBeVisible();
}

/** Opens the Borrow Book dialog of `title` from Browse and picks 1 week. */
async function openBorrow(page: Page, title: string) {
  await page.goto(`/browse?search=${encodeURIComponent(title)}`);
  const card = page
    .getByTestId('book-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: `Borrow ${title}` }).click();
  const borrow = page.getByRole('dialog', { name: 'Borrow Book' });
  await borrow.getByRole('radio', { name: '1 week' }).click();
  return borrow;
}

test('a neighbour joins through a referral link: ₹50 credit each, and the next borrow costs ₹50 less', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const referrerEmail = await registerMember(page, 'Sunita Desai');
  await signInAs(page, referrerEmail, '/referrals');
  const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d+$/);

  const title = `Credit Check ${Date.now()}`;
  await ashaListsABook(page, title);

  // The referee opens the link and signs up with the code already filled in.
  const context = await browser.newContext();
  const referee = await context.newPage();
  await skipWelcome(referee);
  await referee.goto(`/register?ref=${code}`);
  await expect(referee.getByLabel('Referral Code (optional)')).toHaveValue(code);
  const email = `rohan.${Date.now()}@example.com`;
  await referee.getByLabel('Full Name').fill('Rohan Pillai');
  await referee.getByLabel('Email').fill(email);
  await referee.getByLabel('Phone Number').fill('9811122233');
  await chooseOption(referee.getByRole('combobox', { name: 'City' }), 'Mumbai');
  await referee.getByLabel('Flat and Wing Number').fill('C-12');
  await referee.getByLabel('Building Name').fill('Lakeview Residency');
  await referee.getByLabel('Detailed Address').fill('Hiranandani Gardens, Powai');
  await referee.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await check(referee, testInfo, '01-sign-up-with-code');
  await referee.getByRole('button', { name: 'Create Account' }).click();
  await expect(referee.getByText('Account created')).toBeVisible();
  await referee.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await referee.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(referee.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The first-time genre dialog is its own suite's business: answer it through the API.
  await referee.request.post('/api/user/genre-preferences', {
    data: { preferences: [{ genre: 'Fiction', preferenceLevel: 5 }] },
  });

  await joinLakeview(referee);
  await referee.goto('/referrals');
  await expect(referee.getByTestId('referral-credit')).toHaveText('₹50.00');

  await page.reload();
  await expect(page.getByTestId('referral-credit')).toHaveText('₹50.00');
  await expect(page.getByText('Rohan Pillai')).toBeVisible();
  await check(page, testInfo, '02-referrer-referrals');

  // The referee's borrow: ₹10 × 7 days + 5 % platform fee + ₹100 deposit, less the ₹50 credit.
  const borrow = await openBorrow(referee, title);
  await expect(borrow.getByText('Referral credit')).toBeVisible();
  await expect(borrow.getByText('−₹50.00')).toBeVisible();
  await expect(borrow.getByTestId('cost-total')).toHaveText(money(70 * 1.05 + 100 - 50));
  await check(referee, testInfo, '03-borrow-with-credit', '[data-testid="borrow-buy-dialog"]');
  await borrow.getByRole('radio', { name: 'Card' }).click();
  await borrow.getByRole('button', { name: /^Borrow for ₹/ }).click();
  const chooser = referee.getByRole('dialog', { name: 'Demo Payment' });
  await chooser.getByRole('radio', { name: /Credit \/ Debit Card/ }).click();
  await chooser.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(
    referee.locator('[data-sonner-toast]').filter({ hasText: 'Book Borrowed Successfully' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await referee.goto('/referrals');
  await expect(referee.getByTestId('referral-credit')).toHaveText('₹0.00');
  await context.close();
});

test('the 10th listed book starts a commission-free period: the next borrow has no platform fee', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const email = await registerMember(page, 'Vikram Bhatt');
  await signInAs(page, email, '/');
  await joinLakeview(page);
  for (let i = 1; i <= 9; i += 1) await listBookByApi(page, `Vikram's Shelf ${i} ${Date.now()}`, 5);
  const title = `Perk Check ${Date.now()}`;
  await ashaListsABook(page, title);
  let borrow = await openBorrow(page, title);
  await expect(borrow.getByTestId('cost-total')).toHaveText(money(70 * 1.05 + 100));
  await page.keyboard.press('Escape');

  // The 10th book, through the Add Book dialog.
  await page.goto('/my-books');
  await page.getByRole('button', { name: 'Add Book', exact: true }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Book' });
  await add.getByLabel('ISBN').fill(TEST_ISBN);
  await expect(add.getByLabel('Looking up ISBN')).toHaveCount(0);
  await add.getByLabel('Title').fill('The Tenth Book');
  await add.getByLabel('Author').fill('Anita Desai');
  await chooseOption(add.getByRole('combobox', { name: 'Genre' }), 'Fiction');
  await chooseOption(add.getByRole('combobox', { name: 'Condition' }), 'Very Good');
  await add.getByLabel('Daily fee (₹)').fill('8');
  await add.getByRole('button', { name: 'Add Book', exact: true }).click();
  await expect(page.getByText('Book added')).toBeVisible();

  borrow = await openBorrow(page, title);
  await expect(borrow.getByText(/^Commission-free until /)).toBeVisible();
  await expect(borrow.getByTestId('cost-breakdown').getByText(/^Platform fee/)).toHaveCount(0);
  await expect(borrow.getByTestId('cost-total')).toHaveText(money(70 + 100));
  await check(page, testInfo, '10-borrow-commission-free', '[data-testid="borrow-buy-dialog"]');
});
