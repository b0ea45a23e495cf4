/**
 * Home end to end (spec 000 §2 "Genre preferences dialog", "'What You May Like'"; 001 §2.2, §2.3), at
 * phone width with an axe scan of every screen: a new member who joins a hub meets the first-time
 * preferences dialog, cannot close it, saves Love Fantasy and Skip Romance, and after the reload sees
 * recommendations for Fantasy and none for Romance; a demo member updates their preferences; a demo
 * member copies their Invite Friends link and sees the Available Books count the API gives.
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

test('Invite Friends shares and copies the member’s referral link; Available Books shows the count', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'asha@hubshelf.local');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { userNumber: number };
  const link = `${new URL(page.url()).origin}/register?ref=${me.userNumber}`;
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Invite Friends' }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByLabel('Your invite link')).toHaveValue(link);
  const whatsapp = card.getByRole('link', { name: 'WhatsApp' });
  expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toContain(link);

  await card.getByRole('button', { name: 'Copy Link' }).click();
  await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByText('Invite link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(card.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 5_000 });

  const { count } = (await (await page.request.get('/api/books/available-count')).json()) as {
    count: number;
  };
  await expect(page.getByTestId('available-books-count')).toHaveText(String(count));
  await checkScreen(page, testInfo, '04-home-invite-friends');
});
