/**
 * Layout and font checks for the language screens (e2e/hindi.spec.ts; ADR 0054).
 */
import { expect, type Page } from '@playwright/test';

/**
 * Fails when a visible element that holds text sticks out of the screen sideways, so a label that neither
 * wraps nor truncates is caught even where a parent clips it (`overflow: hidden`) and the page itself does
 * not scroll. Elements inside a sideways-scrolling strip (a carousel, a tab list that scrolls) are skipped:
 * those are meant to run past the edge.
 */
export async function expectTextWithinScreen(page: Page, name: string): Promise<void> {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if ((x === 'auto' || x === 'scroll') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      if (!ownText || el.closest('[aria-hidden="true"], script, style')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(el))
        found.push(
          `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
    }
    return found;
  });
  expect(
    outside,
    `${name}: text past the edge of a ${await page.evaluate(() => innerWidth)} px screen`,
  ).toEqual([]);
}

/**
 * The fonts Chromium used to draw the text of the first element matching `selector` (DevTools protocol
 * `CSS.getPlatformFontsForNode`): family names, with `web` for a font the page downloaded.
 */
export async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web)' : ''}`);
  } finally {
    await cdp.detach();
  }
}
