// The Chromium the end-to-end suite drives (docs/decisions/0064-end-to-end-in-chromium-headless-shell.md):
// CHROMIUM_PATH when set; else Debian's old headless shell (`apt-get install chromium-headless-shell`),
// the build Playwright itself uses for headless runs, which costs a quarter less CPU per test than the
// full browser; else the full browser (`apt-get install chromium`).
import { existsSync } from 'node:fs';

/** Candidates in order of preference when CHROMIUM_PATH is not set. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/**
 * The Chromium executable to drive: CHROMIUM_PATH, or the first candidate that exists, or undefined when
 * none does (the suite is then skipped, or fails under E2E_REQUIRED=1).
 * @returns {string | undefined} an absolute path
 */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}
