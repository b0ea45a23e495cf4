/**
 * Screen checks for end-to-end tests: a full-page screenshot in the test's output folder (to look at)
 * and an axe-core scan that fails the test on any violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Screenshots the page as `<name>.png` and fails on any axe violation, listing rule and elements.
 * `include` limits the scan to an open overlay (a menu or dialog): while it is open the page behind it is
 * aria-hidden by design, which a whole-page scan would report.
 */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  include?: string,
): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const axe = new AxeBuilder({ page });
  if (include) axe.include(include);
  const { violations } = await axe.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${name}`,
  ).toEqual([]);
}

/** `checkScreen` at phone width that also fails when the page scrolls sideways. */
export async function checkPhoneScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  include?: string,
): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `${name}: page wider than the screen`).toBeLessThanOrEqual(client!);
  await checkScreen(page, testInfo, name, include);
}

/** `checkPhoneScreen` in the dark theme (`<name>-dark`), then back to light. */
export async function checkPhoneScreenDark(
  page: Page,
  testInfo: TestInfo,
  name: string,
  include?: string,
): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await checkPhoneScreen(page, testInfo, `${name}-dark`, include);
  await page.emulateMedia({ colorScheme: 'light' });
}
