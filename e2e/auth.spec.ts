/**
 * Onboarding and sign-in end to end (spec 000 §2, §5, §8; 001 §2.15, §4.8), at phone width with a
 * screenshot and an axe scan of every screen: a first visit goes through the welcome slides to sign-up,
 * sign-in, the shell and log out; a forgotten password is reset through the mailed link; sign-in and
 * sign-up failures and the Google fallback show the spec's toasts.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_MAIL_DIR } from './support/env';
import { checkScreen } from './support/screens';
import { registerMember, skipWelcome } from './support/session';
import { chooseOption } from './support/select';

const NEW_MEMBER = {
  name: 'Neha Kapoor',
  phone: '9876501234',
  city: 'Pune',
  flatWing: 'C-703',
  buildingName: 'Blue Ridge Tower 4',
  detailedAddress: 'Hinjewadi Phase 1, Pune',
  password: 'reading-is-fun',
};

/** The password-reset link of the newest mail the server wrote for `email` (no SMTP in E2E). */
async function newestResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[]))
        .filter((f) => f.includes(email))
        .sort();
      const newest = files.at(-1);
      if (!newest) return undefined;
      const text = await readFile(join(E2E_MAIL_DIR, newest), 'utf8');
      link = text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      return link;
    }, `a reset mail for ${email} in ${E2E_MAIL_DIR}`)
    .toBeTruthy();
  return link!;
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a first visit: welcome slides, Skip, sign up, sign in, the shell, log out', async ({
  page,
}, testInfo) => {
  const email = `neha.${Date.now()}@example.com`;
  await page.goto('/');

  // Welcome slides
  await expect(page.getByText('1 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await checkScreen(page, testInfo, '01-welcome-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Smart Bulk Upload' })).toBeVisible();
  await checkScreen(page, testInfo, '02-welcome-2');
  await page.getByRole('button', { name: 'Go to slide 3: Discover & Share' }).click();
  await checkScreen(page, testInfo, '03-welcome-3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await checkScreen(page, testInfo, '04-welcome-4');
  await page.getByRole('button', { name: 'Skip' }).click();

  // Sign up
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('hasSeenWelcome'))).toBe('true');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await checkScreen(page, testInfo, '05-auth-sign-in');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please select a city')).toBeVisible();
  await checkScreen(page, testInfo, '06-auth-sign-up-errors');

  await page.getByLabel('Full Name').fill(NEW_MEMBER.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill(NEW_MEMBER.phone);
  await chooseOption(page.getByRole('combobox', { name: 'City' }), NEW_MEMBER.city);
  await page.getByLabel('Flat and Wing Number').fill(NEW_MEMBER.flatWing);
  await page.getByLabel('Building Name').fill(NEW_MEMBER.buildingName);
  await page.getByLabel('Detailed Address').fill(NEW_MEMBER.detailedAddress);
  await page.getByLabel('Password', { exact: true }).fill(NEW_MEMBER.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await checkScreen(page, testInfo, '07-auth-sign-up-filled');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Switched to Sign In with the new email
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_MEMBER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The shell
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Join a Hub' })).toBeVisible();
  await checkScreen(page, testInfo, '08-shell-home');

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(NEW_MEMBER.name)).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await checkScreen(page, testInfo, '09-shell-account-menu', '[role="menu"]');
  await menu.getByRole('menuitem', { name: 'Log out' }).click();

  // Signed out at '/', on the landing page
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Connect, share, read', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await checkScreen(page, testInfo, '10-landing-after-logout');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a forgotten password is reset through the mailed link, then signs in', async ({ page }, testInfo) => {
  const email = await registerMember(page, 'Farah Khan');
  await skipWelcome(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await checkScreen(page, testInfo, '11-forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(
    page.getByText('Password Reset Email sent. Please check your inbox as well as spam folder'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  const link = new URL(await newestResetLink(email));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await checkScreen(page, testInfo, '12-reset-password');

  await page.getByLabel('New Password', { exact: true }).fill('fresh-pages-2');
  await page.getByLabel('Confirm Password', { exact: true }).fill('fresh-pages-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill('fresh-pages-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password changed. Taking you to sign in…')).toBeVisible();
  await checkScreen(page, testInfo, '13-reset-done');
  await expect(page).toHaveURL(/\/auth$/);

  // The old password no longer works; the new one does.
  await signInWithForm(page, email, DEMO_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInWithForm(page, email, 'fresh-pages-2');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The link is single use.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New Password', { exact: true }).fill('another-one-4');
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-one-4');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Error', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});

test('a reset link without a token says it is invalid', async ({ page }, testInfo) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await checkScreen(page, testInfo, '14-reset-invalid');
  await page.evaluate(() => localStorage.setItem('hasSeenWelcome', 'true'));
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign-in and sign-up failures and Google without configuration show the spec toasts', async ({
  page,
}, testInfo) => {
  const email = await registerMember(page, 'Dev Malhotra');
  await skipWelcome(page);
  await page.goto('/auth');

  await signInWithForm(page, email, 'not-my-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await checkScreen(page, testInfo, '15-login-failed');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Dev Again');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9876543210');
  await chooseOption(page.getByRole('combobox', { name: 'City' }), 'Delhi');
  await page.getByLabel('Flat and Wing Number').fill('A-1');
  await page.getByLabel('Building Name').fill('Sky Heights');
  await page.getByLabel('Detailed Address').fill('Connaught Place, Delhi');
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('Email already registered')).toBeVisible();

  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Connection Error')).toBeVisible();
  await expect(
    page.getByText('Unable to connect to Google. Please use email/password login instead.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await checkScreen(page, testInfo, '16-google-connection-error');
});
