/**
 * Feedback end to end (spec 000 §2 "Feedback dialog", §5, §8 "Feedback"; 001 §2.2 "Help Us Improve";
 * 002 §2.1 "Feedback"), at phone width with axe scans: a member opens 'Share Your Feedback' from the
 * floating button (bottom left, clear of the bottom navigation and the add-book button) and from the home
 * card, is told what is missing, sends feedback; the administrator reads it in the admin Feedback tab.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import COMMON from '../src/client/i18n/locales/en.json' with { type: 'json' };
import FEEDBACK from '../src/client/features/feedback/locales/en.json' with { type: 'json' };
import { DEMO_ADMIN } from './support/env';
import { checkScreen } from './support/screens';
import { signInAs } from './support/session';
import { chooseOption } from './support/select';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function openFromFloatingButton(page: Page) {
  await page.getByRole('button', { name: FEEDBACK.floatingButton }).click();
  const dialog = page.getByRole('dialog', { name: FEEDBACK.dialog.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member sends feedback and the administrator reads it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const text = `The due date on my loan was easy to miss ${Date.now()}`;
  await signInAs(page, 'asha@hubshelf.local');

  const floating = page.getByRole('button', { name: FEEDBACK.floatingButton });
  await expect(floating).toBeVisible();
  const floatingBox = await box(floating);
  expect(floatingBox.x).toBeLessThan(100);
  expect(overlaps(floatingBox, await box(page.getByRole('navigation', { name: 'Main' })))).toBe(false);
  expect(overlaps(floatingBox, await box(page.getByRole('button', { name: 'Add Book', exact: true })))).toBe(
    false,
  );

  // the home card opens the same dialog
  await page.getByRole('button', { name: FEEDBACK.card.button }).click();
  await expect(page.getByRole('dialog', { name: FEEDBACK.dialog.title })).toBeVisible();
  await page.getByRole('button', { name: COMMON.cancel }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const dialog = await openFromFloatingButton(page);
  await expect(dialog.getByText(`0/2000`)).toBeVisible();
  await dialog.getByRole('button', { name: FEEDBACK.dialog.send }).click();
  await expect(page.getByText(FEEDBACK.dialog.missingTitle)).toBeVisible();
  await expect(page.getByText(FEEDBACK.dialog.missing)).toBeVisible();

  await chooseOption(dialog.getByRole('combobox', { name: FEEDBACK.dialog.category }), 'Bug Report');
  await dialog.getByRole('textbox', { name: FEEDBACK.dialog.feedback }).fill(text);
  await expect(dialog.getByText(`${text.length}/2000`)).toBeVisible();
  await checkScreen(page, testInfo, '01-feedback-dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: FEEDBACK.dialog.send }).click();
  await expect(page.getByText(FEEDBACK.dialog.thanks)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.context().clearCookies();
  await signInAs(page, DEMO_ADMIN, '/admin');
  await page.getByRole('tab', { name: 'Feedback' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: text });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Bug Report')).toBeVisible();
  await expect(entry.getByText('Asha', { exact: false }).first()).toBeVisible();
  await expect(entry.getByText('asha@hubshelf.local')).toBeVisible();
  await expect(entry.getByText(/^#\d+$/)).toBeVisible();
  await checkScreen(page, testInfo, '02-admin-feedback');
});
