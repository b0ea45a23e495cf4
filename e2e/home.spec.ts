/**
 * Home end to end (spec 000 §2 "Genre preferences dialog", "'What You May Like'"; 001 §2.2, §2.3), at
 * phone width with an axe scan of every screen: a new member who joins a hub meets the first-time
 * preferences dialog, cannot close it, saves Love Fantasy and Skip Romance, and after the reload sees
 * recommendations for Fantasy and none for Romance; a demo member updates their preferences.
 */
import { expect, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { registerMember, signInAs } from './support/session';

test.use({ viewport: { width: 360, height: 800 } });

test('a new member cannot close the first-time dialog, saves Love Fantasy and Skip Romance', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = await registerMember(page, 'Tara Iyer', 'Mumbai', { preferences: false });
  await signInAs(page, email, '/societies?type=society');
  const lakeview = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lakeview Residency' }) });
  await lakeview.getByRole('button', { name: 'Join Lakeview Residency' }).click();
  await expect(page.getByText('Joined Lakeview Residency')).toBeVisible();

  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome! What do you like to read?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await checkScreen(page, testInfo, '01-first-time-dialog', '[role="dialog"]');

  // Escape and a click outside leave it open
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  // Saving nothing is refused
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('No preferences selected')).toBeVisible();

  await dialog.getByRole('button', { name: 'Fantasy: not selected' }).click();
  await expect(dialog.getByRole('button', { name: 'Fantasy: Love' })).toBeVisible();
  const romance = dialog.getByRole('button', { name: /^Romance:/ });
  await romance.click();
  await romance.click();
  await romance.click();
  await expect(dialog.getByRole('button', { name: 'Romance: Skip' })).toBeVisible();
  await checkScreen(page, testInfo, '02-dialog-chosen', '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved')).toBeVisible();
  // the page reloads after 500 ms; the dialog does not come back
  await page.waitForEvent('load');
  const panel = page.getByRole('region', { name: 'What You May Like' });
  await expect(panel.getByText('You love Fantasy').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Romance', { exact: true })).toHaveCount(0);
  await expect(panel.getByText(/You (love|like) Romance/)).toHaveCount(0);
  await checkScreen(page, testInfo, '03-home-what-you-may-like');

  // Update opens the dialog with the saved choices, and it can be closed
  await panel.getByRole('button', { name: 'Update' }).click();
  const update = page.getByRole('dialog', { name: 'Your Genre Preferences' });
  await expect(update.getByRole('button', { name: 'Fantasy: Love' })).toBeVisible();
  await expect(update.getByRole('button', { name: 'Romance: Skip' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(update).toHaveCount(0);
});
