/**
 * The installable app offline (docs/decisions/0034-installable-offline-shell.md): the service worker
 * registers; after visiting My Books online, a reload without a connection shows the member's books from
 * the lists saved on the device with 'You are offline'; actions that need the server (Add Book) are disabled
 * with the offline message (docs/decisions/0040-push-icons-offline-actions.md); a change is refused with the
 * offline message; back online, the actions are enabled and the same change works.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './support/screens';
import { signInAs } from './support/session';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

/** Waits until the saved lists in IndexedDB hold My Library (`GET /api/books/my`). */
async function waitForSavedLibrary(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onerror = () => resolve('');
              open.onsuccess = () => {
                try {
                  const get = open.result
                    .transaction('keyval')
                    .objectStore('keyval')
                    .get('hubshelf-offline-cache');
                  get.onsuccess = () => resolve(String(get.result ?? ''));
                  get.onerror = () => resolve('');
                } catch {
                  resolve('');
                }
              };
            }),
        ),
      { timeout: 20_000 },
    )
    .toContain('/api/books/my');
}

test('My Books opens offline from the saved lists; changes wait for the connection', async ({
  page,
  context,
}, testInfo) => {
  await signInAs(page, 'ravi@hubshelf.local', '/my-books');
  await expect(page.getByRole('tab', { name: 'My Library' })).toHaveAttribute('aria-selected', 'true');
  const firstTitle = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(firstTitle).toBeVisible();
  const title = (await firstTitle.textContent())!.trim();

  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
    return (await fetch(link.href)).json();
  });
  expect(manifest.name).toBe('Hubshelf');
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(['activating', 'activated']).toContain(state);
  await waitForSavedLibrary(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Showing what was saved .* ago$/)).toBeVisible();
  await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, 'my-books-offline');

  // Actions that need the server are disabled, saying why (the tab's Add Book and the floating one).
  const addBook = page.getByRole('button', { name: 'Add Book' });
  await expect(addBook).toHaveCount(2);
  for (const button of await addBook.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', 'You are offline. Try again when you are connected.');
  }

  // A change is refused at once with the offline message, and the form stays open.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('You are offline. Try again when you are connected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

  await context.setOffline(false);
  await expect(page.getByText('You are offline', { exact: true })).toBeHidden();
  for (const button of await addBook.all()) await expect(button).toBeEnabled();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Book updated')).toBeVisible();
});
