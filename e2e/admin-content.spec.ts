/**
 * Admin panel: Brocks Packages, Page Content and Analytics (spec 002 §2.1, §5, §8; ADR 0023), at phone
 * width with an axe scan of every tab and dialog. An administrator edits the onboarding title and a new
 * visitor's first welcome slide shows it (the title is restored afterwards); an administrator adds a
 * package and deletes it; the analytics charts switch to tables.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/env';
import { checkScreen } from './support/screens';
import { signInAs } from './support/session';

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** A toast's text (sonner's region), apart from the same words under a form field. */
const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('an administrator edits the onboarding title and a new visitor sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInAs(page, DEMO_ADMIN, '/admin');
  const before = await (await page.request.get('/api/page-content/onboarding')).json();
  const title = `Hello neighbours ${Date.now().toString(36)}`;
  try {
    await openTab(page, 'Page Content');
    await expect(page.getByRole('heading', { name: 'Onboarding' })).toBeVisible();
    await checkScreen(page, testInfo, '01-page-content-tab');

    await page.getByRole('button', { name: /^(Create|Edit) Onboarding$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Page key')).toBeDisabled();
    await expect(dialog.getByLabel('Page key')).toHaveValue('onboarding');
    await dialog.getByLabel('Title *').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Page key and title are required')).toBeVisible();
    await checkScreen(page, testInfo, '02-page-content-dialog', '[role="dialog"]');
    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Content saved')).toBeVisible();
    await expect(page.getByText(`Title: ${title}`)).toBeVisible();

    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const fresh = await visitor.newPage();
    await fresh.goto('/');
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(fresh.getByText('1 of 4')).toBeVisible();
    await visitor.close();
  } finally {
    const res = await page.request.put('/api/admin/page-content/onboarding', {
      data: before.title === null ? { title: 'Welcome' } : before,
    });
    expect(res.status()).toBe(200);
  }
});

test('an administrator adds a Brocks package and deletes it', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signInAs(page, DEMO_ADMIN, '/admin');
  await openTab(page, 'Brocks Packages');
  await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
  await expect(page.getByText('500 + 25 bonus')).toBeVisible();
  await checkScreen(page, testInfo, '03-packages-tab');

  await page.getByRole('button', { name: 'Add Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Package' });
  await dialog.getByRole('button', { name: 'Add Package' }).click();
  await expect(toastText(page, 'Please fill in all required fields')).toBeVisible();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await checkScreen(page, testInfo, '04-package-dialog', '[role="dialog"]');

  const name = `Festive ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name *').fill(name);
  await dialog.getByLabel('Brocks *').fill('200');
  await dialog.getByLabel('Bonus Brocks').fill('50');
  await dialog.getByLabel('Price (₹) *').fill('0.5');
  await dialog.getByRole('button', { name: 'Add Package' }).click();
  await expect(dialog.getByText('Price must be at least ₹1.00, with at most 2 decimals')).toBeVisible();
  await dialog.getByLabel('Price (₹) *').fill('25');
  await dialog.getByRole('button', { name: 'Add Package' }).click();
  await expect(toastText(page, 'Package created')).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('250')).toBeVisible();
  await expect(card.getByText('200 + 50 bonus')).toBeVisible();
  await expect(card.getByText('₹25.00')).toBeVisible();
  await expect(card.getByText('₹0.10 per Brock')).toBeVisible();
  const publicList = await (await page.request.get('/api/brocks-packages')).json();
  expect(publicList).toContainEqual(
    expect.objectContaining({ name, brocks: 200, bonus: 50, price: '25.00' }),
  );

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this package?')).toBeVisible();
  await checkScreen(page, testInfo, '05-package-delete', '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Package deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeHidden();
});

test('the analytics charts load with their tab and switch to tables', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signInAs(page, DEMO_ADMIN, '/admin');
  await openTab(page, 'Analytics');
  const signUps = page.getByRole('group', { name: 'Sign-ups' });
  await expect(signUps.getByRole('img', { name: /Sign-ups: bar chart/ })).toBeVisible();
  await checkScreen(page, testInfo, '06-analytics-tab');
  await signUps.getByRole('button', { name: 'Show as table' }).click();
  await expect(signUps.getByRole('table')).toBeVisible();
  await expect(signUps.getByRole('row')).toHaveCount(13);
  await checkScreen(page, testInfo, '07-analytics-table');
});

test('members get 403 from the package and page content writes', async ({ page }) => {
  await signInAs(page, 'asha@hubshelf.local', '/');
  const create = await page.request.post('/api/admin/brocks-packages', {
    data: { name: 'Sneaky', brocks: 1, price: '1' },
  });
  expect(create.status()).toBe(403);
  const save = await page.request.put('/api/admin/page-content/onboarding', { data: { title: 'Sneaky' } });
  expect(save.status()).toBe(403);
});
