/**
 * The rental lifecycle end to end (spec 001 §2.2, §2.8, §2.11, §4.1; 002 §2.2), at phone width with
 * an axe scan of every screen, on the demo data of src/server/seed/lifecycle.ts:
 * - Asha's home lists her loans due within a day under Due Soon; on My Books → Borrowed she requests the
 *   return of a book of Ravi's, due tomorrow, with a note and sees Pending Owner Confirmation;
 * - Ravi sees the request under Lent Out and in the notification centre, confirms it there, and the book
 *   is Available in Browse again;
 * - Asha asks Arjun for a 7-day extension of a book due today, Arjun approves it in the notification centre,
 *   Asha pays with the demo provider from hers and sees the new due date;
 * - Asha sends a reminder for an overdue loan of hers; a second one the same day is refused;
 * - Arjun, the borrower of that overdue loan, sees its late fee, asks to return it, is told the deposit does
 *   not cover the fee and pays the excess with the demo provider.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { RentalDetails } from '../src/contract/rentals';
import { checkScreen } from './support/screens';
import { signInAs } from './support/session';

const ASHA = 'asha@hubshelf.local';
const ARJUN = 'arjun@hubshelf.local';
const RAVI = 'ravi@hubshelf.local';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The screen as the phone shows it, then the full-page shot and the axe scan (of `include` when given). */
async function check(page: Page, testInfo: TestInfo, name: string, include?: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`) });
  await checkScreen(page, testInfo, name, include);
}

const money = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    rupees,
  );

/** The signed-in member's open loans as borrower (GET /api/rentals/borrowed). */
async function borrowed(page: Page): Promise<RentalDetails[]> {
  const res = await page.request.get('/api/rentals/borrowed');
  expect(res.status()).toBe(200);
  return (await res.json()) as RentalDetails[];
}

test('a borrower requests a return and the owner confirms it from the notification centre', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // two members, a dozen screens with axe scans
  await signInAs(page, ASHA);
  // The demo loan due in 1½ days (lifecycle seed): Asha borrowed it from Ravi.
  const dueIn = (r: RentalDetails) => new Date(r.endDate).getTime() - Date.now();
  const loan = (await borrowed(page)).find(
    (r) =>
      r.status === 'active' &&
      r.lender.name === 'Ravi Kulkarni' &&
      r.lateFee === 0 &&
      dueIn(r) > DAY_MS &&
      dueIn(r) < 2 * DAY_MS,
  );
  expect(loan, 'a demo loan from Ravi').toBeDefined();
  const title = loan!.book.title;

  // Home: Due Soon lists the active loans due within a day or overdue (Asha has one from the demo data).
  const active = (await (await page.request.get('/api/rentals/active')).json()) as RentalDetails[];
  const due = active.filter((r) => new Date(r.endDate).getTime() - Date.now() <= DAY_MS);
  expect(due.length, 'a demo loan due soon').toBeGreaterThan(0);
  const dueSoon = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Due Soon' }) });
  for (const r of due) await expect(dueSoon.getByText(r.book.title)).toBeVisible();
  await expect(dueSoon.getByText(title)).toHaveCount(0);
  await check(page, testInfo, 'home-due-soon');

  // My Books → Borrowed: request the return.
  await page.goto('/my-books?tab=borrowed');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item.getByText('Lender: Ravi Kulkarni')).toBeVisible();
  await expect(item.locator('.status-borrowed')).toHaveText('Due tomorrow');
  await check(page, testInfo, 'borrowed-tab');
  await item.getByRole('button', { name: 'Request Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Return' });
  await expect(dialog.getByText('No late fee: the book is on time.')).toBeVisible();
  await dialog.getByLabel('Notes (optional)').fill('  Left it with your security desk  ');
  await check(page, testInfo, 'return-dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Request Return' }).click();
  await expect(page.getByText('Return requested')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('Pending Owner Confirmation')).toBeVisible();
  await expect(item.getByText('Waiting for the owner to confirm the return.')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Request Return' })).toHaveCount(0);

  // Ravi: Lent Out shows it waiting; he confirms from the notification centre.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, RAVI, '/my-books?tab=lent');
  const lentItem = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: title }) });
  await expect(lentItem.getByText('Borrower: Asha Menon')).toBeVisible();
  await expect(lentItem.getByText('Pending Owner Confirmation')).toBeVisible();
  await expect(lentItem.getByRole('button', { name: 'Confirm Return' })).toBeVisible();
  await check(owner, testInfo, 'lent-out-tab');

  await owner.goto('/notifications');
  const notice = owner
    .getByRole('article')
    .filter({ hasText: 'Return Requested' })
    .filter({ hasText: title });
  await notice.getByRole('button', { name: 'Confirm Return' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Confirm Return' });
  await confirm.getByLabel('Notes (optional)').fill('Got it back in good condition');
  await check(owner, testInfo, 'confirm-return-dialog', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(owner.getByText('Return confirmed', { exact: true })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Confirm Return' })).toHaveCount(0);
  await check(owner, testInfo, 'notifications-after-confirm');

  // The book is Available in Browse again.
  await owner.goto(`/browse?search=${encodeURIComponent(title)}`);
  const card = owner
    .getByTestId('book-card')
    .filter({ has: owner.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await ownerContext.close();
});

test('an owner sends a reminder from Lent Out, once a day', async ({ page }, testInfo) => {
  await signInAs(page, ASHA, '/my-books?tab=lent');
  // the overdue demo loan (other suites may lend Asha's newer books to Arjun)
  const item = page
    .getByRole('listitem')
    .filter({ hasText: 'Borrower: Arjun Rao' })
    .filter({ has: page.locator('.status-overdue') })
    .first();
  await expect(item.locator('.status-overdue')).toHaveText(/\d+ days? overdue/);
  await item.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(page.getByText('Reminder sent', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(page.getByText('Failed to send reminder. Please try again.')).toBeVisible();
  await check(page, testInfo, 'lent-out-reminder');
});

test('a borrower asks for a 7-day extension, the owner approves, the borrower pays and sees the new due date', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // two members, a dozen screens with axe scans
  await signInAs(page, ASHA, '/my-books?tab=borrowed');
  const loan = (await borrowed(page)).find((r) => r.status === 'active' && r.lender.name === 'Arjun Rao');
  expect(loan, 'a demo loan from Arjun').toBeDefined();
  const title = loan!.book.title;
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await item.getByRole('button', { name: 'Extend' }).click();

  const dialog = page.getByRole('dialog', { name: 'Extend Rental' });
  const days = dialog.getByLabel('Extension days');
  await expect(days).toHaveValue('7');
  await days.fill('31');
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  await expect(dialog.getByText('Extension cannot exceed 30 days')).toBeVisible();
  await days.fill('0');
  await expect(dialog.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  await days.fill('7');
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  await expect(dialog.getByText('Platform commission')).toBeVisible();
  await check(page, testInfo, 'extension-confirm', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Extension request sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(item.getByText('Extension requested: waiting for the owner.')).toBeVisible();

  // Arjun approves in his notification centre.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, ARJUN, '/notifications');
  const request = owner
    .getByRole('article')
    .filter({ hasText: 'Extension Request' })
    .filter({ hasText: title });
  await expect(request).toBeVisible();
  await check(owner, testInfo, 'extension-request-notification');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(owner.getByText('Extension approved', { exact: true })).toBeVisible();
  await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await ownerContext.close();

  // Asha pays from her notification centre with the demo provider.
  await page.goto('/notifications');
  const approved = page
    .getByRole('article')
    .filter({ hasText: 'Extension Approved' })
    .filter({ hasText: title });
  await approved.getByRole('button', { name: /^Pay Now/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Demo Payment' });
  await chooser.getByRole('radio', { name: /Credit \/ Debit Card/ }).click();
  await chooser.getByRole('button', { name: /^Pay ₹/ }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Extension paid' });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  const after = (await borrowed(page)).find((r) => r.id === loan!.id)!;
  expect(new Date(after.endDate).getTime() - new Date(loan!.endDate).getTime()).toBe(7 * DAY_MS);
  const newDue = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(after.endDate),
  );
  await expect(toast).toContainText(`New due date: ${newDue}`);
  await expect(approved.getByText('Payment Already Done')).toBeVisible();
  await check(page, testInfo, 'extension-paid-notification');

  await page.goto('/my-books?tab=borrowed');
  await expect(item.locator('.status-borrowed')).toHaveText('Due in 7 days');
});

test('a late borrower sees the late fee and pays the excess the deposit does not cover', async ({
  page,
}, testInfo) => {
  await signInAs(page, ARJUN, '/my-books?tab=borrowed');
  const loan = (await borrowed(page)).find(
    (r) => r.status === 'active' && r.lender.name === 'Asha Menon' && r.lateFee > 0,
  );
  expect(loan, 'the overdue demo loan from Asha').toBeDefined();
  expect(loan!.lateFee).toBeGreaterThan(loan!.securityDeposit);
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: loan!.book.title }) });

  await item.getByRole('button', { name: 'Pay Late Fee' }).click();
  const lateFee = page.getByRole('dialog', { name: 'Late Fee' });
  await expect(lateFee.getByTestId('fee-amount')).toHaveText(money(loan!.lateFeeDue));
  await check(page, testInfo, 'late-fee-dialog', '[role="dialog"]');
  await lateFee.getByRole('button', { name: 'Cancel' }).click();

  await item.getByRole('button', { name: 'Request Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Return' });
  await dialog.getByRole('button', { name: 'Request Return' }).click();
  const excess = money(loan!.lateFee - loan!.securityDeposit);
  await expect(dialog.getByRole('status')).toContainText(excess);
  await check(page, testInfo, 'excess-charges', '[role="dialog"]');
  await dialog.getByRole('button', { name: `Pay ${excess}` }).click();
  const chooser = page.getByRole('dialog', { name: 'Demo Payment' });
  await chooser.getByRole('radio', { name: /^UPI/ }).click();
  await chooser.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Excess charges paid' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(item.getByText('Waiting for the owner to confirm the return.')).toBeVisible();
});
