/**
 * Profile end to end (spec 001 §2.14, §2.15, §5, §8), at phone width with axe scans: a member uploads an
 * avatar and sees it in the header, edits the profile, is refused a non-image; a password change in one
 * browser context signs a second context out; the Admin tab is disabled for a member and open for an admin.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/env';
import { checkScreen } from './support/screens';
import { registerMember, signInAs } from './support/session';

// The machine running the suites is shared: first paints after a navigation may take longer than 10 s,
// and a whole test (uploads, axe scans) longer than the 120 s of other multi-step flows.
const expect = baseExpect.configure({ timeout: 30_000 });

async function openProfileFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a member uploads an avatar, sees it in the header, and edits the profile', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = await registerMember(page, 'Kavya Iyer');
  await signInAs(page, email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('KI');
  await openProfileFromMenu(page);

  await expect(page.getByRole('heading', { name: 'Kavya Iyer' })).toBeVisible();
  await expect(page.getByText('New Member')).toBeVisible();
  await expect(page.getByText('Share this number for referrals')).toBeVisible();
  await expect(page.getByText('Books Borrowed')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Admin' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toBeVisible();
  // the narrowest phone the layout is built for: nothing scrolls sideways
  await page.setViewportSize({ width: 360, height: 780 });
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth!);
  await checkScreen(page, testInfo, '01-profile');

  // a text file is refused in the browser
  await page.getByLabel('Change profile picture').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();

  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f7d6d' } })
    .jpeg()
    .toBuffer();
  const uploaded = page.waitForResponse('**/api/user/profile-picture');
  await page
    .getByLabel('Change profile picture')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  const headerPicture = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(headerPicture).toHaveAttribute('src', /^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();

  await page.getByLabel('Full Name').fill('Kavya R Iyer');
  await page.getByLabel('Detailed Address').fill('Near Hiranandani Hospital, Powai');
  await page.getByLabel('Grade').fill('9');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kavya R Iyer' })).toBeVisible();

  await page.getByLabel('Phone Number').fill('123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await checkScreen(page, testInfo, '02-profile-saved');
});

test('changing the password in one context signs a second context out', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const first = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const a = await first.newPage();
  const b = await second.newPage();
  const email = await registerMember(a, 'Rohan Desai');
  await signInAs(a, email, '/profile');
  await signInAs(b, email, '/profile');
  await expect(b.getByRole('heading', { name: 'Rohan Desai' })).toBeVisible();

  await a.getByRole('tab', { name: 'Security' }).click();
  await a.getByLabel('Current Password', { exact: true }).fill('wrong-password');
  await a.getByLabel('New Password', { exact: true }).fill('fresh-pass-1');
  await a.getByLabel('Confirm New Password', { exact: true }).fill('fresh-pass-2');
  await a.getByRole('button', { name: 'Update Password' }).click();
  await expect(a.getByText("Passwords don't match")).toBeVisible();

  await a.getByLabel('Confirm New Password', { exact: true }).fill('fresh-pass-1');
  await a.getByRole('button', { name: 'Update Password' }).click();
  await expect(a.getByText('Failed to update password.')).toBeVisible();
  await expect(a.getByText('Current password is incorrect')).toBeVisible();

  await a.getByLabel('Current Password', { exact: true }).fill(DEMO_PASSWORD);
  await a.getByRole('button', { name: 'Update Password' }).click();
  await expect(a.getByText('Password Updated')).toBeVisible();
  await checkScreen(a, testInfo, '03-security');

  await b.reload();
  await expect(b.getByRole('status', { name: 'Loading Hubshelf' })).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  expect((await b.request.get('/api/auth/me')).status()).toBe(401);

  await a.reload();
  await expect(a.getByRole('heading', { name: 'Rohan Desai' })).toBeVisible({ timeout: 30_000 });
  await first.close();
  await second.close();
});

test('the Admin tab opens for an administrator and leads to the Admin Panel', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signInAs(page, DEMO_ADMIN, '/profile');
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Admin' }).click();
  await expect(page.getByText('Approve or reject school requests')).toBeVisible();
  await checkScreen(page, testInfo, '04-admin-tab');
  await page.getByRole('link', { name: 'Open Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
