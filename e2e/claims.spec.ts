/**
 * Deposit claims end to end (docs/decisions/0035-deposit-claims-and-photos.md), at phone width with an axe
 * scan of each new screen. Asha lists a new book; Ravi borrows it, she confirms the pickup with his code and
 * he requests the return (through the API). Then in the browser:
 * 1. Asha confirms the return with a claim: a return photo from the camera input, ₹80, a reason.
 * 2. Ravi opens the claim from his notification and disputes it.
 * 3. The administrator decides ₹50 in the admin Disputes tab.
 * 4. Both see the decision in their notifications; Asha's /earnings shows the claim income.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { checkScreen } from './support/screens';
import { borrowByApi, listBookByApi, pickUpByApi } from './support/lending';
import { signedInPhone } from './support/session';

const SLOW = 60_000;
const ASHA = 'asha@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';
const ADMIN = 'admin@hubshelf.local';

async function ok(res: Awaited<ReturnType<Page['request']['post']>>) {
  expect([200, 201], await res.text()).toContain(res.status());
  return res.json() as Promise<Record<string, unknown>>;
}

/** Asha's new book, borrowed by Ravi for 7 days, picked up, its return requested; answers the rental id. */
async function returnedLoan(owner: Page, borrower: Page, title: string): Promise<number> {
  const { id } = await borrowByApi(borrower, await listBookByApi(owner, title));
  await pickUpByApi(owner, borrower, id);
  await ok(await borrower.request.post(`/api/rentals/${id}/request-return`, { data: {} }));
  return id;
}

const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const check = (page: Page, testInfo: TestInfo, name: string, include?: string) =>
  checkScreen(page, testInfo, name, include);

test('the owner claims from the deposit with a photo, the borrower disputes, the administrator decides ₹50', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const title = `The Torn Cover ${Date.now()}`;
  const owner = await signedInPhone(browser, ASHA, '/');
  const borrower = await signedInPhone(browser, RAVI, '/');
  await returnedLoan(owner, borrower, title);

  // 1. Asha confirms the return with a claim
  await owner.goto('/my-books?tab=lent');
  const lent = cardOf(owner, title);
  await lent.getByRole('button', { name: 'Confirm Return' }).click({ timeout: SLOW });
  const dialog = owner.getByRole('dialog', { name: 'Confirm Return' });
  await dialog.getByLabel('Claim part of the deposit for damage or a missing book').click();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel('Add photo')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(owner.getByText('Photo added', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Return photo 1 by the owner' })).toBeVisible();
  await dialog.getByLabel('Amount to claim (₹)').fill('80');
  await dialog.getByLabel('What happened to the book').fill('The cover is torn and two pages are missing');
  await check(owner, testInfo, '01-confirm-return-with-claim', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(owner.getByText('Return confirmed', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // 2. Ravi opens the claim from his notification and disputes it
  await borrower.goto('/notifications');
  const claimNotice = borrower
    .getByRole('listitem')
    .filter({ hasText: 'Deposit Claim' })
    .filter({ hasText: title });
  await claimNotice.getByRole('link', { name: 'View claim' }).click({ timeout: SLOW });
  await expect(borrower.getByRole('heading', { name: 'Deposit claim' })).toBeVisible({ timeout: SLOW });
  await expect(borrower.getByText('The cover is torn and two pages are missing')).toBeVisible();
  await expect(borrower.getByRole('img', { name: 'Return photo 1 by the owner' })).toBeVisible();
  await check(borrower, testInfo, '02-claim-open');
  await borrower.getByRole('button', { name: 'Dispute' }).click();
  await borrower.getByLabel('Your reply').fill('The cover was already torn when I picked the book up');
  await borrower.getByRole('button', { name: 'Send dispute' }).click();
  await expect(
    borrower.getByText('Claim disputed. An administrator will decide.', { exact: true }),
  ).toBeVisible();
  await expect(borrower.getByText('Disputed: an administrator will decide')).toBeVisible();

  // 3. The administrator decides ₹50
  const admin = await signedInPhone(browser, ADMIN, '/admin?tab=disputes');
  const disputed = admin.getByRole('heading', { name: 'Disputed deposit claims' });
  await expect(disputed).toBeVisible({ timeout: SLOW });
  const card = admin.locator('[data-slot="card"]').filter({ hasText: title });
  await expect(card.getByText('The cover was already torn when I picked the book up')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Return photo 1 by the owner' })).toBeVisible();
  await check(admin, testInfo, '03-admin-disputes');
  await card.getByLabel(/Amount to the owner/).fill('50');
  await card.getByLabel('Note to both members (optional)').fill('The photos show a fresh tear');
  await card.getByRole('button', { name: 'Decide' }).click();
  await expect(admin.getByText('Decision saved', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // 4. Both see the outcome
  for (const page of [owner, borrower]) {
    await page.goto('/notifications');
    const settled = page
      .getByRole('listitem')
      .filter({ hasText: 'Deposit Claim Decided' })
      .filter({ hasText: title });
    await expect(settled.getByText(/₹50\.00 goes to Asha .* and ₹50\.00 is refunded to Ravi/)).toBeVisible({
      timeout: SLOW,
    });
  }
  await check(borrower, testInfo, '04-notifications-decided');
  await owner.goto('/earnings');
  await expect(owner.getByText(`Deposit claim for "${title}"`).first()).toBeVisible({ timeout: SLOW });
});
