/**
 * Screen checks for end-to-end tests: a full-page screenshot in the test's output folder (to look at)
 * and an axe-core scan that fails the test on any violation.
 */
import axe from 'axe-core';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** One violation as the scan reports it: the rule and the CSS selectors of the elements breaking it. */
interface Violation {
  id: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core's default rules in the page itself and returns only the violations
 * (docs/decisions/0067-axe-in-the-page.md). axe is injected once per document: it stays on `window` across
 * the app's own navigations and is injected again after a full load. `include` limits the scan to the
 * elements matching that selector. The app draws no iframes, so one frame is the whole screen.
 */
async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async (selector) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(
          selector ? { include: [selector] } : document,
          { resultTypes: ['violations'] },
        )
      ).violations,
    include,
  );
}

/**
 * Waits until the app has drawn the page itself: neither the splash nor a route's frame painted by the
 * server (docs/decisions/0061-member-route-frames.md, its root is `inert`) is left. React replaces either
 * in one commit, and an axe scan running across that commit reads a page with no `main` and no `h1`.
 */
async function appDrawn(page: Page): Promise<void> {
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  // the splash (app/splash-screen.tsx): a main holding only the logo and the spinner, in any language
  await expect(page.locator('#root > main > [role="status"]')).toHaveCount(0);
}

/**
 * Waits for the animations and transitions running now that end (a toast fading in, a sheet closing): axe
 * reads a colour or an `aria-hidden` half-way through otherwise. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Screenshots the page as `<name>.png` once the app has drawn it and its animations have ended, and fails on any axe violation, listing
 * rule and elements.
 * `include` limits the scan to an open overlay (a menu or dialog): while it is open the page behind it is
 * aria-hidden by design, which a whole-page scan would report.
 */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  include?: string,
): Promise<void> {
  await appDrawn(page);
  await animationsSettled(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const violations = await axeViolations(page, include);
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
