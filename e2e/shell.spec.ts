/**
 * The app shell and routing end to end (spec 001 §2.1, §2.15; 002 §2.7; 000 §8), at phone width with a
 * screenshot and an axe scan of every screen: the signed-in header, menu and bottom navigation (each link
 * leads to a page, and every shell page that exists is linked), the 404 screen, the landing page for a
 * signed-out deep link, redirects away from /auth when signed in, and dark mode.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/env';
import { checkScreen } from './support/screens';
import { signInAs, skipWelcome } from './support/session';

/** Every page the shell can link to (spec 001 §2.15). */
const SHELL_TARGETS = [
  '/',
  '/earnings',
  '/notifications',
  '/profile',
  '/my-wishlist',
  '/admin',
  '/browse',
  '/my-books',
  '/chat',
  '/societies',
];

async function isNotFound(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  return page.getByRole('heading', { name: '404 Page Not Found' }).isVisible();
}

test('the signed-in shell: header, avatar menu and bottom navigation link exactly the pages that exist', async ({
  page,
}, testInfo) => {
  await signInAs(page, DEMO_ADMIN);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Hubshelf home' })).toBeVisible();
  await checkScreen(page, testInfo, '01-shell-admin-home');

  const navLinks = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const headerLinks = await page
    .getByRole('banner')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Hubshelf Admin')).toBeVisible();
  await expect(menu.getByText(DEMO_ADMIN)).toBeVisible();
  await checkScreen(page, testInfo, '02-shell-admin-menu', '[role="menu"]');
  const menuLinks = await menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((a) => a.getAttribute('href')));
  await page.keyboard.press('Escape');

  const linked = new Set(
    [...navLinks, ...headerLinks, ...menuLinks].filter((href): href is string => Boolean(href)),
  );
  for (const path of SHELL_TARGETS) {
    const exists = !(await isNotFound(page, path));
    expect(
      linked.has(path),
      `${path} is ${exists ? 'a page' : 'not a page'}, so it should ${exists ? '' : 'not '}be linked`,
    ).toBe(exists);
  }

  // The active item follows the path prefix.
  if (linked.has('/societies')) {
    await page.goto('/societies?type=school');
    await expect(nav.getByRole('link', { name: 'Hub' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  }
});

test('an unknown path shows 404 Page Not Found with the developer hint', async ({ page }, testInfo) => {
  await signInAs(page, 'asha@hubshelf.local', '/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('src/client/app/routes.tsx')).toBeVisible();
  await checkScreen(page, testInfo, '03-not-found');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed in, /auth and /reset-password go to the home page', async ({ page }) => {
  await signInAs(page, 'ravi@hubshelf.local', '/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/reset-password?token=abc');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visit to a deep path shows the landing page', async ({ page }, testInfo) => {
  await skipWelcome(page);
  await page.goto('/browse/some/deep/link');
  await expect(page.getByText('Connect, share, read', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is a hub?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How borrowing works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How lending works' })).toBeVisible();
  await checkScreen(page, testInfo, '04-landing');
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('dark mode follows the system preference', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await skipWelcome(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await checkScreen(page, testInfo, '05-landing-dark');
  await page.goto('/auth');
  await checkScreen(page, testInfo, '06-auth-dark');
  await signInAs(page, 'meera@hubshelf.local');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await checkScreen(page, testInfo, '07-shell-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
