/**
 * Importing a library end to end (ADR 0051), as a new member with no books would at phone width, with an
 * axe scan of each screen: the home tile 'Import your library' is there; the Add Book dialog's link opens
 * the upload step → the Goodreads export `e2e/fixtures/goodreads-library.csv` (6 rows: one `check` row
 * whose author differs from the catalogue's, one `to-read` row with no owned copy, the rest owned and
 * matched by the offline catalogue) → matching → review: 5 rows offered (the to-read row never, not even
 * with 'Show all rows'), the check row unticked until the member picks the catalogue book it is → 'List 5
 * books' → the result → My Library lists them.
 */
import { expect, test, type Locator } from '@playwright/test';
import { checkPhoneScreen, checkPhoneScreenDark } from './support/screens';
import { newMemberInQuietHub } from './support/session';

const FIXTURE = 'e2e/fixtures/goodreads-library.csv';

/** The titles in the rows' Title fields, in order. */
async function rowTitles(rows: Locator): Promise<string[]> {
  const titles: string[] = [];
  for (let i = 0; i < (await rows.count()); i++)
    titles.push(await rows.nth(i).getByLabel('Title', { exact: true }).inputValue());
  return titles;
}

test('a member imports a Goodreads library, fixes the check row and finds the books in My Library', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await newMemberInQuietHub(page, 'Ira Import');

  // the home tile and the Add Book dialog both lead to the import
  await expect(page.getByRole('link', { name: /^Import your library/ })).toBeVisible();
  await page.goto('/my-books');
  await page.getByRole('button', { name: 'Add Book', exact: true }).first().click();
  await page
    .getByRole('dialog', { name: 'Add Book' })
    .getByRole('link', { name: 'Import your library' })
    .click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import your library' })).toBeVisible();
  await expect(page.getByText('Goodreads: My Books → Import and export → Export library')).toBeVisible();
  await checkPhoneScreen(page, testInfo, 'import-01-upload');

  await page.getByLabel('Export file').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Upload and read' }).click();
  await expect(page.getByRole('heading', { name: 'Check your books' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('import-counts')).toHaveText(
    '6 rows · 5 matched · 1 to check · 0 not found · 0 already listed',
  );

  const rows = page.getByTestId('import-row');
  await expect(rows).toHaveCount(5);
  // the to-read row is never offered, not even with every row shown
  const showAll = page.getByRole('switch', { name: /Show all rows/ });
  await showAll.click();
  await expect(showAll).toBeChecked();
  await expect(rows).toHaveCount(5);
  await expect(page.getByText(/The Talisman/)).toHaveCount(0);
  await showAll.click();

  const check = rows.filter({ has: page.getByText('Check', { exact: true }) });
  await expect(check).toHaveCount(1);
  await expect(check.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'List 4 books' })).toBeVisible();
  await checkPhoneScreen(page, testInfo, 'import-02-review');
  await checkPhoneScreenDark(page, testInfo, 'import-02-review');

  // fix the check row: pick the catalogue book it is (the file's author was wrong)
  const candidates = check.getByRole('group', { name: 'Is it one of these?' });
  await candidates.getByRole('button').first().click();
  await expect(candidates.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(check.getByLabel('ISBN', { exact: true })).toHaveValue(/^97[89]\d{10}$/);
  await expect(check.getByLabel('Author', { exact: true })).not.toHaveValue('');
  await expect(check.getByRole('checkbox')).toBeChecked();

  const titles = await rowTitles(rows);
  await page.getByRole('button', { name: 'List 5 books' }).click();
  await expect(page.getByTestId('import-listed')).toHaveText('5 books listed.', { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Download the rows not listed' })).toBeVisible();
  await checkPhoneScreen(page, testInfo, 'import-03-result');

  await page.getByRole('link', { name: 'Go to My Library' }).click();
  await expect(page.getByRole('tab', { name: 'My Library' })).toHaveAttribute('aria-selected', 'true');
  for (const title of titles)
    await expect(page.getByTestId('book-card').filter({ hasText: title }).first()).toBeVisible();
  await expect(page.getByTestId('book-card')).toHaveCount(titles.length);
  await checkPhoneScreen(page, testInfo, 'import-04-my-library');
});
