/**
 * Your data end to end (ADR 0052), at phone width with an axe scan of each new screen:
 * (a) a member downloads their data (a .zip named hubshelf-data-YYYY-MM-DD.zip holding README.txt and
 *     profile.json), schedules the deletion of their account with their password, sees the banner on Profile
 *     and Home, finds the mail with its cancel link in the outbox, follows it and sees the account kept; a
 *     second request is stopped with 'Keep my account';
 * (b) a member with an open rental, on either side, is shown the blocker as a link and no confirm button;
 * (c) /privacy is public, linked from the landing page's footer, in light and dark.
 * New members in a quiet hub, so no other suite's counts change.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ACCOUNT from '../src/client/features/account/locales/en.json' with { type: 'json' };
import { readZipEntry, zipEntryNames } from '../src/server/testing/zip';
import { DEMO_PASSWORD, E2E_MAIL_DIR } from './support/env';
import { borrowByApi, listBookByApi } from './support/lending';
import { checkPhoneScreen as check, checkPhoneScreenDark } from './support/screens';
import { newMemberInQuietHub, skipWelcome } from './support/session';

const SLOW = 30_000;
const CANCEL_LINK = /https?:\/\/\S+\/account\/deletion\/cancel\?token=[0-9a-f]{64}/;

/** A new member in the quiet hub, signed in on their own 360 px phone; answers the page and the email. */
async function newMemberPhone(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const email = await newMemberInQuietHub(page, name);
  return { page, email };
}

/** The cancel link of the newest deletion mail the server wrote for `email` (no SMTP in E2E). */
async function newestCancelLink(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[]))
          .filter((f) => f.includes(email))
          .sort();
        for (const file of files.reverse()) {
          link = (await readFile(join(E2E_MAIL_DIR, file), 'utf8')).match(CANCEL_LINK)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a deletion mail for ${email} in ${E2E_MAIL_DIR}`, timeout: SLOW },
    )
    .toBeTruthy();
  return new URL(link!);
}

/** Opens Profile → Your data → Delete my account and answers the dialog. */
async function openDeleteDialog(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: ACCOUNT.delete.button }).click({ timeout: SLOW });
  return page.getByRole('dialog', { name: ACCOUNT.dialog.title });
}

const bannerOf = (page: Page) => page.getByRole('region', { name: /^Your account will be deleted on / });

test('a member downloads their data, schedules deletion, and cancels it from the mailed link', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { page, email } = await newMemberPhone(browser, 'Dia Departing');

  // Download my data
  await page.goto('/profile');
  const download = page.getByRole('button', { name: ACCOUNT.export.button });
  await expect(download).toBeVisible({ timeout: SLOW });
  await check(page, testInfo, '01-profile-your-data');
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^hubshelf-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await file.path());
  expect(await zipEntryNames(zip)).toEqual(expect.arrayContaining(['README.txt', 'profile.json']));
  expect(await readZipEntry(zip, 'profile.json')).toContain(email);
  await expect(page.getByText(ACCOUNT.export.started)).toBeVisible();
  await expect(page.getByRole('button', { name: ACCOUNT.export.button })).toBeEnabled();

  // Delete my account, confirmed with the password
  const dialog = await openDeleteDialog(page);
  const password = dialog.getByLabel(ACCOUNT.dialog.password);
  await expect(password).toBeVisible({ timeout: SLOW });
  await expect(dialog.getByRole('link', { name: ACCOUNT.dialog.privacyLink })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await check(page, testInfo, '02-delete-dialog', '[role="dialog"]');
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT.dialog.confirm }).click();
  await expect(dialog).toBeHidden({ timeout: SLOW });
  await expect(page.getByText(/^Your account will be deleted on /).first()).toBeVisible();

  // the banner on Profile and on Home
  await expect(bannerOf(page)).toBeVisible();
  await expect(bannerOf(page).getByRole('button', { name: ACCOUNT.banner.keep })).toBeVisible();
  await check(page, testInfo, '03-profile-banner');
  await page.goto('/');
  await expect(bannerOf(page)).toBeVisible({ timeout: SLOW });
  await checkPhoneScreenDark(page, testInfo, '04-home-banner');

  // the mail's cancel link, opened signed out
  const link = await newestCancelLink(email);
  const visitor = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const stranger = await visitor.newPage();
  await skipWelcome(stranger);
  await stranger.goto(link.pathname + link.search);
  await expect(stranger.getByRole('heading', { name: ACCOUNT.cancelPage.doneTitle })).toBeVisible({
    timeout: SLOW,
  });
  await expect(stranger.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await check(stranger, testInfo, '05-cancel-link-kept');
  await visitor.close();

  // the member's Home no longer shows the banner
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SLOW });
  await expect(bannerOf(page)).toHaveCount(0);

  // asked again, and stopped with Keep my account
  const again = await page.request.post('/api/account/deletion', { data: { password: DEMO_PASSWORD } });
  expect(again.status(), await again.text()).toBe(200);
  await page.reload();
  await bannerOf(page).getByRole('button', { name: ACCOUNT.banner.keep }).click({ timeout: SLOW });
  await expect(bannerOf(page)).toHaveCount(0, { timeout: SLOW });
  const status = await (await page.request.get('/api/account/deletion')).json();
  expect(status).toMatchObject({ scheduledFor: null });
});

test('a member with an open rental is shown the blocker, with no confirm button', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `The Unreturned Atlas ${Date.now()}`;
  const owner = await newMemberPhone(browser, 'Omar Owner');
  const borrower = await newMemberPhone(browser, 'Bela Borrower');
  await borrowByApi(borrower.page, await listBookByApi(owner.page, title));

  for (const [who, name] of [
    [borrower.page, '06-blocked-borrower'],
    [owner.page, '07-blocked-owner'],
  ] as const) {
    const dialog = await openDeleteDialog(who);
    const blockers = dialog.getByRole('list', { name: ACCOUNT.dialog.blockersLabel });
    await expect(blockers).toBeVisible({ timeout: SLOW });
    const link = blockers.getByRole('link').filter({ hasText: title });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', /^\//);
    await expect(dialog.getByLabel(ACCOUNT.dialog.password)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: ACCOUNT.dialog.confirm })).toHaveCount(0);
    await check(who, testInfo, name, '[role="dialog"]');
    // the link goes where the rental is settled, closing the dialog
    await link.click();
    await expect(dialog).toBeHidden();
    await expect(who).not.toHaveURL(/\/profile$/);
  }
});

test('the privacy page is public and linked from the landing page', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await skipWelcome(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT.privacy.title })).toBeVisible();
  await expect(page.getByRole('region', { name: ACCOUNT.privacy.kept.title })).toContainText('8 years');
  await check(page, testInfo, '08-privacy');
  await checkPhoneScreenDark(page, testInfo, '09-privacy');
});
