/**
 * Notice preferences end to end (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md), at phone
 * width with axe scans. Ravi turns off loan mails in the profile's 'Notifications' section; Asha lists a
 * new book, Ravi borrows it (demo card, through the API) and Asha sends him a return reminder (a loans
 * notice, like due soon, which only the hourly due pass writes): it arrives in Ravi's notification centre
 * but no mail goes to him. Ravi then cancels the rental: Asha, whose loan mails are on, gets her mail,
 * which shows the delivery job ran. Ravi's switch is turned back on at the end (demo member).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { E2E_MAIL_DIR } from './support/env';
import { checkScreen } from './support/screens';
import { borrowByApi, listBookByApi } from './support/lending';
import { signedInPhone } from './support/session';

const expect = baseExpect.configure({ timeout: 30_000 });
const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';

/** Flips a switch from the keyboard (focus, Space), as a keyboard user does; the fixed bottom nav may cover it. */
async function toggle(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Space');
}

/** The mail files to `email` whose text mentions `words` (DATA_DIR/mail, written without SMTP). */
async function mailsAbout(email: string, words: string): Promise<string[]> {
  const files = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((f) => f.includes(email));
  const texts = await Promise.all(files.map((f) => readFile(join(E2E_MAIL_DIR, f), 'utf8')));
  return texts.filter((t) => t.includes(words));
}

test('a member turns off loan mails; a loans notice then arrives in-app only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const ravi = await signedInPhone(browser, RAVI, '/profile');
  const section = ravi.getByRole('heading', { name: 'Notifications', level: 2 });
  await expect(section).toBeVisible();
  const loansMail = ravi.getByRole('switch', { name: 'Loans email' });
  await expect(loansMail).toBeChecked();
  await expect(ravi.getByRole('switch', { name: 'Community email' })).not.toBeChecked();
  await section.scrollIntoViewIfNeeded();
  await checkScreen(ravi, testInfo, '01-profile-notifications');

  try {
    await toggle(ravi, loansMail);
    await expect(ravi.getByText('Saved', { exact: true })).toBeVisible();
    await expect(loansMail).not.toBeChecked();
    await ravi.reload();
    await expect(ravi.getByRole('switch', { name: 'Loans email' })).not.toBeChecked();
    await expect(ravi.getByRole('switch', { name: 'Loans push' })).toBeChecked();
    await checkScreen(ravi, testInfo, '02-loan-mails-off');

    const title = `The Quiet Inbox ${Date.now()}`;
    const asha = await signedInPhone(browser, ASHA, '/');
    const { id: rentalId } = await borrowByApi(ravi, await listBookByApi(asha, title));
    const reminded = await asha.request.post(`/api/rentals/${rentalId}/send-reminder`, { data: {} });
    expect(reminded.status()).toBe(200);

    await ravi.goto('/notifications');
    await expect(
      ravi.getByRole('article').filter({ hasText: 'Return Reminder' }).filter({ hasText: title }),
    ).toBeVisible();
    await checkScreen(ravi, testInfo, '03-reminder-in-app');

    // Cancelling notifies both; Asha's cancellation mail proves the job has passed Ravi's reminder (sent
    // in order). Her mails also include the earlier 'was borrowed' notice, so only the cancellation counts.
    const cancelled = await ravi.request.post(`/api/rentals/${rentalId}/cancel`, { data: {} });
    expect(cancelled.status()).toBe(200);
    const cancellationMails = async () =>
      (await mailsAbout(ASHA, title)).filter((text) =>
        text.includes(`Subject: Rental of "${title}" cancelled`),
      );
    await expect.poll(cancellationMails, { timeout: 60_000 }).toHaveLength(1);
    expect(await mailsAbout(RAVI, title)).toEqual([]);
    await asha.context().close();
  } finally {
    await ravi.goto('/profile');
    const again = ravi.getByRole('switch', { name: 'Loans email' });
    await expect(again).toBeVisible();
    if (!(await again.isChecked())) {
      await toggle(ravi, again);
      await expect(ravi.getByText('Saved', { exact: true })).toBeVisible();
    }
    await expect(again).toBeChecked();
  }
});
