/**
 * My Books on a small phone (spec 001 §2.11 tab bar; ARCHITECTURE §4 narrow mobile column): at 360 px
 * wide every tab label, the last one ('Sold') included, is shown whole and can be chosen.
 */
import { expect, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { signInAs } from './support/session';

test.use({ viewport: { width: 360, height: 740 } });

test('the five My Books tabs fit a 360 px wide phone and each can be chosen', async ({ page }, testInfo) => {
  await signInAs(page, 'ravi@hubshelf.local', '/my-books');
  const tabs = page.getByRole('tablist');
  await expect(page.getByRole('tab', { name: 'My Library' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Borrowed', 'Lent Out', 'My Library', 'Bought', 'Sold']) {
    const tab = page.getByRole('tab', { name });
    const box = (await tab.boundingBox())!;
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(360);
    // the label is not clipped inside its tab
    const clipped = await tab.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, `${name} label clipped`).toBe(false);
  }
  const overflowing = await tabs.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflowing).toBe(false);
  await page.getByRole('tab', { name: 'Sold' }).click();
  await expect(page).toHaveURL(/tab=sold/);
  await expect(page.getByRole('tab', { name: 'Sold' })).toHaveAttribute('aria-selected', 'true');
  await checkScreen(page, testInfo, 'my-books-360');
});
